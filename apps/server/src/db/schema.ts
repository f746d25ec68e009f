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
  article_tags: ArticleTagsTable;
  article_aliases: ArticleAliasesTable;
  article_categories: ArticleCategoriesTable;
  backgrounds: BackgroundsTable;
  accounts: AccountsTable;
  characters: CharactersTable;
  sessions: SessionsTable;
  devices: DevicesTable;
  page_views: PageViewsTable;
  comments: CommentsTable;
  messages: MessagesTable;
  feedback: FeedbackTable;
  property: PropertyTable;
  songs: SongsTable;
  wiki_pages: WikiPagesTable;
  wiki_revisions: WikiRevisionsTable;
  wiki_links: WikiLinksTable;
  wiki_redirects: WikiRedirectsTable;
  wiki_editors: WikiEditorsTable;
  archive_items: ArchiveItemsTable;
  archive_viewings: ArchiveViewingsTable;
  archive_terms: ArchiveTermsTable;
  link_classes: LinkClassesTable;
  link_entries: LinkEntriesTable;
  link_posts: LinkPostsTable;
  link_applications: LinkApplicationsTable;
  search_documents: SearchDocumentsTable;
  mail_queue: MailQueueTable;
  password_resets: PasswordResetsTable;
  mail_preferences: MailPreferencesTable;
  media: MediaTable;
  article_revisions: ArticleRevisionsTable;
  article_preview_tokens: ArticlePreviewTokensTable;
  lab_uploads: LabUploadsTable;
  lab_fes_festival: LabFesFestivalTable;
  lab_fes_stages: LabFesStagesTable;
  lab_fes_events: LabFesEventsTable;
  rhythm_scores: RhythmScoresTable;
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
  /** Plain text: the author's `excerpt` shortened, or one rendered from `source`. */
  summary: string;
  /** The author's own summary from the imported front matter, or null (migration 0005). */
  excerpt: string | null;
  /** The first picture's `src` in `html` (absolute or root-relative), or null (migration 0005). */
  image: string | null;
  word_count: number;
  reading_minutes: number;
  /** The author's language for it (front matter `lang`/`language`), a BCP 47 tag, or null (migration 0011). */
  language: string | null;
  /** The language told from its rendered text (`detectLanguage`), or null (migration 0011). */
  detected_language: string | null;
  created_at: string;
  modified_at: string;
  /** The site an imported article came from (`sourceSite`, cli/import), or null (migration 0010). */
  source_site: string | null;
  /** The article's file inside that site (`ParsedPost.sourceKey`), or null (migration 0010). */
  source_key: string | null;
  /** The imported file's absolute path when it was last imported, or null (migration 0010). */
  source_file: string | null;
  /** Who sees it (migration 0016): only `published` articles are in any list, feed, sitemap, search or page. */
  status: Generated<'draft' | 'scheduled' | 'published'>;
  /** ISO 8601: when a `scheduled` article is published (migration 0016); null otherwise. */
  publish_at: string | null;
  /** The number of its latest editor revision (`article_revisions`), 0 before any (migration 0016). */
  revision: Generated<number>;
  /** The editor's cover picture address, or null (migration 0016). */
  cover: string | null;
  /** The editor's licence for it (free text, e.g. `CC BY 4.0`), or null: the site's (migration 0016). */
  license: string | null;
}

/**
 * One row per (article, category) (migration 0010), `position` 0 for the first (= `articles.category_id`): the
 * category pages list an article under each of its categories.
 */
export interface ArticleCategoriesTable {
  article_id: string;
  category_id: string;
  position: number;
}

/** One row per (article, tag) (migration 0004): the tag lists and the tag filter of the article list. */
export interface ArticleTagsTable {
  article_id: string;
  tag: string;
}

/** An address an imported post had on its old blog (migration 0005), normalised by `oldAddressKey`. */
export interface ArticleAliasesTable {
  /** e.g. `/2019/10/old-name` (decoded, no trailing slash or `index.html`). */
  path: string;
  article_id: string;
}

