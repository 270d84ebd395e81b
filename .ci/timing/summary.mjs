// The timing table `npm test` prints at its end: each stage's seconds, then the 15 slowest browser tests (from
// Playwright's JSON report) and the 15 slowest test files of the Jest runs (from jest-reporter.cjs), all
// written into the timing folder by the stages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SLOWEST = 15;

function table(title, rows) {
  if (rows.length === 0) return;
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${title}`);
  for (const [name, seconds] of rows)
    console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`);
}

/** Every test of a Playwright JSON report with the time its run took. */
function browserTests(report) {
  const tests = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        tests.push([`${file}: ${spec.title}`, seconds]);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites) visit(suite, suite.file);
  return tests;
}

function slowest(title, rows) {
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  table(
    `${SLOWEST} slowest ${title} (of ${rows.length}, ${total.toFixed(0)} s in all)`,
    rows.sort((a, b) => b[1] - a[1]).slice(0, SLOWEST),
  );
}

/**
 * @param {string} dir the timing folder
 * @param {{ name: string, code: number, seconds: number, skipped?: boolean }[]} stages in the order they ended
 * @param {number} wallSeconds the whole run
 */
export function printTimingSummary(dir, stages, wallSeconds) {
  table(
    `Stages (two tracks side by side; ${wallSeconds.toFixed(0)} s in all)`,
    stages.map(({ name, code, seconds, skipped }) => [
      `${name}${skipped ? ' (not run)' : code === 0 ? '' : ` (exit ${code})`}`,
      seconds,
    ]),
  );

  const playwrightReport = path.join(dir, 'playwright.json');
  if (existsSync(playwrightReport)) {
    slowest('browser tests', browserTests(JSON.parse(readFileSync(playwrightReport, 'utf8'))));
  }

  const jestReports = readdirSync(dir).filter((name) => name.startsWith('jest-') && name.endsWith('.json'));
  const files = jestReports.flatMap((name) =>
    JSON.parse(readFileSync(path.join(dir, name), 'utf8')).map(({ file, seconds }) => [
      `${file}${name.includes('--') ? ` [${name.slice(name.indexOf('--') + 2, -'.json'.length)}]` : ''}`,
      seconds,
    ]),
  );
  if (files.length > 0) slowest('Jest test files', files);
}
