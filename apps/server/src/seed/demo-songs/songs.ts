import type { Score } from './score.ts';

/**
 * The demo songs, words and melodies written for this site (no tune or text is borrowed). Rows and items are
 * in beats (see score.ts); each song states which lyric fields it carries, so together they cover every type:
 * word + row + plain text; word + translation + romanisation (Chinese with pinyin; Japanese with romaji and
 * ruby); colored two-singer rows and TTML with a duet and background vocals.
 */

const ARTIST = 'Lantern Lodge Ensemble';
const ALBUM = '小筑试音 Lodge Demos';

/** English, C major, 100 bpm. Word, row and plain-text lyrics; a 3 s instrumental break (an interval row). */
export const lanternLodge: Score = {
  slug: 'lantern-lodge',
  title: 'Lantern Lodge',
  title_cn: '青灯小筑',
  artists_name: ARTIST,
  album_name: ALBUM,
  bpm: 100,
  length_beats: 60,
  chords: [
    [0, 'C'],
    [8, 'Am'],
    [12, 'F'],
    [16, 'C'],
    [20, 'Am'],
    [24, 'F'],
    [26, 'G'],
    [28, 'C'],
    [30, 'F'],
    [32, 'C'],
    [36, 'F'],
    [38, 'G'],
    [40, 'F'],
    [44, 'Am'],
    [48, 'C'],
    [50, 'G'],
    [52, 'C'],
  ],
  rows: [
    {
      at: 4,
      items: [
        ['A ', 'E4', 0.5],
        ['lan', 'G4', 0.5],
        ['tern ', 'G4', 1],
        ['glows ', 'A4', 1],
        ['be', 'G4', 0.5],
        ['side ', 'E4', 0.5],
        ['the ', 'D4', 0.5],
        ['door,', 'E4', 2.5],
      ],
    },
    {
      at: 12,
      items: [
        ['the ', 'E4', 0.5],
        ['ket', 'G4', 0.5],
        ['tle ', 'A4', 1],
        ['hums ', 'C5', 1],
        ['a ', 'A4', 0.5],
        ['qui', 'G4', 0.5],
        ['et ', 'E4', 0.5],
        ['tune;', 'G4', 2.5],
      ],
    },
    {
      at: 20,
      items: [
        ['come ', 'C5', 0.5],
        ['rest ', 'C5', 0.5],
        ['a', 'D5', 0.5],
        ['while, ', 'E5', 1.5],
        ['the ', 'D5', 0.5],
        ['road ', 'C5', 0.5],
        ['can ', 'A4', 0.5],
        ['wait,', 'G4', 2.5],
      ],
    },
    {
      at: 28,
      items: [
        ["we'll ", 'A4', 0.5],
        ['watch ', 'G4', 0.5],
        ['the ', 'E4', 0.5],
        ['raf', 'G4', 0.5],
        ['ters ', 'A4', 1],
        ['catch ', 'G4', 0.5],
        ['the ', 'D4', 0.5],
        ['moon.', 'D4', 0.5, 'C4', 2.5],
      ],
    },
    {
      at: 40,
      stanza: true,
      items: [
        ['And ', 'G4', 0.5],
        ['when ', 'A4', 0.5],
        ['the ', 'C5', 0.5],
        ['mor', 'D5', 1],
        ['ning ', 'C5', 0.5],
        ['finds ', 'A4', 1],
        ['the ', 'G4', 0.5],
        ['hill,', 'A4', 2.5],
      ],
    },
    {
      at: 48,
      items: [
        ['the ', 'G4', 0.5],
        ['lamp ', 'E4', 0.5],
        ['will ', 'D4', 0.5],
        ['still ', 'E4', 1],
        ['be ', 'G4', 0.5],
        ['burn', 'E4', 0.5],
        ['ing ', 'D4', 0.5],
        ['on.', 'C4', 3],
      ],
    },
  ],
  lyrics: { word: true, row: true, translate: false, roma: false, plain_text: true, colored: false, ttml: false },
  cover: ['#f6b042', '#7a2e0e'],
};

