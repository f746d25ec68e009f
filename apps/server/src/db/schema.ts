import type { Generated } from 'kysely';

/**
 * Table types of the database. Kysely derives every query's result type from these.
 * Times are ISO 8601 text and JSON columns are text in both SQLite and PostgreSQL, so one query code
 * serves both.
 */
export interface Database {
  site_settings: SiteSettingsTable;
  categories: CategoriesTable;
  articles: ArticlesTable;
  backgrounds: BackgroundsTable;
}

/** The site's identity and flags as key -> JSON value (DESIGN.md "Configuration"). */
export interface SiteSettingsTable {
  key: string;
  /** JSON text. */
  value: string;
}

export interface CategoriesTable {
  /** Multi-segment id, e.g. `study/frontend`. */
  id: string;
  name: string;
  parent_id: string | null;
  description: string;
  sort_order: number;
}

export interface ArticlesTable {
  /** Multi-segment id, e.g. `hexo-news/2019-10-14-hexo-4-released`. */
  id: string;
  title: string;
  category_id: string | null;
  /** ISO 8601. */
  date: string;
  /** ISO 8601 or null. */
  updated: string | null;
  /** JSON array of strings. */
  tags: string;
  /** Markdown source as written. */
  source: string;
  /** Sanitised HTML rendered from `source`. */
  html: string;
  /** JSON array of `{depth, id, text}`. */
  toc: string;
  summary: string;
  word_count: number;
  reading_minutes: number;
  created_at: string;
  modified_at: string;
}

export interface BackgroundsTable {
  id: Generated<number>;
  url: string;
  credit: string;
}
