import type { SongDetail, SongPage, SongSummary } from '@site/contracts';
import { lrcDataFromSongDetail } from '@site/lyrics';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localStore } from '../../../lib/browser-storage.ts';
import { Button } from '../../../ui/button.tsx';
import { mediaIcons } from '../../../ui/media-icons.ts';
import panel from '../../../ui/panel.module.css';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { metronome, offsetFromTaps, playMetronome } from '../calibration.ts';
import { type ChartNote, chartOfLyrics, type Difficulty, difficulties } from '../chart.ts';
import { drawField, type FieldColours } from '../draw.ts';
import { expire, type Grade, grades, newPlay, type Play, press, type Result, resultOf } from '../judge.ts';
import { type Best, loadBest, loadOffset, saveBest, saveOffset } from '../storage.ts';
import { Leaderboard } from './leaderboard.tsx';
import styles from './rhythm-game.module.css';

/** The keys of the four lanes, by `KeyboardEvent.code` (the same keys whatever the keyboard layout). */
const laneKeys = ['KeyD', 'KeyF', 'KeyJ', 'KeyK'];

type Phase = 'menu' | 'calibrate' | 'play' | 'paused' | 'results';

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function themeColours(el: Element): FieldColours {
  const css = getComputedStyle(el);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    lane: v('--color-border', '#888'),
    line: v('--color-main', '#39c'),
    note: v('--color-main-deep', '#168'),
    hit: v('--color-main', '#39c'),
    text: v('--color-text', '#222'),
    miss: v('--color-error', '#c33'),
  };
}

/** The song calls the game reads (the music feature's query hooks, handed in by the page). */
export type RhythmSongSource = {
  /** A page of the site's songs (`archive/music/get_songs.php`). */
  useSongs: (page: number, page_size: number) => UseQueryResult<SongPage>;
  /** One song with its lyrics (`archive/music/get_song_detail.php`); null asks nothing. */
  useSongDetail: (song_id: string | null) => UseQueryResult<SongDetail>;
};

/**
 * The rhythm game of /laboratory/music_game (issue 25 point 1): pick one of the site's songs with an audio file and a
 * difficulty, calibrate the device's latency against a Web Audio metronome (kept per device), then hit the notes
 * falling in four lanes at each word's start (`chart.ts`) with D F J K or by touching the lanes; Esc pauses. The
 * song clock is the `<audio>` element's `currentTime` (seconds, read in the handlers and each frame), less the
 * offset. The results screen keeps the best per song and difficulty in this browser (`storage.ts`).
 *
 * Features do not import each other: the page hands in the music feature's song calls (`source`) and the reader's
 * token (`tokenid`, a guest's or a user's), which the leaderboard sends with a result.
 */