/** Chinese, D major pentatonic, 80 bpm. Word and row lyrics with an English translation and pinyin. */
export const qingDeng: Score = {
  slug: 'qing-deng',
  title: '青灯',
  title_cn: '',
  artists_name: ARTIST,
  album_name: ALBUM,
  bpm: 80,
  length_beats: 40,
  chords: [
    [0, 'D'],
    [8, 'Bm'],
    [12, 'G'],
    [16, 'Em'],
    [24, 'D'],
    [28, 'Bm'],
    [30, 'A'],
    [32, 'D'],
  ],
  rows: [
    {
      at: 4,
      translate: 'One green lamp lights the mountain gate',
      roma: 'qīng dēng yī zhǎn zhào shān mén',
      items: [
        ['青', 'A4', 1],
        ['灯', 'B4', 0.5],
        ['一', 'A4', 0.5],
        ['盏', 'F#4', 1],
        ['照', 'E4', 1],
        ['山', 'F#4', 1],
        ['门', 'A4', 2],
      ],
    },
    {
      at: 12,
      translate: 'Soft rain taps the window until dusk',
      roma: 'xì yǔ qiāo chuāng dào huáng hūn',
      items: [
        ['细', 'B4', 0.5],
        ['雨', 'D5', 0.5],
        ['敲', 'E5', 1],
        ['窗', 'D5', 1],
        ['到', 'B4', 0.5],
        ['黄', 'A4', 0.5],
        ['昏', 'B4', 3],
      ],
    },
    {
      at: 20,
      translate: 'Tea on the fire keeps the traveller who came home',
      roma: 'zhǔ chá liú dé guī lái kè',
      items: [
        ['煮', 'E5', 1],
        ['茶', 'D5', 0.5],
        ['留', 'B4', 0.5],
        ['得', 'A4', 1],
        ['归', 'B4', 1],
        ['来', 'A4', 1],
        ['客', 'F#4', 2],
      ],
    },
    {
      at: 28,
      translate: 'A window of moonlight keeps the books warm',
      roma: 'yī chuāng míng yuè bàn shū wēn',
      items: [
        ['一', 'F#4', 0.5],
        ['窗', 'A4', 0.5],
        ['明', 'B4', 1],
        ['月', 'A4', 1],
        ['伴', 'F#4', 0.5],
        ['书', 'E4', 0.5],
        ['温', 'D4', 3],
      ],
    },
  ],
  lyrics: { word: true, row: true, translate: true, roma: true, plain_text: true, colored: false, ttml: false },
  cover: ['#3f8f76', '#0d2a24'],
};

/**
 * Japanese, F major pentatonic, 96 bpm. Word and row lyrics with ruby (kana over kanji, one reading per word;
 * a two-kana reading is sung on two notes), a Chinese translation and romaji.
 */
export const yoruNoAkari: Score = {
  slug: 'yoru-no-akari',
  title: '夜の灯',
  title_cn: '夜之灯',
  artists_name: ARTIST,
  album_name: ALBUM,
  bpm: 96,
  length_beats: 40,
  chords: [
    [0, 'F'],
    [8, 'Dm'],
    [12, 'Dm'],
    [14, 'C'],
    [20, 'Bb'],
    [24, 'C'],
    [28, 'Dm'],
    [30, 'C'],
    [32, 'F'],
  ],
  rows: [
    {
      at: 4,
      translate: '夜里的灯火轻轻摇曳',
      roma: 'yoru no hi ga yureru',
      items: [
        ['{夜|よる}', 'C5', 0.5, 'A4', 0.5],
        ['の', 'G4', 0.5],
        ['{灯|ひ}', 'A4', 1],
        ['が', 'C5', 0.5],
        ['{揺|ゆ}', 'D5', 0.5],
        ['れ', 'C5', 0.5],
        ['る', 'A4', 3],
      ],
    },
    {
      at: 12,
      translate: '小小客栈的窗前',
      roma: 'chiisana yado no mado',
      items: [
        ['{小|ちい}', 'G4', 0.5, 'A4', 0.5],
        ['さ', 'C5', 0.5],
        ['な', 'A4', 0.5],
        ['{宿|やど}', 'G4', 0.5, 'F4', 0.5],
        ['の', 'G4', 1],
        ['{窓|まど}', 'A4', 0.5, 'G4', 2.5],
      ],
    },
    {
      at: 20,
      translate: '就等到雪落下来吧',
      roma: 'yuki ga furu made matou',
      items: [
        ['{雪|ゆき}', 'D5', 0.5, 'C5', 0.5],
        ['が', 'D5', 0.5],
        ['{降|ふ}', 'F5', 1],
        ['る', 'D5', 0.5],
        ['ま', 'C5', 0.5],
        ['で', 'A4', 0.5],
        ['{待|ま}', 'C5', 0.5],
        ['と', 'A4', 0.5],
        ['う', 'G4', 2],
      ],
    },
    {
      at: 28,
      translate: '怀抱着这份温暖',
      roma: 'nukumori wo daite',
      items: [
        ['{温|ぬく}', 'A4', 0.5, 'C5', 0.5],
        ['も', 'D5', 0.5],
        ['り', 'C5', 0.5],
        ['を', 'A4', 1],
        ['{抱|だ}', 'G4', 0.5],
        ['い', 'A4', 0.5],
        ['て', 'F4', 3],
      ],
    },
  ],
  lyrics: { word: true, row: true, translate: true, roma: true, plain_text: true, colored: false, ttml: false },
  cover: ['#3b4f8f', '#0b0f24'],
};

