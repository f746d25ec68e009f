import {
  type ArchiveGameGenre,
  type ArchiveItem,
  type ArchiveItemInput,
  type ArchiveKind,
  type ArchiveLink,
  type ArchiveMovieType,
  type ArchiveStatus,
  type ArchiveViewing,
  archiveItemInputSchema,
  type archiveRatingSources,
  archiveTitleLanguages,
} from '@site/contracts';

/**
 * The editor's form state and its conversion to and from `ArchiveItemInput` (contracts `archive.ts`). Text inputs
 * hold strings: numbers as typed ('' is none), name lists one per line, regions and tags separated by commas.
 * The form keeps the fields of all three kinds, so switching the kind of a new item loses nothing typed.
 */

type TitleLanguage = (typeof archiveTitleLanguages)[number];

/** The editor's fields, as the inputs hold them. */
export interface ArchiveForm {
  /** Absent for a new item. */
  id?: string;
  kind: ArchiveKind;
  title: string;
  titles: Record<TitleLanguage, string>;
  year: string;
  release_date: string;
  cover_url: string;
  /** ISO 3166 codes separated by commas or spaces. */
  regions: string;
  /** Separated by commas. */
  tags: string;
  links: ArchiveLink[];
  status: ArchiveStatus;
  viewings: ArchiveViewing[];
  /** '' (no-rate) or '0'…'7'. */
  level: string;
  /** '' (none) or a rating source; score and scale as typed. */
  source: '' | (typeof archiveRatingSources)[number];
  source_score: string;
  source_scale: string;
  comment: string;
  review: string;
  movie: { type: ArchiveMovieType; directors: string; cast: string; runtime_minutes: string; episodes: string };
  game: { genres: ArchiveGameGenre[]; platforms: string; developer: string; publisher: string; play_hours: string };
  product: { brand: string; category: string; price: string; currency: string; bought_at: string };
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const lines = (values: readonly string[]) => values.join('\n');

/**
 * The form of `item` (editing), or of a new item of `kind` (`item` undefined): status `done`, no-rate, today's
 * nothing. Fields of the other kinds start empty.
 */
export function formFromItem(item: ArchiveItem | ArchiveItemInput | undefined, kind: ArchiveKind): ArchiveForm {
  const titles = Object.fromEntries(archiveTitleLanguages.map((lang) => [lang, item?.titles?.[lang] ?? ''])) as Record<
    TitleLanguage,
    string
  >;
  const movie = item?.kind === 'movie' ? item.movie : undefined;
  const game = item?.kind === 'game' ? item.game : undefined;
  const product = item?.kind === 'product' ? item.product : undefined;
  return {
    ...(item?.id !== undefined && { id: item.id }),
    kind: item?.kind ?? kind,
    title: item?.title ?? '',
    titles,
    year: numberText(item?.year),
    release_date: item?.release_date ?? '',
    cover_url: item?.cover_url ?? '',
    regions: (item?.regions ?? []).join(', '),
    tags: (item?.tags ?? []).join(', '),
    links: item?.links?.map((link) => ({ ...link })) ?? [],
    status: item?.status ?? 'done',
    viewings: item?.viewings?.map((viewing) => ({ ...viewing })) ?? [],
    level: numberText(item?.level),
    source: item?.source_rating?.source ?? '',
    source_score: numberText(item?.source_rating?.score),
    source_scale: numberText(item?.source_rating?.scale),
    comment: item?.comment ?? '',
    review: item?.review ?? '',
    movie: {
      type: movie?.type ?? 'movie',
      directors: lines(movie?.directors ?? []),
      cast: lines(movie?.cast ?? []),
      runtime_minutes: numberText(movie?.runtime_minutes),
      episodes: numberText(movie?.episodes),
    },
    game: {
      genres: [...(game?.genres ?? [])],
      platforms: lines(game?.platforms ?? []),
      developer: game?.developer ?? '',
      publisher: game?.publisher ?? '',
      play_hours: numberText(game?.play_hours),
    },
    product: {
      brand: product?.brand ?? '',
      category: product?.category ?? '',
      price: numberText(product?.price),
      currency: product?.currency ?? '',
      bought_at: product?.bought_at ?? '',
    },
  };
}

/** '' → null, anything else its number (NaN for a non-number, which the schema refuses naming the field). */
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
/** One name a line, blank lines and surrounding spaces dropped. */
const splitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** Split at commas, blanks dropped. */
const splitCommas = (text: string) =>
  text
    .split(/[,，、]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The input `form` stands for, before validation: what `archive/save_item.php` receives as `item` once
 * `validateForm` accepts it. Only the kind's own fields are included; empty titles are left out.
 */
export function inputFromForm(form: ArchiveForm): Record<string, unknown> {
  const titles = Object.fromEntries(
    archiveTitleLanguages.flatMap((lang) =>
      form.titles[lang].trim() === '' ? [] : [[lang, form.titles[lang].trim()]],
    ),
  );
  const common = {
    ...(form.id !== undefined && { id: form.id }),
    kind: form.kind,
    title: form.title.trim(),
    titles,
    year: numberOrNull(form.year),
    release_date: form.release_date.trim() === '' ? null : form.release_date.trim(),
    cover_url: form.cover_url.trim(),
    regions: form.regions
      .split(/[\s,，、]+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase()),
    tags: splitCommas(form.tags),
    links: form.links.map((link) => ({ site: link.site, url: link.url.trim() })),
    status: form.status,
    viewings: form.viewings,
    level: numberOrNull(form.level),
    source_rating:
      form.source === ''
        ? null
        : { source: form.source, score: numberOrNull(form.source_score), scale: numberOrNull(form.source_scale) },
    comment: form.comment,
    review: form.review,
  };
  if (form.kind === 'movie') {
    const { type, directors, cast, runtime_minutes, episodes } = form.movie;
    return {
      ...common,
      movie: {
        type,
        directors: splitLines(directors),
        cast: splitLines(cast),
        runtime_minutes: numberOrNull(runtime_minutes),
        episodes: numberOrNull(episodes),
      },
    };
  }
  if (form.kind === 'game') {
    const { genres, platforms, developer, publisher, play_hours } = form.game;
    return {
      ...common,
      game: {
        genres,
        platforms: splitLines(platforms),
        developer: developer.trim(),
        publisher: publisher.trim(),
        play_hours: numberOrNull(play_hours),
      },
    };
  }
  const { brand, category, price, currency, bought_at } = form.product;
  return {
    ...common,
    product: {
      brand: brand.trim(),
      category: category.trim(),
      price: numberOrNull(price),
      currency: currency.trim().toUpperCase(),
      bought_at: bought_at.trim(),
    },
  };
}

/** Field errors by the form's field key (`title`, `regions`, `movie.runtime_minutes`, `viewings`): the message. */
export type FieldErrors = Record<string, string>;

/**
 * The form's field key of an input path (dotted, as the schema and the server's 400 name it, with or without the
 * body's `item.` prefix): a kind's field keeps its kind (`movie.cast.2` → `movie.cast`), any other its first
 * segment (`regions.1` → `regions`, `source_rating.score` → `source_rating`).
 */
export function formFieldOf(path: string): string {
  const segments = path.replace(/^item\./, '').split('.');
  const [first = '', second] = segments;
  if ((first === 'movie' || first === 'game' || first === 'product') && second !== undefined)
    return `${first}.${second}`;
  return first;
}

/** Validates `form` with the contracts' schema: the input to send, or the errors by field (the first per field). */
export function validateForm(
  form: ArchiveForm,
): { ok: true; item: ArchiveItemInput } | { ok: false; errors: FieldErrors } {
  const result = archiveItemInputSchema.safeParse(inputFromForm(form));
  if (result.success) return { ok: true, item: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The field errors of a server's 400 answer's data (`{field, issues: [{field, message}]}`, fields like
 * `item.movie.type`), by the form's field key; empty when `data` is not of that shape.
 */
export function serverFieldErrors(data: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof data !== 'object' || data === null) return errors;
  const { issues, field } = data as { issues?: unknown; field?: unknown };
  if (Array.isArray(issues))
    for (const issue of issues as { field?: unknown; message?: unknown }[])
      if (typeof issue?.field === 'string') errors[formFieldOf(issue.field)] ??= String(issue.message ?? '');
  if (Object.keys(errors).length === 0 && typeof field === 'string') errors[formFieldOf(field)] = '';
  return errors;
}