export interface BackgroundsTable {
  id: Generated<number>;
  url: string;
  credit: string;
}

export interface AccountsTable {
  /** [ACCT-23..26] 1-32 of [A-Za-z0-9_], never changes. */
  uid: string;
  /** `scrypt$N$r$p$salt$hash` (base64 salt and hash). */
  password_hash: string;
  /** Never shown publicly [ACCT-32]; '' when unset. */
  email: string;
  website: string;
  introduction: string;
  registered_at: string;
  /**
   * The uid's look-alike keys (`nameKeys`, profiles/name-key.ts), each unique, so no uid looks like another. Null
   * only for an account whose key an older account already had when migration 0006 computed the keys.
   */
  uid_key_folded: string | null;
  uid_key_caps: string | null;
  uid_key_written: string | null;
}

export interface CharactersTable {
  cid: Generated<number>;
  uid: string;
  ctype: 'user' | 'admin';
  nickname: string;
  /** The nickname's look-alike keys (`nameKeys`, profiles/name-key.ts): what "nickname taken" compares. */
  nickname_key_folded: string;
  nickname_key_caps: string;
  nickname_key_written: string;
  /** The avatar address as set ('' = derive from the e-mail). */
  avatar_url: string;
  /** The first character (lowest order) is the active one [ACCT-09]. */
  sort_order: number;
}

export interface SessionsTable {
  /** sha-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  uid: string;
  created_at: string;
  expires_at: string;
  /** Set by logout. */
  revoked_at: string | null;
}

export interface DevicesTable {
  id: string;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
}

export interface PageViewsTable {
  id: Generated<number>;
  device_id: string;
  path: string;
  uid: string | null;
  viewed_at: string;
}

export interface CommentsTable {
  id: Generated<number>;
  target: string;
  reply_to: number | null;
  /** Null for guests. */
  uid: string | null;
  cid: number | null;
  /** 1 for a guest comment, 0 otherwise (an integer in both engines). */
  guest: number;
  guest_nickname: string;
  guest_email: string;
  guest_website: string;
  /** Markdown as written. */
  source: string;
  /** Sanitised HTML rendered from `source`. */
  html: string;
  created_at: string;
}

export interface MessagesTable {
  id: Generated<number>;
  /** The recipient. */
  uid: string;
  /** The reply that made the message. */
  comment_id: number;
  created_at: string;
  read_at: string | null;
  /** `reply` (to the recipient's comment) or `comment` (a new comment, for an admin; migration 0014). */
  kind: Generated<'reply' | 'comment'>;
}

export interface FeedbackTable {
  id: Generated<number>;
  uid: string | null;
  text: string;
  contact: string;
  created_at: string;
}

export interface PropertyTable {
  id: Generated<number>;
  uid: string;
  name: string;
  count: number;
  obtained_at: string;
}

/** A song of the music archive [PLAY-47] (migration 0003). Times are ISO 8601; `song_duration` is seconds. */
export interface SongsTable {
  seq: Generated<number>;
  /** Public id: the NCM id for `ncm` songs, a non-numeric id for `local` ones. */
  song_id: string;
  song_source: 'local' | 'ncm';
  ncm_id: string;
  title: string;
  /** The translated (zh) title, '' when none. */
  title_cn: string;
  artists_name: string;
  album_name: string;
  cover_url: string;
  song_duration: number;
  /** `/media/audio/<file>`, an http(s) address, or '' (NCM songs look theirs up). */
  audio_url: string;
  lrc_row_colored: string;
  lrc_row_colored_cn: string;
  lrc_row_colored_time: string;
  lrc_row_colored_chara: string;
  lrc_ttml: string;
  lrc_word: string;
  lrc_word_cn: string;
  lrc_word_roma: string;
  lrc_row: string;
  lrc_row_cn: string;
  lrc_row_roma: string;
  lrc_plain_text: string;
  created_at: string;
  updated_at: string;
}

