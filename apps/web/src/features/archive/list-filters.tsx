import { archiveGameGenres, archiveMovieTypes, archiveStatuses } from '@site/contracts';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import type { ChoiceOption } from '../../ui/option.ts';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './archive-pages.module.css';
import { archiveLevels, genreKey, levelNameKey, movieTypeKey, statusKey } from './labels.ts';
import type { ListKind, ListParamName, ListState, ListView } from './list-params.ts';
import { useRegionNames } from './region-names.ts';

/** Props of `ListFilters`: the list's state from its address, and how to change it. */
export interface ListFiltersProps {
  kind: ListKind;
  state: ListState;
  /** Writes changes into the address (`listSearch`); null or '' clears a parameter. */
  onChange: (changes: Partial<Record<ListParamName, string | null>>) => void;
}

/**
 * The filters (type or genre, status, rating level with no-rate, year range, region, tag), the sort and the view
 * of a movie or game list. A choice from a list applies at once; the typed fields (years, tag) apply with Enter or
 * "Apply". Every control is labelled; their values come from the address, so they show what the list shows.
 * Without JavaScript (issue 21 point 3) the filters are a GET form to the list itself: every control is named after
 * its address parameter (the sort and order selects join the form by its id, the view rides along hidden), so
 * "Apply" loads the filtered list's first page; `parseListParams` reads the empty values it sends as unset.
 */
export function ListFilters({ kind, state, onChange }: ListFiltersProps) {
  const { t, i18n } = useTranslation('archive');
  const regions = useRegionNames(i18n.language as Language);
  const { query } = state;
  const formId = useId();
  const any: ChoiceOption<string> = { value: '', label: t('list.any') };
  const own =
    kind === 'movie'
      ? { name: 'type' as const, label: t('list.type'), value: query.type ?? '', codes: archiveMovieTypes }
      : { name: 'genre' as const, label: t('list.genre'), value: query.genre ?? '', codes: archiveGameGenres };
  const ownOptions = own.codes.map((code) => ({
    value: code,
    label: kind === 'movie' ? t(movieTypeKey(code as never)) : t(genreKey(code as never)),
  }));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onChange({ year_from: text('year_from'), year_to: text('year_to'), tag: text('tag') });
  };
  const filtered = listParamsFiltered(state);
  return (
    <div className={styles.controls}>
      <form id={formId} className={styles.filters} method="get" onSubmit={apply} aria-label={t('list.filters')}>
        <input type="hidden" name="view" value={state.view} />
        <Select
          name={own.name}
          label={own.label}
          value={own.value}
          options={[any, ...ownOptions]}
          onValueChange={(value) => onChange({ [own.name]: value })}
        />
        <Select
          name="status"
          label={t('list.status')}
          value={query.status ?? ''}
          options={[any, ...archiveStatuses.map((s) => ({ value: s, label: t(statusKey(kind, s)) }))]}
          onValueChange={(value) => onChange({ status: value })}
        />
        <Select
          name="level"
          label={t('list.level')}
          value={query.level ?? ''}
          options={[
            any,
            ...archiveLevels.map((level) => ({ value: String(level), label: `${level} ${t(levelNameKey(level))}` })),
            { value: 'none', label: t(levelNameKey(null)) },
          ]}
          onValueChange={(value) => onChange({ level: value })}
        />
        <Select
          name="region"
          label={t('list.region')}
          value={query.region ?? ''}
          options={[any, ...regions.options.map(({ code, name }) => ({ value: code, label: name }))]}
          onValueChange={(value) => onChange({ region: value })}
        />
        <TextField
          key={`from-${query.year_from ?? ''}`}
          name="year_from"
          label={t('list.year_from')}
          type="number"
          inputMode="numeric"
          min={1850}
          max={2200}
          defaultValue={query.year_from ?? ''}
        />
        <TextField
          key={`to-${query.year_to ?? ''}`}
          name="year_to"
          label={t('list.year_to')}
          type="number"
          inputMode="numeric"
          min={1850}
          max={2200}
          defaultValue={query.year_to ?? ''}
        />
        <TextField
          key={`tag-${query.tag ?? ''}`}
          name="tag"
          label={t('list.tag')}
          maxLength={100}
          defaultValue={query.tag ?? ''}
        />
        <div className={styles.filterActions}>
          <Button type="submit" variant="primary">
            {t('list.apply')}
          </Button>
          {filtered && (
            <Button
              variant="ghost"
              onClick={() =>
                onChange({
                  type: null,
                  genre: null,
                  status: null,
                  level: null,
                  year_from: null,
                  year_to: null,
                  region: null,
                  tag: null,
                })
              }
            >
              {t('list.clear')}
            </Button>
          )}
        </div>
      </form>
      <div className={styles.sortBar}>
        <Select
          name="sort"
          form={formId}
          label={t('list.sort')}
          value={query.sort}
          options={(['finished', 'rating', 'year', 'title'] as const).map((sort) => ({
            value: sort,
            label: t(`list.sort_${sort}`),
          }))}
          onValueChange={(value) => onChange({ sort: value })}
        />
        <Select
          name="order"
          form={formId}
          label={t('list.order')}
          value={query.order}
          options={[
            { value: 'desc', label: t('list.order_desc') },
            { value: 'asc', label: t('list.order_asc') },
          ]}
          onValueChange={(value) => onChange({ order: value })}
        />
        <ViewToggle view={state.view} onChange={(view) => onChange({ view })} />
      </div>
    </div>
  );
}

/** Whether any filter is set (what "Clear filters" would clear). */
function listParamsFiltered({ query }: ListState): boolean {
  const { type, genre, status, level, year_from, year_to, region, tag } = query;
  return [type, genre, status, level, year_from, year_to, region, tag].some((v) => v !== undefined);
}

/** Cover grid or compact list: two toggle buttons in a named group, the current one pressed. */
function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation('archive');
  return (
    <fieldset className={styles.viewToggle}>
      <legend className={styles.legend}>{t('list.view')}</legend>
      <div className={styles.toggleButtons}>
        {(['grid', 'list'] as const).map((option) => (
          <Button
            key={option}
            size="small"
            variant={view === option ? 'primary' : 'secondary'}
            aria-pressed={view === option}
            onClick={() => onChange(option)}
          >
            {t(`list.view_${option}`)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
