import type { ArticleInput } from '../modules/blog/write-service.ts';

/** Categories the seed creates, parents before children (header shortcuts: study, life, about). */
export const demoCategories: {
  id: string;
  name: string;
  parent_id: string | null;
  description: string;
  sort_order: number;
}[] = [
  {
    id: 'study',
    name: '学习 Study',
    parent_id: null,
    description: 'Notes from learning things properly.',
    sort_order: 1,
  },
  {
    id: 'study/frontend',
    name: '前端 Frontend',
    parent_id: 'study',
    description: 'Browsers, CSS and the tools around them.',
    sort_order: 1,
  },
  { id: 'life', name: '生活 Life', parent_id: null, description: 'Days, walks, food and music.', sort_order: 2 },
  {
    id: 'about',
    name: '关于 About',
    parent_id: null,
    description: 'About this site and how it is made.',
    sort_order: 3,
  },
];

/**
 * Demo articles written for this project: short, in English and Chinese, together covering a table, fenced
 * code, a footnote and h2–h4 headings, so a fresh site shows every part of the article page.
 */
export const demoArticles: ArticleInput[] = [
  {
    id: 'about/hello-world',
    title: 'Hello, world: what this site is',
    date: '2020-09-25T12:00:00.000Z',
    updated: '2024-05-01T09:30:00.000Z',
    category_id: 'about',
    tags: ['meta', 'site'],
    source: `This is a personal website with a self-built front end and back end: a blog, a wiki, an archive of
movies, games and music, and a music player that follows the lyrics word by word.

It is unfinished, and it says so. Pages appear when they are ready, not before.

## What is here

| Section | What you find |
|---|---|
| Blog | Articles like this one, grouped in categories |
| Wiki | Notes that keep changing |
| Archive | Movies, games and music I liked enough to keep |

## How it is made

The server is Fastify on Node, the pages are React, and every article is written in Markdown and rendered
once, on the server, into sanitised HTML.[^stack]

### Licence

Articles are published under CC BY-NC-ND 4.0.

[^stack]: The whole stack is described on the about pages.
`,
  },
  {
    id: 'study/frontend/css-clamp',
    title: 'Fluid type with CSS clamp()',
    date: '2023-03-14T08:00:00.000Z',
    updated: null,
    category_id: 'study/frontend',
    tags: ['css', 'typography', 'frontend'],
    source: `Font sizes that grow with the viewport used to need media queries at every breakpoint. \`clamp()\`
does it in one line.

## The rule

\`\`\`css
h1 {
  /* never below 1.5rem, never above 3rem, 4vw in between */
  font-size: clamp(1.5rem, 4vw, 3rem);
}
\`\`\`

## Choosing the numbers

| Viewport | 4vw | Result |
|---:|---:|---:|
| 320 px | 12.8 px | 24 px (the minimum) |
| 960 px | 38.4 px | 38.4 px |
| 1600 px | 64 px | 48 px (the maximum) |

### A caveat

Pure \`vw\` ignores the reader's zoom setting; adding a \`rem\` term such as \`calc(1rem + 2vw)\` keeps zoom
working.[^zoom]

[^zoom]: WCAG 1.4.4 asks that text can be resized to 200 % without loss of content.
`,
  },
  {
    id: 'study/frontend/debounce-in-typescript',
    title: '用 TypeScript 写一个防抖函数',
    date: '2022-06-18T13:20:00.000Z',
    updated: null,
    category_id: 'study/frontend',
    tags: ['typescript', 'javascript', 'frontend'],
    source: `防抖（debounce）让一个函数在连续触发时只在最后一次触发后执行一次，常用于搜索框输入和窗口缩放。

## 实现

\`\`\`ts
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), waitMs);
  };
}
\`\`\`

## 与节流的区别

| | 防抖 | 节流 |
|---|---|---|
| 执行时机 | 停止触发后 | 固定间隔 |
| 典型场景 | 搜索建议 | 滚动监听 |

### 小结

单位写进参数名（\`waitMs\`）可以避免把秒当成毫秒的错误。[^units]

[^units]: 本站的播放器和歌词引擎也遵守这条约定。
`,
  },
  {
    id: 'study/sqlite-wal',
    title: 'Why SQLite runs in WAL mode here',
    date: '2021-11-02T19:45:00.000Z',
    updated: null,
    category_id: 'study',
    tags: ['sqlite', 'database'],
    source: `The site keeps everything in one SQLite file by default. Write-ahead logging lets readers keep reading
while a writer commits.

## The settings

\`\`\`sql
PRAGMA journal_mode = WAL;
PRAGMA synchronous = FULL;
PRAGMA foreign_keys = ON;
\`\`\`

## What each one buys

| Pragma | Effect |
|---|---|
| \`journal_mode = WAL\` | Readers never wait for the writer |
| \`synchronous = FULL\` | The last commits survive a power cut |
| \`foreign_keys = ON\` | Broken references are refused |

### Backups

Never copy the live file; use \`VACUUM INTO\` instead.[^backup]

[^backup]: Copying the file while a transaction is half written gives a backup that may not open.
`,
  },
  {
    id: 'life/autumn-walk',
    title: '秋天的河边散步',
    date: '2024-10-20T10:00:00.000Z',
    updated: null,
    category_id: 'life',
    tags: ['散步', '秋天'],
    source: `周日下午去河边走了一圈。银杏已经黄了一半，风一吹，叶子落在水面上慢慢漂远。

回来的路上想起一幅画，晨光照着一层叠一层的山：

![晨光里层层叠叠的山（本站自绘的插图）](/media/backgrounds/dawn-hills.svg)

## 路线

| 路段 | 距离 | 用时 |
|---|---:|---:|
| 家到桥头 | 1.2 km | 15 分钟 |
| 沿河步道 | 3.5 km | 45 分钟 |
| 回程 | 1.8 km | 20 分钟 |

## 听的歌

一路上循环的是一首老歌，歌词里唱到“秋天的风”时刚好起风。[^song]

### 记下来

\`\`\`text
日期：10 月 20 日
天气：晴，12–19 °C
步数：9,214
\`\`\`

[^song]: 歌曲放在了归档的音乐页面里。
`,
  },
  {
    id: 'life/sourdough-notes',
    title: 'Sourdough notes, week three',
    date: '2025-02-08T16:30:00.000Z',
    updated: null,
    category_id: 'life',
    tags: ['baking'],
    source: `Third week of keeping a starter alive. It finally doubles in six hours.

## Ratios that worked

| Ingredient | Grams | Baker's % |
|---|---:|---:|
| Flour | 500 | 100 % |
| Water | 375 | 75 % |
| Starter | 100 | 20 % |
| Salt | 10 | 2 % |

## Timeline

\`\`\`text
09:00  mix flour and water (autolyse)
10:00  add starter and salt
10:30  four sets of stretch and fold, 30 min apart
18:00  shape, into the fridge overnight
\`\`\`

### Next time

A hotter oven for the first twenty minutes.[^oven]

[^oven]: 250 °C with the lid on, then 230 °C without.
`,
  },
];
