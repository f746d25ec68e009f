import { coverDataUrl, wavOf } from './media.mjs';
import { PLAYLIST_ID, RADIO_ID, songById, songs } from './songs.mjs';

/** The fake's answers in the NeteaseCloudMusicApi (Binaryify) wire format, with the fields the real API sends. */

export function track(song) {
  return {
    name: song.name,
    id: song.id,
    pst: 0,
    t: 0,
    ar: song.ar.map((a) => ({ id: a.id, name: a.name, tns: [], alias: [] })),
    alia: [],
    pop: 100,
    st: 0,
    rt: '',
    fee: 8,
    v: 12,
    crbt: null,
    cf: '',
    al: {
      id: song.al.id,
      name: song.al.name,
      picUrl: coverDataUrl(song),
      tns: [],
      pic_str: String(song.al.id),
      pic: song.al.id,
    },
    dt: song.durationMs,
    h: null,
    m: null,
    l: { br: 64000, fid: 0, size: 0, vd: 0 },
    a: null,
    cd: '01',
    no: 1,
    rtUrl: null,
    ftype: 0,
    rtUrls: [],
    djId: 0,
    copyright: 0,
    s_id: 0,
    mark: 0,
    originCoverType: 0,
    single: 0,
    mst: 9,
    cp: 0,
    mv: 0,
    rtype: 0,
    rurl: null,
    publishTime: 0,
    ...(song.tns.length > 0 && { tns: song.tns }),
  };
}

export function privilege(song) {
  return {
    id: song.id,
    fee: 8,
    payed: 0,
    st: 0,
    pl: 128000,
    dl: 0,
    sp: 7,
    cp: 1,
    subp: 1,
    cs: false,
    maxbr: 999000,
    fl: 128000,
    toast: false,
    flag: 4,
  };
}

/** `/song/url`'s item for `id`: the song's WAV on `origin`, or the real API's `url: null` with code 404. */
export function songUrlItem(id, origin) {
  const song = songById.get(id);
  if (!song) {
    return {
      id: Number(id),
      url: null,
      br: 0,
      size: 0,
      md5: null,
      code: 404,
      expi: 1200,
      type: null,
      gain: 0,
      fee: 0,
      uf: null,
      payed: 0,
      flag: 0,
      canExtend: false,
      freeTrialInfo: null,
      level: null,
      encodeType: null,
    };
  }
  return {
    id: song.id,
    url: `${origin}/audio/${song.id}.wav`,
    br: 64000,
    size: wavOf(song).length,
    md5: null,
    code: 200,
    expi: 1200,
    type: 'wav',
    gain: 0,
    fee: 8,
    uf: null,
    payed: 0,
    flag: 4,
    canExtend: false,
    freeTrialInfo: null,
    level: 'standard',
    encodeType: 'wav',
    time: song.durationMs,
  };
}

const lyricText = (lyric) => ({ version: 1, lyric });

export function lyricAnswer(id, withWords) {
  const song = songById.get(id);
  if (!song) return { sgc: false, sfy: false, qfy: false, needDesc: true, briefDesc: null, code: 200 };
  return {
    sgc: false,
    sfy: false,
    qfy: false,
    transUser: null,
    lyricUser: null,
    lrc: lyricText(song.lrc),
    klyric: lyricText(''),
    tlyric: lyricText(song.translation),
    romalrc: lyricText(song.roman),
    ...(withWords && { yrc: lyricText(song.yrc), ytlrc: lyricText(song.translation), yromalrc: lyricText(song.roman) }),
    code: 200,
  };
}

export function playlistDetail() {
  return {
    code: 200,
    relatedVideos: null,
    playlist: {
      id: PLAYLIST_ID,
      name: '测试歌单 Fixture playlist',
      coverImgId: 0,
      coverImgUrl: coverDataUrl(songs[0]),
      userId: 10001,
      createTime: 1700000000000,
      description: 'The three songs of the lyric fixtures.',
      tags: [],
      trackCount: songs.length,
      playCount: 0,
      creator: { userId: 10001, nickname: 'fixture-curator', avatarUrl: coverDataUrl(songs[1]), signature: '' },
      // Like the real API for a visitor, the detail holds only the first tracks; trackIds lists them all.
      tracks: songs.slice(0, 2).map(track),
      trackIds: songs.map((s) => ({ id: s.id, v: 1, t: 0, at: 0, alg: null, uid: 10001, rcmdReason: '' })),
    },
    urls: null,
    privileges: songs.slice(0, 2).map(privilege),
  };
}

export function radioDetail() {
  return {
    data: {
      id: RADIO_ID,
      name: '测试电台 Fixture radio',
      picUrl: coverDataUrl(songs[2]),
      desc: 'One program for each song of the lyric fixtures.',
      dj: { userId: 10002, nickname: 'fixture-dj', avatarUrl: coverDataUrl(songs[1]) },
      programCount: songs.length,
      subCount: 0,
      category: '音乐',
      categoryId: 2,
      createTime: 1700000000000,
    },
    code: 200,
  };
}

export function program(song, index) {
  return {
    mainSong: {
      name: song.name,
      id: song.id,
      position: 0,
      alias: [],
      status: 0,
      fee: 0,
      copyrightId: 0,
      disc: '',
      no: 0,
      artists: song.ar.map((a) => ({
        name: a.name,
        id: a.id,
        picId: 0,
        img1v1Id: 0,
        briefDesc: '',
        picUrl: '',
        img1v1Url: '',
        albumSize: 0,
        alias: [],
        trans: '',
        musicSize: 0,
      })),
      album: {
        name: song.al.name,
        id: song.al.id,
        type: null,
        size: 0,
        picId: 0,
        blurPicUrl: '',
        companyId: 0,
        pic: 0,
        picUrl: coverDataUrl(song),
        publishTime: 0,
        description: '',
        tags: '',
        company: null,
        briefDesc: '',
        artist: null,
        songs: [],
        alias: [],
        status: 0,
        copyrightId: 0,
        commentThreadId: '',
        artists: [],
      },
      starred: false,
      popularity: 0,
      score: 0,
      starredNum: 0,
      duration: song.durationMs,
      playedNum: 0,
      dayPlays: 0,
      hearTime: 0,
      ringtone: null,
      crbt: null,
      audition: null,
      copyFrom: '',
      commentThreadId: '',
      rtUrl: null,
      ftype: 0,
      rtUrls: [],
      copyright: 0,
      mvid: 0,
      rtype: 0,
      rurl: null,
      mp3Url: null,
    },
    songs: null,
    dj: radioDetail().data.dj,
    blurCoverUrl: '',
    radio: { id: RADIO_ID, name: radioDetail().data.name },
    duration: song.durationMs,
    authDTO: null,
    buyed: false,
    programFeeType: 0,
    coverUrl: coverDataUrl(song),
    commentThreadId: `A_DJ_1_${2000000 + index}`,
    createTime: 1700000000000 + index * 86400000,
    description: `Program ${index + 1}: ${song.name}`,
    mainTrackId: song.id,
    name: `#${index + 1} ${song.name}`,
    id: 2000000 + index,
    serialNum: index + 1,
    listenerCount: 0,
    subscribedCount: 0,
  };
}