/** A wiki page as it is now (migration 0007). */
export interface WikiPagesTable {
  /** Path of segments, e.g. `guides/setup/linux`. */
  id: string;
  title: string;
  /** Markdown of the current revision, as written. */
  source: string;
  /** Sanitised HTML rendered from `source`, wikilinks resolved against the pages at the time of the last render. */
  html: string;
  /** JSON array of `{depth, id, text}`. */
  toc: string;
  /** JSON array of strings. */
  tags: string;
  /** JSON array of old or other ids that redirect here (front matter `aliases`). */
  aliases: string;
  /** The current revision's number. */
  revision: number;
  created_at: string;
  updated_at: string;
}

/** Every revision of every wiki page. */
export interface WikiRevisionsTable {
  seq: Generated<number>;
  page_id: string;
  /** 1, 2, … per page. */
  revision: number;
  kind: 'create' | 'edit' | 'restore' | 'rename' | 'import';
  /** Null for an import. */
  author_uid: string | null;
  author_nickname: string;
  created_at: string;
  summary: string;
  source: string;
  /** Bytes of UTF-8. */
  size: number;
  size_delta: number;
  base_revision: number;
  restored_from: number | null;
}

/** The wikilinks (and page embeds) of each page's current text. */
export interface WikiLinksTable {
  from_id: string;
  /** The target as written (without heading or label). */
  target: string;
  /** The page it resolves to now, or null (a red link). */
  resolved_id: string | null;
  /** 1 when the page embeds the target (`![[x]]`). */
  embed: number;
}

/** Ids that lead to another page: left by a rename, or a front matter alias. */
export interface WikiRedirectsTable {
  old_id: string;
  page_id: string;
  kind: 'rename' | 'alias';
}

/** Users the admin made wiki editors (the admin always edits). */
export interface WikiEditorsTable {
  uid: string;
  created_at: string;
}

/** An archive item: a movie, game or product (migration 0008). JSON columns are text. */
export interface ArchiveItemsTable {
  id: string;
  kind: 'movie' | 'game' | 'product';
  /** The original title. */
  title: string;
  /** `title` lower-cased (NFKC), for the title sort. */
  sort_title: string;
  /** JSON object: interface language -> title. */
  titles: string;
  year: number | null;
  /** `year`, or 0 when unknown (the year sort and filter). */
  year_sort: number;
  release_date: string | null;
  cover_url: string;
  /** JSON array of ISO 3166-1 alpha-2 codes. */
  regions: string;
  /** JSON array of strings. */
  tags: string;
  /** JSON array of `{site, url}`. */
  links: string;
  status: 'want' | 'progress' | 'done' | 'dropped';
  /** 0–7, null for no-rate. */
  level: number | null;
  /** `level`, or -1 for no-rate (the rating sort and filter). */
  level_rank: number;
  /** JSON `{source, score, scale}` of an imported rating, or null. */
  source_rating: string | null;
  /** A movie's type (CONST-05); null for other kinds. */
  movie_type: string | null;
  /** JSON object of the kind's own fields (contracts `archiveMovieFieldsSchema` …). */
  details: string;
  comment: string;
  /** Markdown as written. */
  review: string;
  /** Sanitised HTML rendered from `review`. */
  review_html: string;
  /** The latest viewing's day (YYYY-MM-DD), '' when none. */
  finished_on: string;
  /** Where an import found it (`letterboxd:<uri>`, `imdb:<const>`), null for items made by hand. */
  source_key: string | null;
  created_at: string;
  updated_at: string;
}

/** One viewing or play of an archive item. */
export interface ArchiveViewingsTable {
  seq: Generated<number>;
  item_id: string;
  /** YYYY-MM-DD. */
  date: string;
  /** 1 for a rewatch. */
  rewatch: number;
}

/** The multi-valued filters of an item: one row per tag, region or game genre. */
export interface ArchiveTermsTable {
  facet: 'tag' | 'region' | 'genre';
  value: string;
  item_id: string;
}