export function RhythmGame({ source, tokenid }: { source: RhythmSongSource; tokenid: string }) {
  const { t } = useTranslation('lab_rhythm');
  const songs = source.useSongs(1, 100);
  const playable = useMemo(
    () => (songs.data?.items ?? []).filter((s) => s.song_source === 'local' && s.audio_url !== ''),
    [songs.data],
  );
  const [songKey, setSongKey] = useState<string | null>(null);
  const song: SongSummary | undefined = playable.find((s) => s.song_key === songKey) ?? playable[0];
  const detail = source.useSongDetail(song ? song.song_id : null);
  const [difficulty, setDifficulty] = useState<Difficulty>('normal');
  const chart: ChartNote[] = useMemo(
    () => (detail.data ? chartOfLyrics(lrcDataFromSongDetail(detail.data.lrc), difficulty) : []),
    [detail.data, difficulty],
  );
  const [offset, setOffset] = useState(0);
  const [best, setBest] = useState<Best | null>(null);
  const [phase, setPhase] = useState<Phase>('menu');
  const [hud, setHud] = useState<{ score: number; combo: number; last: Grade | null }>({
    score: 0,
    combo: 0,
    last: null,
  });
  const [result, setResult] = useState<{ result: Result; newBest: boolean } | null>(null);
  const [audioError, setAudioError] = useState(false);

  const audio = useRef<HTMLAudioElement | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const field = useRef<HTMLDivElement | null>(null);
  const controls = useRef<HTMLDivElement | null>(null);
  const play = useRef<Play | null>(null);
  const pressed = useRef<boolean[]>([false, false, false, false]);
  const phaseRef = useRef<Phase>('menu');
  phaseRef.current = phase;

  useEffect(() => setOffset(loadOffset(localStore())), []);
  useEffect(() => {
    setBest(song ? loadBest(localStore(), song.song_key, difficulty) : null);
  }, [song, difficulty]);

  /** The song time in milliseconds, the device's offset taken off. */
  const nowMs = () => (audio.current ? audio.current.currentTime * 1000 - offset : 0);

  const judgedCount = useRef(0);
  const refreshHud = (p: Play, last: Grade | null) => {
    setHud({ score: p.score, combo: p.combo, last });
  };

  const finish = () => {
    const p = play.current;
    if (!p || !song) return;
    expire(p, Number.POSITIVE_INFINITY);
    const r = resultOf(p);
    const newBest = saveBest(localStore(), song.song_key, difficulty, r);
    setBest(loadBest(localStore(), song.song_key, difficulty));
    setResult({ result: r, newBest });
    audio.current?.pause();
    setPhase('results');
  };

  const start = () => {
    const el = audio.current;
    if (!el || chart.length === 0) return;
    play.current = newPlay(chart);
    judgedCount.current = 0;
    setHud({ score: 0, combo: 0, last: null });
    setAudioError(false);
    el.currentTime = 0;
    setPhase('play');
    void el.play().catch(() => {
      setAudioError(true);
      setPhase('menu');
    });
  };

  const pause = () => {
    audio.current?.pause();
    setPhase('paused');
  };
  const resume = () => {
    setPhase('play');
    void audio.current?.play().catch(() => setAudioError(true));
  };
  const quit = () => {
    audio.current?.pause();
    setPhase('menu');
  };

  const hit = (lane: number) => {
    const p = play.current;
    if (phaseRef.current !== 'play' || !p) return;
    const judged = press(p, lane, nowMs());
    if (judged) refreshHud(p, judged.grade);
  };

  // The game keys, Esc, and the frame loop while playing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers read refs and the current offset
  useEffect(() => {
    if (phase !== 'play') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        pause();
        return;
      }
      const lane = laneKeys.indexOf(e.code);
      if (lane < 0 || e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      if (e.repeat) return;
      pressed.current[lane] = true;
      hit(lane);
    };
    const onUp = (e: KeyboardEvent) => {
      const lane = laneKeys.indexOf(e.code);
      if (lane >= 0) pressed.current[lane] = false;
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onUp);
    const el = canvas.current;
    const ctx = el?.getContext('2d') ?? null;
    const colours = el ? themeColours(el) : null;
    // Under prefers-reduced-motion the lanes do not flash on a press; the notes still fall (they are the game).
    const still = reducedMotion();
    const none = [false, false, false, false];
    let frame = 0;
    const loop = () => {
      frame = requestAnimationFrame(loop);
      const p = play.current;
      if (!p || !el || !ctx || !colours) return;
      const now = nowMs();
      if (expire(p, now) > 0) refreshHud(p, 'miss');
      const ratio = window.devicePixelRatio || 1;
      const w = el.clientWidth;
      const h = el.clientHeight;
      if (el.width !== Math.round(w * ratio) || el.height !== Math.round(h * ratio)) {
        el.width = Math.round(w * ratio);
        el.height = Math.round(h * ratio);
      }
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawField(ctx, w, h, p.notes, p.grades, now / 1000, still ? none : pressed.current, colours);
    };
    frame = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onUp);
    };
  }, [phase, offset]);

  // The pause control takes the focus when a play starts or resumes (the menu's Start is gone by then).
  useEffect(() => {
    if (phase === 'play' || phase === 'paused') {
      controls.current?.querySelector('button')?.focus({ preventScroll: true });
      // The whole play field in view (on a phone it starts below the fold); no smooth scroll, so no motion.
      if (phase === 'play') field.current?.scrollIntoView({ block: 'nearest' });
    }
    if (phase === 'results') document.getElementById('lab-rhythm-results')?.focus();
  }, [phase]);

  // Esc while paused does nothing more; the pause control resumes.
  const playing = phase === 'play' || phase === 'paused';

  return (
    <div className={styles.game}>
      {song && (
        // biome-ignore lint/a11y/useMediaCaption: music without speech; its words are the notes on screen
        <audio ref={audio} src={song.audio_url} preload="auto" onEnded={finish} onError={() => setAudioError(true)} />
      )}
      {phase === 'menu' && (
        <Menu
          songs={playable}
          loading={songs.isPending}
          failed={songs.isError}
          song={song}
          onSong={setSongKey}
          difficulty={difficulty}
          onDifficulty={setDifficulty}
          best={best}
          offset={offset}
          notes={detail.data ? chart.length : null}
          detailFailed={detail.isError}
          audioError={audioError}
          onCalibrate={() => setPhase('calibrate')}
          onStart={start}
        />
      )}
      {phase === 'calibrate' && (
        <Calibration
          offset={offset}
          onDone={(ms) => {
            if (ms !== null) {
              saveOffset(localStore(), ms);
              setOffset(loadOffset(localStore()));
            }
            setPhase('menu');
          }}
        />
      )}
      {playing && (
        <section className={styles.stage} aria-label={song?.title ?? t('title')}>
          <div className={styles.hud}>
            <span>{t('hud.score', { score: hud.score })}</span>
            <span>{t('hud.combo', { combo: hud.combo })}</span>
            <span className={styles.grade} data-grade={hud.last ?? undefined}>
              {hud.last ? t(`grade.${hud.last}`) : ''}
            </span>
          </div>
          <div className={styles.controls} ref={controls}>
            {phase === 'play' ? (
              <Button variant="primary" icon={mediaIcons.playerPause} onClick={pause}>
                {t('pause')}
              </Button>
            ) : (
              <Button variant="primary" icon={mediaIcons.playerPlay} onClick={resume}>
                {t('resume')}
              </Button>
            )}
            <Button onClick={quit}>{t('quit')}</Button>
          </div>
          {phase === 'paused' && (
            <p className={styles.paused} role="status">
              {t('paused')}
            </p>
          )}
          {/* Pointer lanes for touch and mouse; the keyboard plays with D F J K (described below). */}
          <div ref={field} className={styles.field} aria-hidden="true">
            <canvas ref={canvas} className={styles.canvas} />
            <div className={styles.lanes}>
              {[0, 1, 2, 3].map((lane) => (
                <div
                  key={lane}
                  className={styles.lane}
                  data-lane={lane}
                  onPointerDown={(e) => {
                    e.preventDefault();
                    pressed.current[lane] = true;
                    hit(lane);
                  }}
                  onPointerUp={() => {
                    pressed.current[lane] = false;
                  }}
                  onPointerLeave={() => {
                    pressed.current[lane] = false;
                  }}
                />
              ))}
            </div>
          </div>
          <p id="lab-rhythm-keys" className={styles.muted}>
            {t('keys')}
          </p>
        </section>
      )}
      {phase === 'results' && result && (
        <section className={panel.panel} aria-labelledby="lab-rhythm-results">
          <h2 id="lab-rhythm-results" className={panel.panelTitle} tabIndex={-1}>
            {t('results.title', { title: song?.title ?? '' })}
          </h2>
          <dl className={styles.results}>
            {grades.map((g) => (
              <div key={g} className={styles.resultRow}>
                <dt>{t(`grade.${g}`)}</dt>
                <dd data-grade={g}>{result.result.counts[g]}</dd>
              </div>
            ))}
            <div className={styles.resultRow}>
              <dt>{t('results.accuracy')}</dt>
              <dd data-result="accuracy">{t('percent', { value: result.result.accuracy.toFixed(2) })}</dd>
            </div>
            <div className={styles.resultRow}>
              <dt>{t('results.score')}</dt>
              <dd data-result="score">{result.result.score}</dd>
            </div>
            <div className={styles.resultRow}>
              <dt>{t('results.max_combo')}</dt>
              <dd data-result="max-combo">{result.result.maxCombo}</dd>
            </div>
          </dl>
          <p role="status">
            {result.newBest
              ? t('results.new_best')
              : best
                ? t('best', { score: best.score, accuracy: best.accuracy.toFixed(2) })
                : ''}
          </p>
          {song && (
            <Leaderboard tokenid={tokenid} songKey={song.song_key} difficulty={difficulty} result={result.result} />
          )}
          <div className={styles.controls}>
            <Button variant="primary" icon={mediaIcons.playerPlay} onClick={start}>
              {t('again')}
            </Button>
            <Button onClick={() => setPhase('menu')}>{t('choose')}</Button>
          </div>
        </section>
      )}
    </div>
  );
}

