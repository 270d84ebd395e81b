/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { remotesDir, remotesManifestPath } from '../../deploy/remotes.js';
import { deployedRoutes } from './deployed-routes.js';

let siteRoot: string;
beforeEach(async () => {
  siteRoot = await mkdtemp(path.join(os.tmpdir(), 'deployed-routes-'));
});
afterEach(async () => {
  await rm(siteRoot, { recursive: true, force: true });
});

/** Deploys a version of a lander remote (its registration) and names it in the remotes manifest. */
async function deployLanders(app: string, name: string, version: string, paths: string[]) {
  const folder = path.join(remotesDir(siteRoot), app, version);
  await mkdir(folder, { recursive: true });
  const pages = paths.map((pagePath, index) => ({
    name: `page-${index}`,
    path: pagePath,
    layout: 'lander',
    parcel: `parcel-${index}`,
  }));
  await writeFile(path.join(folder, 'registration.json'), JSON.stringify({ remote: name, pages }));
  return `/remotes/${app}/${version}/mf-manifest.json`;
}

const writeManifest = (manifest: Record<string, string>) =>
  writeFile(remotesManifestPath(siteRoot), JSON.stringify(manifest));

describe('deployedRoutes().landerPages', () => {
  it('keeps the composed lander pages while nothing changed, and recomposes after a deploy', async () => {
    const first = await deployLanders('mf-landers', 'mf_landers', 'a', ['/landers/one']);
    await writeManifest({ mf_landers: first });
    const routes = deployedRoutes(siteRoot, (error) => {
      throw error;
    });

    const before = await routes.landerPages();
    expect(before.map((page) => [page.pattern, page.manifestUrl])).toEqual([['/landers/one', first]]);
    expect(await routes.landerPages()).toBe(before);

    const second = await deployLanders('mf-landers', 'mf_landers', 'b', ['/landers/one', '/landers/two']);
    await writeManifest({ mf_landers: second });
    const after = await routes.landerPages();
    expect(after).not.toBe(before);
    expect(after.map((page) => [page.pattern, page.manifestUrl])).toEqual([
      ['/landers/one', second],
      ['/landers/two', second],
    ]);
  });
});
