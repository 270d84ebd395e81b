import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRuns, startBenchRun } from './history.js';

describe('bench history', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bench-history-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const start = (options: Record<string, unknown>, printed: string[]) =>
    startBenchRun('demo', { options, resultsDir: dir, print: (text) => printed.push(text) });

  it('appends one line per run with the commit, the machine and the date', () => {
    const run = start({ rate: 200 }, []).record({ p99_ms: 12.5, missing: null });
    const lines = readFileSync(path.join(dir, 'demo.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual(run);
    expect(run).toMatchObject({
      bench: 'demo',
      options: { rate: 200 },
      figures: { p99_ms: 12.5, missing: null },
      machine: { cores: os.availableParallelism(), node: process.version },
    });
    expect(run.machine.load_avg_start).toHaveLength(3);
    expect(typeof run.commit).toBe('string');
    expect(typeof run.dirty).toBe('boolean');
    expect(Number.isNaN(Date.parse(run.date))).toBe(false);
  });

  it('prints the figures beside those of the last run with the same options', () => {
    start({ rate: 200, clients: 10 }, []).record({ p99_ms: 30 });
    start({ rate: 100, clients: 10 }, []).record({ p99_ms: 5 });
    const printed: string[] = [];
    start({ clients: 10, rate: 200 }, printed).record({ p99_ms: 20, new_figure: 1 });
    const table = printed.join('\n');
    expect(table).toMatch(/figure\s+previous\s+now/);
    expect(table).toMatch(/p99_ms\s+30\s+20/);
    expect(table).toMatch(/new_figure\s+-\s+1/);
  });

  it('says there is no previous run, and skips lines that are not JSON', () => {
    writeFileSync(path.join(dir, 'demo.jsonl'), 'not json\n');
    const printed: string[] = [];
    start({}, printed).record({ ratio: 0.9 });
    expect(printed.join('\n')).toMatch(/previous: none with these options/);
    expect(readRuns(path.join(dir, 'demo.jsonl'))).toHaveLength(1);
  });
});
