#!/usr/bin/env node
// The blog import at scale (issue 20 point 6; `npm run bench` runs it; alone: `node scripts/bench-blog-import.mjs`,
// sizes with BENCH_IMPORT_SIZES=1000,10000): for each size, a Hugo-shaped site of that many posts is generated in a
// temporary folder (nested sections, 3–8 KB of Markdown each with headings, lists, code, relative links to other
// posts with anchors, and pictures that are missing), then imported with `npm run import` into a fresh SQLite
// DATA_DIR in a child process under /usr/bin/time -v. Reported per size: posts per second and the peak RSS
// (budget: under 300 MB, and within 10% between the smallest and the largest size: memory flat in the number of
// posts); then the first server start on that data: time until GET /api/ answers and how many articles it
// re-rendered (budget: 0, the import records the renderer version it used). Prints one JSON line at the end; exits
// non-zero when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = 8291;
const sizes = (process.env.BENCH_IMPORT_SIZES ?? '1000,10000').split(',').map(Number).filter(Boolean);
const peakBudgetMb = 300;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A deterministic pseudo-random sequence (mulberry32), so every run imports the same corpus. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words =
  'the site import keeps every post with its date links pictures and code while memory stays flat across sections of a large documentation corpus written over many years'.split(
    ' ',
  );

/** Where the post `n` of a corpus lies inside `content/`: 10 sections of 10 sub-sections. */
const postPath = (n) => `s${n % 10}/sub${Math.floor(n / 10) % 10}/post-${n}.md`;

/** Writes a Hugo site of `count` posts under `folder`; returns the content folder. */
function generateCorpus(folder, count) {
  writeFileSync(join(folder, 'hugo.toml'), "baseURL = 'https://docs.example.org/'\ntitle = 'Bench docs'\n");
  const next = random(count);
  const sentence = () => {
    const length = 8 + Math.floor(next() * 14);
    const chosen = Array.from({ length }, () => words[Math.floor(next() * words.length)]);
    return `${chosen.join(' ')}.`;
  };
  for (let n = 0; n < count; n++) {
    const path = join(folder, 'content', postPath(n));
    mkdirSync(dirname(path), { recursive: true });
    const target = (k) => `../../${postPath((n * 7 + k * 131) % count)}`;
    const parts = [
      `---\ntitle: "Post ${n}: ${sentence().slice(0, 40)}"\ndate: ${new Date(Date.UTC(2015, 0, 1) + n * 3_600_000).toISOString()}\ntags: [bench, s${n % 10}]\n---\n`,
    ];
    const target_size = 3000 + Math.floor(next() * 5000);
    for (let h = 1; parts.join('').length < target_size; h++) {
      parts.push(`## Section ${h}\n\n${sentence()} ${sentence()} ${sentence()}\n\n`);
      parts.push(`- ${sentence()}\n- see [another post](${target(h)}#section-${h})\n- ${sentence()}\n\n`);
      if (h % 2 === 0) parts.push(`![figure ${h}](images/figure-${n}-${h}.png)\n\n`);
      if (h % 3 === 1)
        parts.push(
          `\`\`\`js\nexport function step${h}(input) {\n  const value = input * ${h};\n  return value + ${n};\n}\n\`\`\`\n\n`,
        );
    }
    writeFileSync(path, parts.join(''));
  }
  return join(folder, 'content');
}

/** Runs the import CLI on `content` into `dataDir` under /usr/bin/time -v: seconds and peak RSS in MB. */
function timedImport(content, dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const started = performance.now();
  const run = spawnSync(
    '/usr/bin/time',
    ['-v', process.execPath, '--import', 'tsx', 'apps/server/src/cli/import.ts', content],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  const seconds = (performance.now() - started) / 1000;
  const stderr = run.stderr.toString();
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? Number.NaN);
  if (run.status !== 0 && run.status !== 1) throw new Error(`the import failed (exit ${run.status}):\n${stderr}`);
  return { seconds, peakMb: peakKb / 1024 };
}

/** Starts the server on `dataDir`: ms until GET /api/ answers, and how many articles its start re-rendered. */
async function firstStart(dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  env.SEED = 'false';
  env.ADMIN_PASSWORD = 'bench-admin-password';
  delete env.DATABASE_URL;
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  server.stdout.on('data', (chunk) => {
    log += chunk;
  });
  try {
    let answeredMs;
    for (let i = 0; answeredMs === undefined; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/`)).ok) answeredMs = performance.now() - started;
      } catch {}
      if (i > 6000) throw new Error('the server did not answer within 60 s');
      await sleep(10);
    }
    // A re-render runs after the start, one article per turn of the event loop; 3 s shows whether it began
    // (its log line comes when it ends; an unfinished one still counts: the setting was stale).
    await sleep(3000);
    const match = /Re-rendered (\d+) articles/.exec(log);
    const rerendered = match ? Number(match[1]) : /rerender|re-render/i.test(log) ? Number.NaN : 0;
    return { answeredMs, rerendered };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

const results = {};
const peaks = [];
for (const size of sizes) {
  const folder = mkdtempSync(join(tmpdir(), `bench-import-${size}-`));
  try {
    const content = generateCorpus(folder, size);
    const dataDir = join(folder, 'data');
    const { seconds, peakMb } = timedImport(content, dataDir);
    const start = await firstStart(dataDir);
    results[`import_${size}_posts_per_s`] = +(size / seconds).toFixed(1);
    results[`import_${size}_peak_rss_mb`] = Math.round(peakMb);
    results[`import_${size}_first_start_ms`] = Math.round(start.answeredMs);
    results[`import_${size}_first_start_rerendered`] = start.rerendered;
    peaks.push(peakMb);
    console.log(
      `blog import of ${size} generated posts: ${results[`import_${size}_posts_per_s`]} posts/s, peak RSS ` +
        `${results[`import_${size}_peak_rss_mb`]} MB (budget < ${peakBudgetMb} MB); first start after it answers in ` +
        `${results[`import_${size}_first_start_ms`]} ms, re-rendered ${start.rerendered} articles (budget 0)`,
    );
    if (!(peakMb < peakBudgetMb)) {
      console.error(`FAIL: the import of ${size} posts peaked at ${Math.round(peakMb)} MB`);
      process.exitCode = 1;
    }
    if (start.rerendered !== 0) {
      console.error(`FAIL: the first start after importing ${size} posts re-rendered articles`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
if (peaks.length > 1) {
  const growth = peaks.at(-1) / peaks[0] - 1;
  results.import_peak_rss_growth = +growth.toFixed(3);
  console.log(
    `blog import peak RSS from ${sizes[0]} to ${sizes.at(-1)} posts: ${(growth * 100).toFixed(1)}% (budget within 10%)`,
  );
  if (Math.abs(growth) > 0.1) {
    console.error('FAIL: the import memory grows with the number of posts');
    process.exitCode = 1;
  }
}
console.log(JSON.stringify(results));
