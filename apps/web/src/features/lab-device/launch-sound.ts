/**
 * The launch toy's sound (issue 24 point 8), synthesised with Web Audio, no recorded asset: a rising two-oscillator
 * sweep with a filtered noise whoosh for the sequence, then a bright two-note chime at its end.
 */

type AudioContextConstructor = typeof AudioContext;

/** The browser's AudioContext constructor, or undefined where there is no Web Audio. */
function audioContextClass(): AudioContextConstructor | undefined {
  const w = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Whether this browser can play the launch sound. */
export function canPlayLaunchSound(): boolean {
  return typeof window !== 'undefined' && audioContextClass() !== undefined;
}

/**
 * Starts the launch sound, `duration_ms` milliseconds of sweep then the chime (about 1.2 s). Call it from a user
 * gesture (a click), as browsers start audio only then. Answers a function that stops it at once (a cancel) and
 * releases the audio context; it is safe to call twice. Where there is no Web Audio it plays nothing.
 */
export function playLaunchSound(duration_ms: number): () => void {
  const Context = audioContextClass();
  if (!Context) return () => {};
  const ctx = new Context();
  const now = ctx.currentTime;
  const sweep = duration_ms / 1000;

  const master = ctx.createGain();
  master.gain.setValueAtTime(0.0001, now);
  master.gain.exponentialRampToValueAtTime(0.35, now + 0.05);
  master.connect(ctx.destination);

  // The rising sweep: a triangle and a detuned sawtooth through a low-pass that opens as it climbs.
  const filter = ctx.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.setValueAtTime(400, now);
  filter.frequency.exponentialRampToValueAtTime(6000, now + sweep);
  const sweepGain = ctx.createGain();
  sweepGain.gain.setValueAtTime(0.15, now);
  sweepGain.gain.linearRampToValueAtTime(0.5, now + sweep * 0.9);
  sweepGain.gain.exponentialRampToValueAtTime(0.0001, now + sweep + 0.05);
  filter.connect(sweepGain).connect(master);
  const oscillators = (['triangle', 'sawtooth'] as const).map((type, i) => {
    const osc = ctx.createOscillator();
    osc.type = type;
    osc.frequency.setValueAtTime(110, now);
    osc.frequency.exponentialRampToValueAtTime(880, now + sweep);
    osc.detune.value = i === 0 ? 0 : 7;
    osc.connect(filter);
    osc.start(now);
    osc.stop(now + sweep + 0.1);
    return osc;
  });

  // The whoosh: white noise through a band-pass sweeping up.
  const noiseBuffer = ctx.createBuffer(1, Math.max(1, Math.ceil(ctx.sampleRate * sweep)), ctx.sampleRate);
  const samples = noiseBuffer.getChannelData(0);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.random() * 2 - 1;
  const noise = ctx.createBufferSource();
  noise.buffer = noiseBuffer;
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.Q.value = 2;
  band.frequency.setValueAtTime(300, now);
  band.frequency.exponentialRampToValueAtTime(5000, now + sweep);
  const noiseGain = ctx.createGain();
  noiseGain.gain.setValueAtTime(0.0001, now);
  noiseGain.gain.exponentialRampToValueAtTime(0.25, now + sweep * 0.8);
  noiseGain.gain.exponentialRampToValueAtTime(0.0001, now + sweep);
  noise.connect(band).connect(noiseGain).connect(master);
  noise.start(now);

  // The chime: E6 and A6 sines, a fast attack and a long decay.
  for (const [frequency, delay] of [
    [1318.5, 0],
    [1760, 0.09],
  ] as const) {
    const osc = ctx.createOscillator();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const gain = ctx.createGain();
    const start = now + sweep + delay;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 1.2);
    osc.connect(gain).connect(master);
    osc.start(start);
    osc.stop(start + 1.25);
  }

  let stopped = false;
  const closeTimer = window.setTimeout(() => stop(), duration_ms + 1500);
  function stop() {
    if (stopped) return;
    stopped = true;
    window.clearTimeout(closeTimer);
    for (const osc of oscillators) osc.onended = null;
    void ctx.close().catch(() => {});
  }
  return stop;
}
