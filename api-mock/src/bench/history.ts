/**
 * The history of every bench: one JSON line per run in `bench/results/<bench>.jsonl` at the repository root,
 * and, when a run ends, its figures printed beside the previous comparable run's (same bench, same options).
 *
 * A figure alone says little on a shared machine: the line keeps what it was measured on (commit and whether
 * the tree had changes, cores, load average when the run started, Node version, date), so a later reader can
 * tell a regression from a busy afternoon. Used by the API benches and, through the package export
 * `api-mock/bench-history`, by the browser benches (e2e/bench).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { textTable } from './stats.js';

/** A headline figure; null when the run could not measure it (it stays in the line, as a gap). */
export type Figure = number | null;

export interface BenchMachine {
  cores: number;
  /** 1, 5 and 15 minute load averages when the run started. */
  load_avg_start: [number, number, number];
  node: string;
}

export interface BenchRun {
  bench: string;
  /** When the run started (ISO 8601). */
  date: string;
  /** Short hash of HEAD, or null outside a git checkout. */
  commit: string | null;
  /** Whether the tree had changes (other than bench results) when the run started. */
  dirty: boolean | null;
  machine: BenchMachine;
  /** What the run was asked to do (rates, clients, durations): only runs with equal options are compared. */
  options: Record<string, unknown>;
  figures: Record<string, Figure>;
}

export interface StartOptions {
  /** What the run was asked to do; part of the line and of what makes two runs comparable. */
  options?: Record<string, unknown>;
  /** Where the .jsonl files live; default `bench/results` at the repository root. */
  resultsDir?: string;
  /** Where the repository is (for git); default the root this module sits in. */
  repositoryRoot?: string;
  /** Where the comparison table goes; default the console. */
  print?: (text: string) => void;
}

export interface BenchRecorder {
  /** The run's line as it would be written with these figures. */
  line(figures: Record<string, Figure>): BenchRun;
  /** Appends the run's line and prints the figures beside the previous comparable run's. */
  record(figures: Record<string, Figure>): BenchRun;
}

/** src/bench and dist/bench both sit three folders below the repository root. */
const DEFAULT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RESULTS = path.join('bench', 'results');

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function commitOf(root: string): { commit: string | null; dirty: boolean | null } {
  const commit = git(root, ['rev-parse', '--short', 'HEAD']);
  // The results written by earlier runs are not a change of what is measured.
  const status = git(root, ['status', '--porcelain', '--', '.', `:(exclude)${RESULTS}`]);
  return { commit, dirty: status === null ? null : status.length > 0 };
}

/** The runs recorded for a bench, oldest first; lines that are not JSON are skipped. */
export function readRuns(file: string): BenchRun[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const runs: BenchRun[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      runs.push(JSON.parse(line) as BenchRun);
    } catch {
      // A hand-edited or cut line must not stop the bench.
    }
  }
  return runs;
}

/** JSON with sorted keys, so options written in another order still compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const show = (value: Figure | undefined) =>
  value === undefined ? '-' : value === null ? 'n/a' : String(value);

/** The table of figures: figure, previous, now (a figure new to this run has no previous). */
export function comparisonTable(previous: BenchRun | null, now: BenchRun): string {
  const names = [...new Set([...Object.keys(now.figures), ...Object.keys(previous?.figures ?? {})])];
  const rows = names.map((name) => [name, show(previous?.figures[name]), show(now.figures[name])]);
  const about = (run: BenchRun) =>
    `${run.date} at ${run.commit ?? 'unknown commit'}${run.dirty ? ' (with changes)' : ''}, ` +
    `${run.machine.cores} cores, load ${run.machine.load_avg_start[0].toFixed(2)}`;
  return [
    `previous: ${previous ? about(previous) : 'none with these options'}`,
    `now:      ${about(now)}`,
    '',
    textTable(['figure', 'previous', 'now'], rows),
  ].join('\n');
}

/**
 * Starts the record of one run: the date, the load average and the commit are taken now, before the bench
 * loads the machine.
 */
export function startBenchRun(bench: string, start: StartOptions = {}): BenchRecorder {
  const root = start.repositoryRoot ?? DEFAULT_ROOT;
  const file = path.join(start.resultsDir ?? path.join(root, RESULTS), `${bench}.jsonl`);
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  const base = {
    bench,
    date: new Date().toISOString(),
    ...commitOf(root),
    machine: {
      cores: os.availableParallelism(),
      load_avg_start: [one, five, fifteen].map((value) => Math.round(value * 100) / 100) as [
        number,
        number,
        number,
      ],
      node: process.version,
    },
    options: start.options ?? {},
  };
  const print = start.print ?? ((text: string) => console.log(text));
  const line = (figures: Record<string, Figure>): BenchRun => ({ ...base, figures });
  return {
    line,
    record(figures) {
      const run = line(figures);
      const options = canonical(run.options);
      const previous = readRuns(file)
        .filter((entry) => entry.bench === bench && canonical(entry.options ?? {}) === options)
        .at(-1);
      mkdirSync(path.dirname(file), { recursive: true });
      appendFileSync(file, `${JSON.stringify(run)}\n`);
      print(`\n${bench}: this run beside the previous one (${path.relative(root, file)})\n`);
      print(comparisonTable(previous ?? null, run));
      return run;
    },
  };
}
