// `npm test`: every check of the repository, as CI runs it. Two tracks run side by side, each stage after the
// one before it in its track: the browser track (the e2e build, then the browser journeys) and the rest
// (lint, type checks, unit tests, Storybook, API tests). The browser track streams its output; the other
// track's stages print theirs whole when they end, so the two never interleave line by line.
//
// `npm test -- <stage> [<stage> ...]` runs only the named stages (in the same tracks), e.g. `npm test -- api`
// or `npm test -- build:e2e e2e`. At the end: each stage's time, the slowest browser tests and test files.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { printTimingSummary } from './timing/summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const timingDir = path.join(root, '.test-timing');

/** Each stage's command, in the order of its track. */
const TRACKS = [
  {
    streams: true,
    stages: [
      ['build:e2e', 'npm run build:e2e -- --output-logs=errors-only'],
      ['e2e', 'npm run e2e -w e2e'],
    ],
  },
  {
    streams: false,
    stages: [
      ['lint', 'npm run lint'],
      ['typecheck', 'npm run typecheck'],
      ['unit', 'npm run test:unit -- --filter=!api-mock --output-logs=errors-only'],
      ['storybook', 'npx turbo run build-storybook --output-logs=errors-only'],
      ['api', 'npm run test -w api-mock'],
    ],
  },
];
const ALL_STAGES = TRACKS.flatMap((track) => track.stages.map(([name]) => name));

const selected = process.argv.slice(2);
for (const name of selected) {
  if (!ALL_STAGES.includes(name)) {
    console.error(`Unknown stage "${name}". Stages: ${ALL_STAGES.join(', ')}`);
    process.exit(2);
  }
}
const wanted = (name) => selected.length === 0 || selected.includes(name);

const seconds = (since) => (performance.now() - since) / 1000;

/** Runs one stage; answers its exit code. A buffered stage's output is printed whole at its end. */
function runStage(name, command, streams) {
  const logFile = path.join(timingDir, `${name.replace(/\W/g, '-')}.log`);
  console.log(`\n▶ ${name}: ${command}${streams ? '' : ' (output when it ends)'}`);
  const started = performance.now();
  const child = spawn(command, {
    cwd: root,
    shell: true,
    stdio: streams ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI_TIMING_DIR: timingDir, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  if (!streams) {
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const took = seconds(started);
      if (!streams) {
        console.log(`\n──── ${name} (output) ────`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
      }
      console.log(
        `${code === 0 ? '✔' : '✘'} ${name}: ${took.toFixed(0)} s${code === 0 ? '' : `, exit ${code}`}`,
      );
      resolve({ name, code: code ?? 1, seconds: took });
    });
  });
}

async function runTrack(track, results) {
  let blocked = null;
  for (const [name, command] of track.stages) {
    if (!wanted(name)) continue;
    if (blocked) {
      console.log(`⏭ ${name}: not run, ${blocked} failed`);
      results.push({ name, code: 1, seconds: 0, skipped: true });
      continue;
    }
    const result = await runStage(name, command, track.streams);
    results.push(result);
    // Only the e2e build gates the next stage (the journeys need it); the other stages are independent.
    if (result.code !== 0 && name === 'build:e2e') blocked = name;
  }
}

rmSync(timingDir, { recursive: true, force: true });
mkdirSync(timingDir, { recursive: true });
const started = performance.now();
const results = [];
await Promise.all(TRACKS.map((track) => runTrack(track, results)));

printTimingSummary(timingDir, results, seconds(started));
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
