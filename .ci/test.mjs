// `npm test`: every check of the repository, as CI runs it. First the e2e build, alone: it builds every
// package (the contract too, whose dist/ the API, the apps and their type checks read), and no stage may
// rebuild a package while another reads it. Then two tracks side by side, each stage after the one before it
// in its track: the browser journeys and the fault matrix, and the rest (lint, type checks, unit tests, Storybook, API tests),
// whose turbo tasks then run `--only`, without building what they depend on again. The browser stages stream
// their output; the other track's stages print theirs whole when they end, so the two never interleave line
// by line.
//
// `npm test -- <stage> [<stage> ...]` runs only the named stages (in the same order), e.g. `npm test -- api`
// or `npm test -- build:e2e e2e`. At the end: each stage's time, the slowest browser tests and test files.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { printTimingSummary } from './timing/summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const timingDir = path.join(root, '.test-timing');

/**
 * Each stage's command; `afterBuild` is the command when the e2e build passed before it in this run (the
 * packages are built: building them again would rewrite files the other track is reading). The journeys need
 * that build; when it fails, the other stages still run (building what they need themselves).
 */
const BUILD = { name: 'build:e2e', command: 'npm run build:e2e -- --output-logs=errors-only' };
const TRACKS = [
  {
    streams: true,
    stages: [
      { name: 'e2e', command: 'npm run e2e -w e2e', needsBuild: true },
      // The fault matrix's small counts: two API instances behind HAProxy on a private PostgreSQL and Redis.
      {
        name: 'faults',
        command: 'npm run test:faults',
        afterBuild: 'node api-mock/dist/faults/run.js',
      },
    ],
  },
  {
    streams: false,
    stages: [
      { name: 'lint', command: 'npm run lint' },
      {
        name: 'typecheck',
        command: 'npm run typecheck',
        afterBuild: 'npm run typecheck -- --only',
      },
      { name: 'unit', command: 'npm run test:unit -- --filter=!api-mock --output-logs=errors-only' },
      {
        name: 'storybook',
        command: 'npm run build-storybook -- --output-logs=errors-only',
        afterBuild: 'npm run build-storybook -- --only --output-logs=errors-only',
      },
      { name: 'api', command: 'npm run test -w api-mock' },
    ],
  },
];
const ALL_STAGES = [BUILD.name, ...TRACKS.flatMap((track) => track.stages.map(({ name }) => name))];

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

async function runTrack(track, results, built) {
  for (const stage of track.stages) {
    if (!wanted(stage.name)) continue;
    if (built === false && stage.needsBuild) {
      console.log(`⏭ ${stage.name}: not run, ${BUILD.name} failed`);
      results.push({ name: stage.name, code: 1, seconds: 0, skipped: true });
      continue;
    }
    const command = built && stage.afterBuild ? stage.afterBuild : stage.command;
    results.push(await runStage(stage.name, command, track.streams));
  }
}

rmSync(timingDir, { recursive: true, force: true });
mkdirSync(timingDir, { recursive: true });
const started = performance.now();
const results = [];
/** Whether the e2e build ran and passed in this run; null when it was not asked for. */
let built = null;
if (wanted(BUILD.name)) {
  const result = await runStage(BUILD.name, BUILD.command, true);
  results.push(result);
  built = result.code === 0;
}
await Promise.all(TRACKS.map((track) => runTrack(track, results, built)));

printTimingSummary(timingDir, results, seconds(started));
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
