import { type ArchiveItemInput, archiveItemInputSchema } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { writeArchiveItem } from '../modules/archive/store.ts';

/** A demo item and when it was finished, as days before the seed (so a fresh site's "year in numbers" has bars). */
export type DemoArchiveItem = { item: ArchiveItemInput; finished_days_ago: number[] };

/**
 * The archive's demo content (issue 17): a few well-known films, series, games and products with their real
 * facts (year, makers, runtime, regions, IMDb/Steam addresses), the owner's opinions being the demo's. Ids are
 * fixed (`demo-…`) so the seed can tell them apart from the owner's. Viewings are days before the seed; the
 * seed adds nothing to an archive that already has items (an import that ran before the first start).
 */
export const demoArchiveItems: DemoArchiveItem[] = [
  {
    item: {
      kind: 'movie',
      id: 'demo-spirited-away',
      title: '千と千尋の神隠し',
      titles: { en: 'Spirited Away', zh: '千与千寻', 'zh-tw': '神隱少女', ja: '千と千尋の神隠し' },
      year: 2001,
      release_date: '2001-07-20',
      cover_url: '',
      regions: ['JP'],
      tags: ['ghibli'],
      links: [{ site: 'imdb', url: 'https://www.imdb.com/title/tt0245429/' }],
      status: 'done',
      viewings: [],
      level: 6,
      source_rating: null,
      comment: 'A bathhouse for spirits, and a girl who keeps her name.',
      review:
        'Every room of the bathhouse has its own rules, and Chihiro learns them one by one.\n\n' +
        '>! Haku remembers his name on the way back, and she does not look back at the tunnel.\n',
      movie: {
        type: 'anime_movie',
        directors: ['Hayao Miyazaki'],
        cast: ['Rumi Hiiragi', 'Miyu Irino'],
        runtime_minutes: 125,
        episodes: null,
      },
    },
    finished_days_ago: [400, 12],
  },
  {
    item: {
      kind: 'movie',
      id: 'demo-shawshank',
      title: 'The Shawshank Redemption',
      titles: { en: 'The Shawshank Redemption', zh: '肖申克的救赎', 'zh-tw': '刺激1995', ja: 'ショーシャンクの空に' },
      year: 1994,
      release_date: null,
      cover_url: '',
      regions: ['US'],
      tags: ['drama'],
      links: [{ site: 'imdb', url: 'https://www.imdb.com/title/tt0111161/' }],
      status: 'done',
      viewings: [],
      level: 5,
      source_rating: null,
      comment: 'Patience, and a rock hammer.',
      review: '',
      movie: {
        type: 'movie',
        directors: ['Frank Darabont'],
        cast: ['Tim Robbins', 'Morgan Freeman'],
        runtime_minutes: 142,
        episodes: null,
      },
    },
    finished_days_ago: [75],
  },
  {
    item: {
      kind: 'movie',
      id: 'demo-cowboy-bebop',
      title: 'カウボーイビバップ',
      titles: { en: 'Cowboy Bebop', zh: '星际牛仔', 'zh-tw': '星際牛仔', ja: 'カウボーイビバップ' },
      year: 1998,
      release_date: null,
      cover_url: '',
      regions: ['JP'],
      tags: ['space', 'jazz'],
      links: [{ site: 'imdb', url: 'https://www.imdb.com/title/tt0213338/' }],
      status: 'done',
      viewings: [],
      level: 4,
      source_rating: null,
      comment: 'See you, space cowboy.',
      review: '',
      movie: {
        type: 'anime_series',
        directors: ['Shinichirō Watanabe'],
        cast: [],
        runtime_minutes: 24,
        episodes: 26,
      },
    },
    finished_days_ago: [140],
  },
  {
    item: {
      kind: 'movie',
      id: 'demo-your-name',
      title: '君の名は。',
      titles: { en: 'Your Name.', zh: '你的名字。', 'zh-tw': '你的名字', ja: '君の名は。' },
      year: 2016,
      release_date: '2016-08-26',
      cover_url: '',
      regions: ['JP'],
      tags: [],
      links: [{ site: 'imdb', url: 'https://www.imdb.com/title/tt5311514/' }],
      status: 'want',
      viewings: [],
      level: null,
      source_rating: null,
      comment: '',
      review: '',
      movie: { type: 'anime_movie', directors: ['Makoto Shinkai'], cast: [], runtime_minutes: 106, episodes: null },
    },
    finished_days_ago: [],
  },
  {
    item: {
      kind: 'game',
      id: 'demo-hollow-knight',
      title: 'Hollow Knight',
      titles: { en: 'Hollow Knight', zh: '空洞骑士', 'zh-tw': '窟窿騎士' },
      year: 2017,
      release_date: '2017-02-24',
      cover_url: '',
      regions: ['AU'],
      tags: ['indie'],
      links: [{ site: 'steam', url: 'https://store.steampowered.com/app/367520/' }],
      status: 'done',
      viewings: [],
      level: 5,
      source_rating: null,
      comment: 'A kingdom under the ground, drawn by hand.',
      review: '',
      game: {
        genres: ['metroidvania', 'act'],
        platforms: ['Windows', 'macOS', 'Linux', 'Nintendo Switch', 'PlayStation 4', 'Xbox One'],
        developer: 'Team Cherry',
        publisher: 'Team Cherry',
        play_hours: 46,
      },
    },
    finished_days_ago: [200],
  },
  {
    item: {
      kind: 'game',
      id: 'demo-breath-of-the-wild',
      title: 'ゼルダの伝説 ブレス オブ ザ ワイルド',
      titles: {
        en: 'The Legend of Zelda: Breath of the Wild',
        zh: '塞尔达传说 旷野之息',
        'zh-tw': '薩爾達傳說 曠野之息',
        ja: 'ゼルダの伝説 ブレス オブ ザ ワイルド',
      },
      year: 2017,
      release_date: '2017-03-03',
      cover_url: '',
      regions: ['JP'],
      tags: ['open world'],
      links: [{ site: 'official', url: 'https://www.zelda.com/breath-of-the-wild/' }],
      status: 'done',
      viewings: [],
      level: 6,
      source_rating: null,
      comment: 'Every hill you see, you can climb.',
      review: '',
      game: {
        genres: ['act', 'avg'],
        platforms: ['Nintendo Switch', 'Wii U'],
        developer: 'Nintendo EPD',
        publisher: 'Nintendo',
        play_hours: 120,
      },
    },
    finished_days_ago: [30],
  },
  {
    item: {
      kind: 'game',
      id: 'demo-celeste',
      title: 'Celeste',
      titles: { en: 'Celeste', zh: '蔚蓝', 'zh-tw': '蔚藍' },
      year: 2018,
      release_date: '2018-01-25',
      cover_url: '',
      regions: ['CA'],
      tags: ['indie'],
      links: [{ site: 'steam', url: 'https://store.steampowered.com/app/504230/' }],
      status: 'progress',
      viewings: [],
      level: null,
      source_rating: null,
      comment: '',
      review: '',
      game: {
        genres: ['jump'],
        platforms: ['Windows', 'Nintendo Switch'],
        developer: 'Maddy Makes Games',
        publisher: 'Maddy Makes Games',
        play_hours: null,
      },
    },
    finished_days_ago: [],
  },
  {
    item: {
      kind: 'product',
      id: 'demo-switch-oled',
      title: 'Nintendo Switch (OLED model)',
      titles: {
        zh: 'Nintendo Switch（OLED 版）',
        'zh-tw': 'Nintendo Switch（OLED款式）',
        ja: 'Nintendo Switch（有機ELモデル）',
      },
      year: 2021,
      release_date: '2021-10-08',
      cover_url: '',
      regions: [],
      tags: [],
      links: [{ site: 'official', url: 'https://www.nintendo.com/' }],
      status: 'done',
      viewings: [],
      level: 3,
      source_rating: null,
      comment: 'The screen is the upgrade; the rest is the Switch.',
      review: '',
      product: { brand: 'Nintendo', category: 'Game console', price: 349.99, currency: 'USD', bought_at: '' },
    },
    finished_days_ago: [],
  },
  {
    item: {
      kind: 'product',
      id: 'demo-wh-1000xm4',
      title: 'Sony WH-1000XM4',
      titles: {},
      year: 2020,
      release_date: null,
      cover_url: '',
      regions: [],
      tags: ['audio'],
      links: [],
      status: 'done',
      viewings: [],
      level: 2,
      source_rating: null,
      comment: 'Quiet trains, long batteries.',
      review: '',
      product: { brand: 'Sony', category: 'Headphones', price: 349.99, currency: 'USD', bought_at: '' },
    },
    finished_days_ago: [],
  },
];

/**
 * Writes the demo archive into `db` (a transaction of the seed) unless the archive already has an item; each item
 * is checked with the contract's `archiveItemInputSchema` first (a wrong demo item throws, and the seed's
 * transaction writes nothing). Viewing days are `now` minus `finished_days_ago` days (UTC). Returns how many items
 * it wrote.
 */
export async function seedDemoArchive(db: Kysely<Database>, now: Date): Promise<number> {
  if (await db.selectFrom('archive_items').select('id').limit(1).executeTakeFirst()) return 0;
  const at = now.toISOString();
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  for (const { item, finished_days_ago } of demoArchiveItems) {
    const viewings = finished_days_ago.map((daysAgo, i) => ({ date: day(daysAgo), rewatch: i > 0 }));
    const input = archiveItemInputSchema.parse({ ...item, viewings });
    await writeArchiveItem(db, item.id as string, input, { now: at, sourceKey: null, exists: false });
  }
  return demoArchiveItems.length;
}