/** A class of links (migration 0009). */
export interface LinkClassesTable {
  id: Generated<number>;
  name: string;
  sort_order: number;
  created_at: string;
}

/**
 * A site-info entry [SITE-08] (migration 0009), with the state of its feed and of its link. Times are ISO 8601;
 * `link_failing_since` is the first failed check of the current run of failures (null once a check succeeds).
 */
export interface LinkEntriesTable {
  id: Generated<number>;
  class_id: number | null;
  kind: 'friend' | 'following' | 'link';
  name: string;
  /** The avatar's address as given. */
  avatar_source: string;
  /** This site's copy (`/media/links/<hash>.<ext>`), '' until fetched. */
  avatar: string;
  colour: string;
  description: string;
  link: string;
  feed_url: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
  /** The validators of the feed's last 200, sent back as If-None-Match / If-Modified-Since. */
  feed_etag: string | null;
  feed_last_modified: string | null;
  feed_checked_at: string | null;
  feed_success_at: string | null;
  feed_error: string | null;
  feed_error_at: string | null;
  link_checked_at: string | null;
  link_ok_at: string | null;
  link_failing_since: string | null;
}

/** A post collected from an entry's feed; `post_key` is its guid, else its link (unique per entry). */
export interface LinkPostsTable {
  id: Generated<number>;
  entry_id: number;
  post_key: string;
  /** Plain text. */
  title: string;
  url: string;
  /** Plain text. */
  excerpt: string;
  published_at: string | null;
  /** `published_at` (never later than when it was fetched), else `fetched_at`. */
  sort_date: string;
  fetched_at: string;
}

/** A friend-link request from a user (`uid`) or a guest (`email`). */
export interface LinkApplicationsTable {
  id: Generated<number>;
  uid: string | null;
  email: string | null;
  name: string;
  link: string;
  avatar: string;
  colour: string;
  description: string;
  feed_url: string;
  message: string;
  state: 'pending' | 'approved' | 'declined';
  entry_id: number | null;
  created_at: string;
  decided_at: string | null;
}

/**
 * One searchable document of the site search (migration 0012, issue 22): the original texts (for ranking and
 * snippets) and the folded text the database pre-selects candidates on. `line_times` is a JSON array of seconds,
 * one per line of `body`, for songs (their lyric lines), else `[]`. `grams` exists on PostgreSQL only (SQLite keeps
 * it in the FTS5 table `search_grams`).
 */
export interface SearchDocumentsTable {
  kind: 'article' | 'wiki' | 'movie' | 'game' | 'product' | 'song' | 'link';
  id: string;
  title: string;
  /** The headings, one a line. */
  headings: string;
  /** Plain text; for songs, one lyric line a line. */
  body: string;
  /** JSON array of strings. */
  tags: string;
  context: string;
  /** ISO 8601 or null. */
  date: string | null;
  url: string;
  external_url: string | null;
  /** JSON array of seconds. */
  line_times: string;
  title_folded: string;
  /** title, headings, body, tags and context folded, joined by newlines. */
  folded: string;
  grams?: string[];
}

/**
 * One outgoing mail (migration 0014, issue 23 point 5): queued in the transaction of what caused it; a sender claims
 * it by setting `lease_owner`/`lease_until` (src/mail/queue.ts), then sets `sent_at`, or after a failure
 * `next_attempt_at` (exponential backoff) and, past the last attempt, `failed_at`. Times are ISO 8601.
 */
export interface MailQueueTable {
  id: Generated<number>;
  /** `password_reset`, `reply`, `comment`, `link_application`. */
  kind: string;
  to_address: string;
  subject: string;
  /** Plain text body. */
  text: string;
  /** The one-click unsubscribe address, also sent as `List-Unsubscribe`. */
  unsubscribe_url: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}

/** A single-use password-reset link (issue 23 point 4): only the sha-256 of its token is kept. */
export interface PasswordResetsTable {
  token_hash: string;
  uid: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** `mail` (the forgot form) or the uid of the admin who created the link. */
  created_by: string;
}