type MenuProps = {
  songs: SongSummary[];
  loading: boolean;
  failed: boolean;
  song: SongSummary | undefined;
  onSong: (song_key: string) => void;
  difficulty: Difficulty;
  onDifficulty: (d: Difficulty) => void;
  best: Best | null;
  offset: number;
  /** The chart's note count, or null while the song's lyrics load. */
  notes: number | null;
  detailFailed: boolean;
  audioError: boolean;
  onCalibrate: () => void;
  onStart: () => void;
};

/** The game's menu: the song, the difficulty, the latency offset and the start control. */
function Menu(p: MenuProps) {
  const { t } = useTranslation('lab_rhythm');
  const ready = p.song !== undefined && p.notes !== null && p.notes > 0;
  return (
    <section className={panel.panel} aria-labelledby="lab-rhythm-menu">
      <h2 id="lab-rhythm-menu" className={panel.panelTitle}>
        {t('menu')}
      </h2>
      <div className={styles.songs} aria-busy={p.loading}>
        {p.loading ? (
          <p className={styles.muted}>{t('loading_songs')}</p>
        ) : p.failed ? (
          <p role="alert">{t('songs_failed')}</p>
        ) : p.songs.length === 0 ? (
          <p>{t('no_songs')}</p>
        ) : (
          <RadioGroup
            label={t('song')}
            value={p.song?.song_key ?? ''}
            onValueChange={p.onSong}
            options={p.songs.map((s) => ({
              value: s.song_key,
              label: s._artists_name ? t('song_label', { title: s.title, artist: s._artists_name }) : s.title,
            }))}
          />
        )}
      </div>
      <RadioGroup
        label={t('difficulty_label')}
        value={p.difficulty}
        onValueChange={p.onDifficulty}
        inline
        options={difficulties.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
      />
      <p className={styles.muted}>
        {p.notes === null
          ? p.detailFailed
            ? t('song_failed')
            : p.song
              ? t('loading_song')
              : ''
          : p.notes === 0
            ? t('no_notes')
            : t('notes', { count: p.notes })}
      </p>
      <p className={styles.muted} data-best="">
        {p.best ? t('best', { score: p.best.score, accuracy: p.best.accuracy.toFixed(2) }) : t('best_none')}
      </p>
      <div className={styles.controls}>
        <Button variant="primary" icon={mediaIcons.playerPlay} onClick={p.onStart} disabled={!ready}>
          {t('start')}
        </Button>
        <Button onClick={p.onCalibrate}>{t('calibrate.open')}</Button>
        <span className={styles.muted}>{t('offset', { ms: p.offset })}</span>
      </div>
      {p.audioError && <p role="alert">{t('audio_failed')}</p>}
      <p className={styles.muted}>{t('keys')}</p>
    </section>
  );
}

/**
 * The latency calibration: a metronome of `metronome.beats` clicks on a fresh AudioContext; every tap (the tap
 * control, Space or a game key) is stamped with `ctx.currentTime` (seconds); the median lateness becomes the offset.
 */
function Calibration({ offset, onDone }: { offset: number; onDone: (ms: number | null) => void }) {
  const { t } = useTranslation('lab_rhythm');
  const ctx = useRef<AudioContext | null>(null);
  const beats = useRef<number[]>([]);
  const taps = useRef<number[]>([]);
  const [state, setState] = useState<'idle' | 'running' | 'done' | 'failed' | 'no_audio'>('idle');
  const [measured, setMeasured] = useState<number | null>(null);
  const [count, setCount] = useState(0);

  useEffect(
    () => () => {
      void ctx.current?.close();
    },
    [],
  );

  const begin = () => {
    const Ctor = window.AudioContext;
    if (!Ctor) {
      setState('no_audio');
      return;
    }
    ctx.current ??= new Ctor();
    void ctx.current.resume();
    taps.current = [];
    setCount(0);
    beats.current = playMetronome(ctx.current);
    setState('running');
    const end = (beats.current[beats.current.length - 1] as number) + metronome.intervalS;
    const check = () => {
      const c = ctx.current;
      if (!c) return;
      if (c.currentTime < end) {
        requestAnimationFrame(check);
        return;
      }
      const ms = offsetFromTaps(beats.current, taps.current);
      setMeasured(ms);
      setState(ms === null ? 'failed' : 'done');
    };
    requestAnimationFrame(check);
  };

  const tap = () => {
    if (state !== 'running' || !ctx.current) return;
    taps.current.push(ctx.current.currentTime);
    setCount(taps.current.length);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: tap reads refs and the current state
  useEffect(() => {
    if (state !== 'running') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || !(e.code === 'Space' || laneKeys.includes(e.code))) return;
      e.preventDefault();
      tap();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state]);

  return (
    <section className={panel.panel} aria-labelledby="lab-rhythm-calibrate">
      <h2 id="lab-rhythm-calibrate" className={panel.panelTitle}>
        {t('calibrate.title')}
      </h2>
      <p>{t('calibrate.intro')}</p>
      <p className={styles.muted}>{t('offset', { ms: offset })}</p>
      <div className={styles.controls}>
        {state === 'running' ? (
          <button type="button" className={styles.tap} onPointerDown={tap} onClick={(e) => e.preventDefault()}>
            {t('calibrate.tap', { count })}
          </button>
        ) : (
          <Button variant="primary" icon={mediaIcons.playerPlay} onClick={begin}>
            {state === 'idle' ? t('calibrate.start') : t('calibrate.again')}
          </Button>
        )}
        {state === 'done' && measured !== null && (
          <Button variant="primary" onClick={() => onDone(measured)}>
            {t('calibrate.keep', { ms: measured })}
          </Button>
        )}
        <Button onClick={() => onDone(null)}>{t('calibrate.back')}</Button>
      </div>
      <p role="status" className={styles.muted}>
        {state === 'done' && measured !== null
          ? t('calibrate.result', { ms: measured })
          : state === 'failed'
            ? t('calibrate.failed')
            : state === 'no_audio'
              ? t('calibrate.no_audio')
              : ''}
      </p>
    </section>
  );
}
