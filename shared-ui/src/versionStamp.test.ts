import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkStamp, recordStamp } from '../../.ci/guards/version-stamp.cjs';

describe('the shared-ui (kernel) package version', () => {
  it('is the version its published files were recorded under', () => {
    const result = checkStamp(path.resolve(__dirname, '..'));
    // The message says what to do: bump the version and record the new content.
    expect(result.ok ? 'up to date' : result.message).toBe('up to date');
  });
});

describe('the version stamp check', () => {
  let dir: string;
  const writePackage = (version: string, stamp: object) =>
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'kernel-fixture', version, versionStamp: stamp }),
    );
  const setVersion = (version: string) => {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as object;
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, version }));
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'version-stamp-'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src/index.ts'), 'export const answer = 42;\n');
    writeFileSync(path.join(dir, 'src/index.test.ts'), 'test("x", () => {});\n');
    writePackage('1.0.0', { version: '1.0.0', content: ['src'], hash: '' });
    expect(recordStamp(dir)).toEqual({ ok: false, message: expect.stringContaining('bump "version"') });
    setVersion('1.0.1');
    expect(recordStamp(dir).ok).toBe(true);
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes while the published files are those recorded for the version', () => {
    expect(checkStamp(dir)).toEqual({ ok: true });
  });

  it('ignores tests: changing one needs no new version', () => {
    writeFileSync(path.join(dir, 'src/index.test.ts'), 'test("y", () => {});\n');
    expect(checkStamp(dir)).toEqual({ ok: true });
  });

  it('fails with what to do when published content changed under the same version', () => {
    writeFileSync(path.join(dir, 'src/index.ts'), 'export const answer = 43;\n');
    expect(checkStamp(dir)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^kernel-fixture changed: bump its version .* run `npm run version:record -w kernel-fixture` to record it\.$/,
      ),
    });
    // Recording the new content under the old version is refused ...
    expect(recordStamp(dir).ok).toBe(false);
    expect(checkStamp(dir).ok).toBe(false);
    // ... a bump and a record make it pass.
    setVersion('1.1.0');
    expect(checkStamp(dir).ok).toBe(false);
    expect(recordStamp(dir)).toEqual({ ok: true, message: expect.stringContaining('kernel-fixture 1.1.0') });
    expect(checkStamp(dir)).toEqual({ ok: true });
  });

  it('fails when the version was bumped but not recorded', () => {
    setVersion('2.0.0');
    expect(checkStamp(dir)).toEqual({ ok: false, message: expect.stringContaining('1.0.1 is recorded') });
  });
});