/**
 * An English duet, G major, 120 bpm: the keeper (`a`) and a traveller (`b`), one row shared between them, and
 * the traveller's echo as background vocals. Colored rows (the two singers' colours), TTML (agents, `x-bg`) and
 * row lyrics (shown when word lyrics are off), all with a Chinese translation.
 */
export const twoLamps: Score = {
  slug: 'two-lamps',
  title: 'Two Lamps',
  title_cn: '双灯',
  artists_name: ARTIST,
  album_name: ALBUM,
  bpm: 120,
  length_beats: 48,
  chords: [
    [0, 'G'],
    [8, 'D'],
    [12, 'Em'],
    [16, 'D'],
    [20, 'G'],
    [24, 'C'],
    [28, 'Em'],
    [30, 'C'],
    [32, 'Em'],
    [36, 'G'],
    [40, 'C'],
    [42, 'D'],
    [44, 'G'],
  ],
  characters: {
    a: { name: '守灯人 Keeper', color: '#e8a23a', text_color: '#2b1a00' },
    b: { name: '旅人 Traveller', color: '#3aa6b9', text_color: '#04222a' },
  },
  rows: [
    {
      at: 4,
      singer: 'a',
      translate: '这么晚了，是谁在敲小筑的门？',
      items: [
        ["Who's ", 'B4', 0.5],
        ['knock', 'D5', 0.5],
        ['ing ', 'B4', 0.5],
        ['at ', 'A4', 0.5],
        ['the ', 'G4', 0.5],
        ['lodge ', 'A4', 1],
        ['so ', 'B4', 0.5],
        ['late?', 'A4', 3],
      ],
    },
    {
      at: 12,
      singer: 'b',
      translate: '一个迷了路的旅人。',
      items: [
        ['A ', 'D4', 0.5],
        ['trav', 'G4', 0.5],
        ['el', 'A4', 0.5],
        ['ler ', 'B4', 0.5],
        ['who ', 'A4', 0.5],
        ['lost ', 'G4', 1],
        ['the ', 'E4', 0.5],
        ['way.', 'D4', 3],
      ],
    },
    {
      at: 20,
      singer: 'a',
      translate: '那就抖落雪花，进来吧，',
      items: [
        ['Then ', 'B4', 0.5],
        ['shake ', 'D5', 0.5],
        ['the ', 'E5', 0.5],
        ['snow ', 'D5', 1],
        ['and ', 'B4', 0.5],
        ['come ', 'A4', 0.5],
        ['in', 'B4', 0.5],
        ['side,', 'G4', 3],
      ],
    },
    {
      at: 28,
      parts: [
        { from_word: 0, singer: 'a' },
        { from_word: 4, singer: 'b' },
      ],
      translate: '炉火正暖，长夜正宽。',
      items: [
        ['the ', 'A4', 0.5],
        ['fire ', 'B4', 0.5],
        ['is ', 'A4', 0.5],
        ['warm, ', 'G4', 1.5],
        ['the ', 'D4', 0.5],
        ['night ', 'G4', 0.5],
        ['is ', 'A4', 0.5],
        ['wide.', 'G4', 2.5],
      ],
    },
    {
      at: 36,
      singer: 'a',
      translate: '两盏灯，亮在一间小屋里',
      items: [
        ['Two ', 'B4', 0.5],
        ['lamps ', 'D5', 0.5],
        ['a', 'E5', 0.5],
        ['glow ', 'D5', 1],
        ['in ', 'B4', 0.5],
        ['one ', 'A4', 0.5],
        ['small ', 'B4', 0.5],
        ['room', 'G4', 3],
      ],
      background: {
        at: 40.5,
        singer: 'b',
        translate: '（一间小屋）',
        items: [
          ['(one ', 'D4', 0.5],
          ['small ', 'E4', 0.5],
          ['room)', 'D4', 1.5],
        ],
      },
    },
  ],
  lyrics: { word: false, row: true, translate: true, roma: false, plain_text: false, colored: true, ttml: true },
  cover: ['#e8a23a', '#1f5f6b'],
};

/** Every demo song, in the order the seed adds them. */
export const demoScores: readonly Score[] = [lanternLodge, qingDeng, yoruNoAkari, twoLamps];
