/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSiteFixture, type SiteFixture } from '../testing/site-fixture.js';
import {
  deployBuiltRemotes,
  deployRemote,
  DeployError,
  inspectBuild,
  readRemotesManifest,
  remotesManifestPath,
} from './remotes.js';

describe('deployRemote', () => {
  let site: SiteFixture;
  beforeEach(async () => {
    site = await createSiteFixture();
  });
  afterEach(() => site.remove());

  it('copies the dist into a version folder and writes the manifest line', async () => {
    await site.buildRemote('mf-chat', 'mf_chat', 'one');
    const result = await deployRemote({ siteRoot: site.root, app: 'mf-chat', version: '1.4.0' });
    expect(result).toMatchObject({
      name: 'mf_chat',
      version: '1.4.0',
      manifestUrl: '/remotes/mf-chat/1.4.0/mf-manifest.json',
      copied: true,
    });
    const deployed = path.join(site.root, '.deploy/remotes/mf-chat/1.4.0');
    expect(await readFile(path.join(deployed, 'feature.0a1b2c3d.js'), 'utf8')).toBe('console.log("one");');
    expect(await readFile(path.join(deployed, 'remoteEntry.js'), 'utf8')).toBe('/* mf_chat one */');
    expect(await readRemotesManifest(site.root)).toEqual({
      mf_chat: '/remotes/mf-chat/1.4.0/mf-manifest.json',
    });
  });

  it('defaults the version to a short hash of the build manifest', async () => {
    await site.buildRemote('mf-chat', 'mf_chat', 'one');
    const { contentVersion } = await inspectBuild(path.join(site.root, 'mf-chat/dist'));
    const result = await deployRemote({ siteRoot: site.root, app: 'mf-chat' });
    expect(result.version).toBe(contentVersion);
    expect(result.version).toMatch(/^[0-9a-f]{10}$/);
    // Deploying the same build again changes nothing.
    expect((await deployRemote({ siteRoot: site.root, app: 'mf-chat' })).copied).toBe(false);
  });

  it('rewrites only its own line, one remote per line, and keeps older versions for running pages', async () => {
    await site.buildRemote('mf-chat', 'mf_chat', 'one');
    await site.buildRemote('mf-members', 'mf_members', 'one');
    await deployRemote({ siteRoot: site.root, app: 'mf-chat', version: '1' });
    await deployRemote({ siteRoot: site.root, app: 'mf-members', version: '1' });
    await site.buildRemote('mf-chat', 'mf_chat', 'two');
    await deployRemote({ siteRoot: site.root, app: 'mf-chat', version: '2' });
    const text = await readFile(remotesManifestPath(site.root), 'utf8');
    expect(text).toBe(
      '{\n  "mf_chat": "/remotes/mf-chat/2/mf-manifest.json",\n  "mf_members": "/remotes/mf-members/1/mf-manifest.json"\n}\n',
    );
    expect(
      await readFile(path.join(site.root, '.deploy/remotes/mf-chat/1/feature.0a1b2c3d.js'), 'utf8'),
    ).toContain('one');
    // Rolling back is pointing the line at the old version again.
    await site.buildRemote('mf-chat', 'mf_chat', 'one');
    await deployRemote({ siteRoot: site.root, app: 'mf-chat', version: '1' });
    expect((await readRemotesManifest(site.root)).mf_chat).toBe('/remotes/mf-chat/1/mf-manifest.json');
  });

  it('never changes a published version', async () => {
    await site.buildRemote('mf-chat', 'mf_chat', 'one');
    await deployRemote({ siteRoot: site.root, app: 'mf-chat', version: '1' });
    await site.buildRemote('mf-chat', 'mf_chat', 'two');
    await expect(deployRemote({ siteRoot: site.root, app: 'mf-chat', version: '1' })).rejects.toThrow(
      'mf-chat 1 is already deployed with different content: choose a new --version',
    );
  });

  it('says what is wrong with bad input', async () => {
    await expect(deployRemote({ siteRoot: site.root, app: 'mf-chat' })).rejects.toThrow(
      /does not exist: build the remote first/,
    );
    await expect(deployRemote({ siteRoot: site.root, app: '../etc' })).rejects.toBeInstanceOf(DeployError);
    await site.buildRemote('mf-chat', 'mf_chat', 'one');
    await expect(deployRemote({ siteRoot: site.root, app: 'mf-chat', version: '../../x' })).rejects.toThrow(
      /not a valid version/,
    );
    await site.write('mf-chat/dist/mf-manifest.json', '{"name": 42}');
    await expect(deployRemote({ siteRoot: site.root, app: 'mf-chat' })).rejects.toThrow(
      /no valid federation "name"/,
    );
  });

  it('deploys from another dist folder when asked', async () => {
    await site.buildRemote('mf-landers', 'mf_landers', 'one');
    await site.buildRemote('elsewhere', 'mf_landers', 'marketing');
    const result = await deployRemote({
      siteRoot: site.root,
      app: 'mf-landers',
      version: 'campaign',
      distDir: path.join(site.root, 'elsewhere/dist'),
    });
    expect(await readFile(path.join(result.directory, 'remoteEntry.js'), 'utf8')).toBe(
      '/* mf_landers marketing */',
    );
  });
});

describe('deployBuiltRemotes (npm start)', () => {
  let site: SiteFixture;
  beforeEach(async () => {
    site = await createSiteFixture();
  });
  afterEach(() => site.remove());

  it('deploys every built remote missing from the manifest and skips the unbuilt ones', async () => {
    await site.buildRemote('mf-chat', 'mf_chat', 'one');
    await site.buildRemote('mf-members', 'mf_members', 'one');
    const result = await deployBuiltRemotes(site.root);
    expect(result.deployed.map((entry) => entry.name)).toEqual(['mf_members', 'mf_chat']);
    expect(result.skipped.map((entry) => entry.app)).toEqual(['mf-payments', 'mf-account', 'mf-landers']);
    expect(Object.keys(await readRemotesManifest(site.root))).toEqual(['mf_members', 'mf_chat']);
    // Nothing changed: nothing to do.
    expect((await deployBuiltRemotes(site.root)).deployed).toEqual([]);
  });

  it('serves a rebuilt remote after a restart but leaves explicit deployments alone', async () => {
    await site.buildRemote('mf-chat', 'mf_chat', 'one');
    await site.buildRemote('mf-members', 'mf_members', 'one');
    await deployBuiltRemotes(site.root);
    await deployRemote({ siteRoot: site.root, app: 'mf-members', version: '2.0.0' });
    await site.buildRemote('mf-chat', 'mf_chat', 'two');
    await site.buildRemote('mf-members', 'mf_members', 'two');
    const result = await deployBuiltRemotes(site.root);
    expect(result.deployed.map((entry) => entry.name)).toEqual(['mf_chat']);
    const manifest = await readRemotesManifest(site.root);
    expect(manifest.mf_members).toBe('/remotes/mf-members/2.0.0/mf-manifest.json');
    expect(manifest.mf_chat).toBe(`/remotes/mf-chat/${result.deployed[0]?.version}/mf-manifest.json`);
  });

  it('refuses a manifest that is not a JSON object', async () => {
    await site.buildRemote('mf-chat', 'mf_chat', 'one');
    await site.write('.deploy/remotes.json', '["not", "an", "object"]');
    await expect(deployBuiltRemotes(site.root)).rejects.toThrow(/must hold a JSON object/);
  });
});
