import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './search-form.module.css';

/** Props of `SearchForm`: the words the field starts with (the current search on the results page). */
export type SearchFormProps = { initial?: string };

/** The blog's search results page; its `q` parameter holds the words. */
const searchPage = '/blog/search';

/** The address of the blog's search results for `text`: `/blog/search?q=<text>`. */
export function searchPath(text: string): string {
  return `${searchPage}?${new URLSearchParams({ q: text.trim() })}`;
}

/**
 * The blog's search box (a search landmark): words to find in the articles' titles and texts. Submitting goes to
 * the results page, `/blog/search?q=...` (an address, so a search can be linked, reloaded and reached with Back);
 * blank words stay where they are. It is a GET form to that page with its field named `q`, so without JavaScript
 * the browser itself loads the results (issue 21 point 3); with JavaScript the submit is a client navigation.
 */
export function SearchForm({ initial = '' }: SearchFormProps) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') navigate(searchPath(text));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023; the role makes the landmark everywhere.
    <form
      role="search"
      aria-label={t('search.label')}
      className={styles.form}
      method="get"
      action={searchPage}
      onSubmit={submit}
    >
      <TextField
        className={styles.field}
        label={t('search.label')}
        type="search"
        name="q"
        value={text}
        maxLength={100}
        placeholder={t('search.placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="primary">
        {t('search.submit')}
      </Button>
    </form>
  );
}
