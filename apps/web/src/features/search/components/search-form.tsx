import { searchPath, searchQueryMaxLength } from '@site/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './search.module.css';

/**
 * The results page's search box (issue 22 point 5), a search landmark: a GET form to `/search` with its field named
 * `q`, so without JavaScript the browser itself loads the results; with JavaScript the submit is a client navigation
 * to `searchPath({ q })` (a new search: every kind, page 1). Blank text stays where it is. `initial` is the text the
 * address holds.
 */
export function SearchForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') navigate(searchPath({ q: text.trim() }));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023; the role makes the landmark everywhere.
    <form role="search" aria-label={t('label')} className={styles.form} method="get" action="/search" onSubmit={submit}>
      <TextField
        className={styles.field}
        label={t('label')}
        type="search"
        name="q"
        value={text}
        maxLength={searchQueryMaxLength}
        placeholder={t('placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="primary">
        {t('submit')}
      </Button>
    </form>
  );
}
