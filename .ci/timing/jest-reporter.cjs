// Jest reporter for the test run's timing table: each test file's seconds, one JSON file per Jest run, read
// by .ci/timing/summary.mjs. Writes only when CI_TIMING_DIR names a folder (`npm test` sets it); a run with
// CI_TIMING_LABEL (e.g. the API suite's database) keeps a file of its own.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

class TimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.CI_TIMING_DIR;
    if (!dir) return;
    const workspace = path.basename(this.rootDir);
    const files = results.testResults.map((result) => {
      // A run of several projects (the API suite on PostgreSQL and on PGlite) names each file's project.
      const project = result.displayName?.name ? ` [${result.displayName.name}]` : '';
      return {
        file: `${path.join(workspace, path.relative(this.rootDir, result.testFilePath))}${project}`,
        seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      };
    });
    mkdirSync(dir, { recursive: true });
    const label = process.env.CI_TIMING_LABEL ? `--${process.env.CI_TIMING_LABEL}` : '';
    writeFileSync(path.join(dir, `jest-${workspace}${label}.json`), JSON.stringify(files));
  }
}

module.exports = TimingReporter;
