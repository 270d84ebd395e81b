// @ts-check
/**
 * Versions that follow content, for the packages every app shares at run time: the kernel (`shared-ui`) and
 * the API `contract`. Next to "version", package.json keeps "versionStamp": the version it was recorded for,
 * the folders the package publishes, and a hash of their files. A package whose files no longer match the
 * hash of its current version fails its tests until its version is bumped and the new hash recorded:
 *
 *   node .ci/guards/version-stamp.cjs check <package folder>...
 *   node .ci/guards/version-stamp.cjs record <package folder>      (npm run version:record -w <package>)
 *
 * Tests, stories and snapshots are not published content: changing them needs no new version.
 */
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const NOT_PUBLISHED = /\.(test|stories)\.[cm]?[jt]sx?$|(^|\/)__snapshots__\//;

/** @typedef {{ version: string, content: string[], hash: string }} VersionStamp */

/** @param {string} directory @returns {string[]} paths relative to `directory`, '/'-separated */
function listFiles(directory) {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/**
 * The hash of a package's published files: every file under the given folders (or the given files), in
 * path order, with its path; line endings do not count.
 * @param {string} packageDir @param {readonly string[]} content
 */
function contentHash(packageDir, content) {
  const hash = createHash('sha256');
  const files = content
    .flatMap((entry) => {
      const full = path.join(packageDir, entry);
      return statSync(full).isDirectory() ? listFiles(full).map((file) => `${entry}/${file}`) : [entry];
    })
    .filter((file) => !NOT_PUBLISHED.test(file))
    .sort();
  for (const file of files) {
    const text = readFileSync(path.join(packageDir, file), 'utf8').replace(/\r\n/g, '\n');
    hash.update(file).update('\0').update(text).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** @param {string} packageDir */
function readPackage(packageDir) {
  const file = path.join(packageDir, 'package.json');
  /** @type {{ name: string, version: string, versionStamp?: VersionStamp }} */
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  if (!pkg.versionStamp) throw new Error(`${pkg.name} has no "versionStamp" in package.json`);
  return { file, pkg, stamp: pkg.versionStamp };
}

/** @param {string} name */
const recordCommand = (name) => `npm run version:record -w ${name}`;

/**
 * Whether the package's files still match the hash recorded for its current version.
 * @param {string} packageDir
 * @returns {{ ok: true } | { ok: false, message: string }}
 */
function checkStamp(packageDir) {
  const { pkg, stamp } = readPackage(packageDir);
  const hash = contentHash(packageDir, stamp.content);
  if (hash === stamp.hash && pkg.version === stamp.version) return { ok: true };
  if (hash === stamp.hash) {
    return {
      ok: false,
      message: `${pkg.name}'s version is ${pkg.version} but ${stamp.version} is recorded: run \`${recordCommand(pkg.name)}\` to record it.`,
    };
  }
  return {
    ok: false,
    message:
      `${pkg.name} changed: bump its version (package.json, now ${pkg.version}; semver: patch for a fix, minor for an ` +
      `addition, major for a breaking change) and run \`${recordCommand(pkg.name)}\` to record it.`,
  };
}

/**
 * Records the hash of the package's files for its current version. Refuses new content under the version that
 * was recorded for other content: that version is already in use by builds that have the old content.
 * @param {string} packageDir
 * @returns {{ ok: true, message: string } | { ok: false, message: string }}
 */
function recordStamp(packageDir) {
  const { file, pkg, stamp } = readPackage(packageDir);
  const hash = contentHash(packageDir, stamp.content);
  if (hash !== stamp.hash && pkg.version === stamp.version) {
    return {
      ok: false,
      message: `${pkg.name} changed since ${stamp.version} was recorded: bump "version" in its package.json first, then run \`${recordCommand(pkg.name)}\` again.`,
    };
  }
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  raw.versionStamp = { version: pkg.version, content: stamp.content, hash };
  writeFileSync(file, `${JSON.stringify(raw, null, 2)}\n`);
  return { ok: true, message: `${pkg.name} ${pkg.version} recorded (content ${hash}).` };
}

module.exports = { contentHash, checkStamp, recordStamp };

if (require.main === module) {
  const [command, ...packageDirs] = process.argv.slice(2);
  const run = command === 'record' ? recordStamp : command === 'check' ? checkStamp : undefined;
  if (!run || packageDirs.length === 0) {
    console.error('usage: version-stamp.cjs check|record <package folder>...');
    process.exit(2);
  }
  let failed = false;
  for (const dir of packageDirs) {
    const result = run(path.resolve(dir));
    if (!result.ok) failed = true;
    const text = 'message' in result ? result.message : `${dir}: up to date`;
    (result.ok ? console.log : console.error)(text);
  }
  process.exit(failed ? 1 : 0);
}