/** What an account asked to be mailed about (0/1 flags) and the token of its unsubscribe link. */
export interface MailPreferencesTable {
  uid: string;
  replies: number;
  comments: number;
  link_applications: number;
  unsubscribe_token: string;
}

/**
 * One file of the media library (migration 0015, issue 23 point 3): a picture, audio or lyric file under
 * `DATA_DIR/media`, with a picture's resized variants.
 */
export interface MediaTable {
  /** 32 lower-case hex digits. */
  id: string;
  /** Root-relative, `/media/library/<id>.<ext>` or `/media/<audio|cover|lyric>/<name>` for a song upload. */
  url: string;
  kind: 'image' | 'audio' | 'lyric';
  mime: string;
  /** Bytes of the file itself (its variants not included). */
  size: number;
  /** Pixels, the picture upright (EXIF orientation applied); null for audio and lyrics. */
  width: number | null;
  height: number | null;
  /** JSON array of `{url, width, height, size}`, widest first. */
  variants: string;
  /** The file's name as uploaded (plain text, shown only; '' when unknown). */
  name: string;
  origin: 'library' | 'music';
  uploaded_by: string | null;
  /** ISO 8601. */
  created_at: string;
}

/**
 * One save of the article editor (migration 0016, issue 23 point 1): the whole form as JSON (`data`, contracts
 * `ArticleDraft`), numbered 1, 2, … per article. `kind` `draft` is an autosave, `save` a save, `restore` a save
 * of an older revision's form.
 */
export interface ArticleRevisionsTable {
  seq: Generated<number>;
  article_id: string;
  revision: number;
  kind: 'draft' | 'save' | 'restore';
  author_uid: string | null;
  author_nickname: string;
  created_at: string;
  /** JSON of contracts `ArticleDraft`. */
  data: string;
}

/** A preview link of an unpublished article (migration 0016): the SHA-256 (hex) of its 32-byte token. */
export interface ArticlePreviewTokensTable {
  token_hash: string;
  article_id: string;
  created_at: string;
}

/**
 * A file of the laboratory's upload playground (migration 0017, issue 24 point 2): stored at `url`
 * (`/media/lab/<id>.<ext>`), owned by `owner_uid`, deleted by the sweep once `expires_at` (ISO 8601) has passed.
 */
export interface LabUploadsTable {
  id: string;
  owner_uid: string;
  url: string;
  /** The file's name as uploaded (plain text, shown only). */
  name: string;
  kind: 'image' | 'audio' | 'text';
  mime: string;
  /** Bytes. */
  size: number;
  created_at: string;
  expires_at: string;
}

/** The convention timetable's festival (migration 0018, issue 25 point 5): one row, id 1. Days are `YYYY-MM-DD`. */
export interface LabFesFestivalTable {
  id: number;
  name: string;
  /** IANA time zone name, e.g. `Asia/Tokyo`. */
  timezone: string;
  first_day: string;
  last_day: string;
  /** ISO 8601. */
  updated_at: string;
}

/** A stage of the festival: a column of the timetable. */
export interface LabFesStagesTable {
  id: Generated<number>;
  name: string;
  sort_order: number;
}

/** An event on a stage; `start_at` and `end_at` are UTC instants as ISO 8601 text (`...Z`). */
export interface LabFesEventsTable {
  id: Generated<number>;
  stage_id: number;
  title: string;
  start_at: string;
  end_at: string;
}

/**
 * The rhythm game's leaderboard (migration 0019, issue 25 point 1): an account's best result per song and
 * difficulty; `accuracy` in percent, `created_at` ISO 8601 (when that best was set).
 */
export interface RhythmScoresTable {
  uid: string;
  cid: number;
  song_key: string;
  difficulty: 'easy' | 'normal' | 'hard';
  score: number;
  accuracy: number;
  max_combo: number;
  notes: number;
  created_at: string;
}
