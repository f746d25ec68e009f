import { type SearchResult, searchPath, searchQueryMaxLength } from '@site/contracts';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstantSearch } from '../api.ts';
import { activeAfterKey } from '../combobox-keys.ts';
import { formatLyricTime } from '../format.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { HighlightedText } from './highlighted-text.tsx';
import styles from './search.module.css';

/** How long the box waits after the last key before asking for instant results, in ms (issue 22 point 5). */
export const instantDebounceMs = 150;

/** One option of the listbox: a result, or the last row going to the results page; `index` in the flat list. */
type Option = { key: string; href: string; result: SearchResult | null; index: number };

/** Props of `SearchCombobox`. */
export type SearchComboboxProps = {
  /** Opens a site address (`/blog/articles/…`, `/search?q=…`): the dialog closes and navigates. */
  onOpen: (href: string) => void;
};

/**
 * The header search's box and instant results (issue 22 point 5), the WAI-ARIA 1.2 combobox pattern: the field
 * (`role=combobox`, `aria-expanded`, `aria-controls`, `aria-autocomplete=list`, `aria-activedescendant`) keeps the
 * focus while the arrows move the active option of the listbox (`combobox-keys.ts`: ArrowUp/Down wrap, Home/End
 * once an option is active). The options are grouped by kind (`role=group` named by its kind's label), best group
 * first as `search/instant.php` answers them, and end with "All results for …", the results page of the text. Enter
 * opens the active option, or the results page when none is. A polite status line tells screen readers how many
 * results there are. As one types, the call waits `instantDebounceMs` and the call of an older text is cancelled.
 *
 * The field is a GET form's `q` to `/search`, so Enter is a search even before the answer comes.
 */
export function SearchCombobox({ onOpen }: SearchComboboxProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, instantDebounceMs);
  const query = useInstantSearch(debounced !== '' && debounced.length <= searchQueryMaxLength ? debounced : null);
  const groups = trimmed === '' ? [] : (query.data?.groups ?? []);
  const options: Option[] = [];
  const grouped = groups.map((group) => ({
    kind: group.kind,
    options: group.results.map((result) => {
      const option = { key: `${result.kind}:${result.id}`, href: result.url, result, index: options.length };
      options.push(option);
      return option;
    }),
  }));
  const allOption: Option | null =
    trimmed === '' ? null : { key: 'all', href: searchPath({ q: trimmed }), result: null, index: options.length };
  if (allOption) options.push(allOption);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = options.length > 0;

  // The field has the focus from the start (before the dialog's focus trap would give it to its first button).
  useLayoutEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // an IME's keys belong to it
    const next = activeAfterKey(event.key, activeIndex, options.length);
    if (next === null) return;
    event.preventDefault();
    setActiveKey(options[next]?.key ?? null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = options[activeIndex];
    if (chosen) onOpen(chosen.href);
    else if (trimmed !== '') onOpen(searchPath({ q: trimmed }));
  };

  const count = groups.reduce((sum, group) => sum + group.results.length, 0);
  const status =
    trimmed === ''
      ? ''
      : query.data === undefined || debounced !== trimmed
        ? query.isError
          ? t('dialog.failed')
          : t('dialog.searching')
        : count === 0
          ? t('dialog.none')
          : t('dialog.status', { count });

  const renderOption = (option: Option) => {
    const { result, index: own } = option;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches options through the field (aria-activedescendant), as the combobox pattern has it.
      <div
        key={option.key}
        id={optionId(own)}
        role="option"
        tabIndex={-1}
        aria-selected={own === activeIndex}
        // Named by its title alone, the context line (or the lyric line) its description.
        aria-labelledby={result ? `${optionId(own)}-title` : undefined}
        aria-describedby={result ? `${optionId(own)}-context` : undefined}
        className={result ? styles.option : `${styles.option} ${styles.allOption}`}
        // Keep the focus in the field: a click on an option is a choice, not a move of the focus.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => {
          if (activeKey !== option.key) setActiveKey(option.key);
        }}
        onClick={() => onOpen(option.href)}
      >
        {result ? (
          <>
            <span id={`${optionId(own)}-title`} className={styles.optionTitle}>
              <HighlightedText parts={result.title} />
            </span>
            {result.lyric ? (
              <span id={`${optionId(own)}-context`} className={styles.optionContext}>
                {formatLyricTime(result.lyric.time)} · {result.lyric.line}
              </span>
            ) : (
              <span id={`${optionId(own)}-context`} className={styles.optionContext}>
                {result.context}
              </span>
            )}
          </>
        ) : (
          t('dialog.all_results', { q: trimmed })
        )}
      </div>
    );
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023; the role makes the landmark everywhere.
    <form role="search" className={styles.box} method="get" action="/search" onSubmit={submit}>
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
        {t('dialog.input')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={styles.input}
        type="search"
        name="q"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={searchQueryMaxLength}
        placeholder={t('dialog.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveKey(null);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('dialog.hint')}
      </p>
      <div id={listboxId} role="listbox" aria-label={t('dialog.results')} className={styles.listbox} hidden={!expanded}>
        {grouped.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (WAI-ARIA listbox pattern), not form controls
          <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`} className={styles.group}>
            <div id={`${id}-group-${group.kind}`} role="presentation" className={styles.groupLabel}>
              {t(`kinds.${group.kind}`)}
            </div>
            {group.options.map(renderOption)}
          </div>
        ))}
        {allOption && renderOption(allOption)}
      </div>
      <p role="status" className={styles.visuallyHidden}>
        {status}
      </p>
    </form>
  );
}
