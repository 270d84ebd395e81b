/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LanderRenderInput } from 'contract';
import type { Deployment } from './deployed-routes.js';
import { assetBaseOf, landerPages, renderLander, scriptUrl } from './lander-render.js';
import { findPage } from './route-patterns.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lander-render-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function deployment(
  name: string,
  version: string,
  registration: object,
  entry?: string,
): Promise<Deployment> {
  const folder = path.join(root, name, version);
  await mkdir(path.join(folder, 'server'), { recursive: true });
  if (entry) await writeFile(path.join(folder, 'server', 'entry.cjs'), entry);
  return { name, folder, manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`, registration };
}

const input = {
  pathname: '/landers/adultonly',
  params: {},
  settings: {} as LanderRenderInput['settings'],
  locale: 'en' as const,
  api: async () => null,
};
const page = (pathname: string, parcel: string) => ({
  name: parcel,
  path: pathname,
  layout: 'lander',
  parcel,
});

describe('landerPages', () => {
  it('gives a path to the lander remote later in the manifest, and keeps the others', async () => {
    const first = await deployment('mf_landers', 'a', {
      server: 'server/entry.cjs',
      pages: [
        page('/landers/adultonly', 'adultonly'),
        page('/landers/video/:slug?', 'video'),
        { name: 'signup', path: '/signup' },
      ],
    });
    const second = await deployment('mf_landers_plain', 'b', {
      pages: [page('/landers/adultonly', 'adultonly')],
    });
    const pages = landerPages([first, second]);
    expect(findPage(pages, '/landers/adultonly')?.page.remote).toBe('mf_landers_plain');
    expect(findPage(pages, '/landers/video/summer')).toMatchObject({
      page: { remote: 'mf_landers', parcel: 'video', server: 'server/entry.cjs' },
      params: { slug: 'summer' },
    });
    expect(findPage(pages, '/signup')).toBeNull();
    expect(findPage(landerPages([first]), '/landers/adultonly')?.page.remote).toBe('mf_landers');
  });
});

describe('renderLander', () => {
  it("calls the deployed version's entry with the page's parcel and its folder's URL", async () => {
    const deployed = await deployment(
      'mf_landers',
      'v1',
      { server: 'server/entry.cjs', pages: [page('/landers/adultonly', 'adultonly')] },
      `exports.render = async (input) => ({ html: '<h1>' + input.parcel + ' v1</h1>', head: '', scripts: ['ssr/client.js'], state: { base: input.assetBase } });`,
    );
    const [lander] = landerPages([deployed]);
    const result = await renderLander(lander!, input, jest.fn());
    expect(result).toEqual({
      html: '<h1>adultonly v1</h1>',
      head: '',
      scripts: ['ssr/client.js'],
      state: { base: '/remotes/mf_landers/v1/' },
    });
  });

  it('answers null, and reports, for an entry that throws, answers garbage or takes too long', async () => {
    const cases = {
      throws: `exports.render = async () => { throw new Error('broken'); };`,
      garbage: `exports.render = async () => ({ html: 1 });`,
      slow: `exports.render = () => new Promise(() => undefined);`,
      none: `exports.somethingElse = 1;`,
    };
    for (const [version, entry] of Object.entries(cases)) {
      const [lander] = landerPages([
        await deployment(
          'mf_landers',
          version,
          { server: 'server/entry.cjs', pages: [page('/x', 'x')] },
          entry,
        ),
      ]);
      const onError = jest.fn();
      expect(await renderLander(lander!, input, onError, 50)).toBeNull();
      expect(onError).toHaveBeenCalledTimes(1);
    }
  });

  it('never loads a file outside the version folder, and renders nothing without an entry', async () => {
    const escaping = await deployment('mf_landers', 'evil', {
      server: '../../../etc/passwd.js',
      pages: [page('/x', 'x')],
    });
    const without = await deployment('mf_landers', 'plain', { pages: [page('/x', 'x')] });
    for (const deployed of [escaping, without]) {
      const onError = jest.fn();
      expect(await renderLander(landerPages([deployed])[0]!, input, onError)).toBeNull();
      expect(onError).not.toHaveBeenCalled();
    }
  });
});

describe('scriptUrl and assetBaseOf', () => {
  it("keeps a render's scripts inside the version's folder", () => {
    const base = assetBaseOf('/remotes/mf-landers/1a2b/mf-manifest.json');
    expect(base).toBe('/remotes/mf-landers/1a2b/');
    expect(scriptUrl(base, 'ssr/client.12345678.js')).toBe('/remotes/mf-landers/1a2b/ssr/client.12345678.js');
    expect(scriptUrl(base, '../other/evil.js')).toBeNull();
    expect(scriptUrl(base, 'https://evil.test/x.js')).toBeNull();
    expect(scriptUrl(base, '//evil.test/x.js')).toBeNull();
  });
});
