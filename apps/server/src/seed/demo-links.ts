import { type LinkEntryInput, linkClassInputSchema, linkEntryInputSchema } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { saveClass, saveEntry } from '../modules/links/write-service.ts';

/** A demo entry: its fields without a class, and the name of the class it goes in (null: none). */
export type DemoLinkEntry = { entry: Omit<LinkEntryInput, 'class_id'>; class: string | null };

/**
 * The links a fresh site shows on /links (issue 18): two classes of useful references, two friends' sites and two
 * followed sites with their real feeds. They are real sites, so with a network the server fetches their avatars
 * and, every round, the followed sites' posts; without one the cards show their initials and the river says it has
 * nothing yet. The owner edits or deletes them like any other entry.
 */
export const demoLinkEntries: DemoLinkEntry[] = [
  {
    class: 'Web references',
    entry: {
      name: 'MDN Web Docs',
      avatar: 'https://developer.mozilla.org/favicon-192x192.png',
      colour: '#1b1b1b',
      description: 'Documentation of the web platform: HTML, CSS, JavaScript and the browser APIs.',
      link: 'https://developer.mozilla.org/',
      kind: 'link',
      feed_url: '',
    },
  },
  {
    class: 'Web references',
    entry: {
      name: 'Can I use',
      avatar: 'https://caniuse.com/img/favicon-128.png',
      colour: '#c2410c',
      description: 'Which browsers support which front-end feature.',
      link: 'https://caniuse.com/',
      kind: 'link',
      feed_url: '',
    },
  },
  {
    class: 'Music and lyrics',
    entry: {
      name: 'LRC format (Wikipedia)',
      avatar: '',
      colour: '#6d28d9',
      description: 'The timed lyrics format the music player reads, with its word-level extension.',
      link: 'https://en.wikipedia.org/wiki/LRC_(file_format)',
      kind: 'link',
      feed_url: '',
    },
  },
  {
    class: null,
    entry: {
      name: 'Julia Evans',
      avatar: 'https://jvns.ca/favicon.ico',
      colour: '#ea580c',
      description: 'Zines and blog posts about how computers work.',
      link: 'https://jvns.ca/',
      kind: 'friend',
      feed_url: 'https://jvns.ca/atom.xml',
    },
  },
  {
    class: null,
    entry: {
      name: 'Simon Willison',
      avatar: 'https://simonwillison.net/favicon.ico',
      colour: '#0f766e',
      description: 'A weblog about open source, data and large language models.',
      link: 'https://simonwillison.net/',
      kind: 'friend',
      feed_url: 'https://simonwillison.net/atom/everything/',
    },
  },
  {
    class: null,
    entry: {
      name: 'Node.js blog',
      avatar: 'https://nodejs.org/static/images/favicons/favicon.png',
      colour: '#15803d',
      description: 'Releases and news of Node.js, the runtime this site runs on.',
      link: 'https://nodejs.org/en/blog',
      kind: 'following',
      feed_url: 'https://nodejs.org/en/feed/blog.xml',
    },
  },
  {
    class: null,
    entry: {
      name: 'Rust Blog',
      avatar: 'https://blog.rust-lang.org/images/favicon-32x32.png',
      colour: '#b7410e',
      description: 'Empowering everyone to build reliable and efficient software.',
      link: 'https://blog.rust-lang.org/',
      kind: 'following',
      feed_url: 'https://blog.rust-lang.org/feed.xml',
    },
  },
];

/**
 * Writes the demo links into `db` (a transaction of the seed) unless the site already has a class or an entry
 * (an OPML import before the first start, say). Each class and entry is checked with its contract schema first (a
 * wrong demo entry throws, and the seed's transaction writes nothing). Returns how many entries it wrote.
 */
export async function seedDemoLinks(db: Kysely<Database>, now: Date): Promise<number> {
  const existing =
    (await db.selectFrom('link_classes').select('id').limit(1).executeTakeFirst()) ??
    (await db.selectFrom('link_entries').select('id').limit(1).executeTakeFirst());
  if (existing) return 0;
  const at = now.toISOString();
  const classIds = new Map<string, number>();
  for (const name of new Set(demoLinkEntries.map((e) => e.class).filter((c) => c !== null))) {
    classIds.set(name, (await saveClass(db, linkClassInputSchema.parse({ name }), at)).id);
  }
  for (const { entry, class: className } of demoLinkEntries) {
    const class_id = className === null ? null : (classIds.get(className) ?? null);
    await saveEntry(db, linkEntryInputSchema.parse({ ...entry, class_id }), at, now.getTime());
  }
  return demoLinkEntries.length;
}
