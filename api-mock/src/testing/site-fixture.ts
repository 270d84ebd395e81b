/** A throw-away repository root with built-looking shell and remote dist folders, for site and deploy tests. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>';

/** The shell's index.html as webpack builds it (minified, unquoted attributes). */
export const BUILT_SHELL_INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name=theme-color content=#e8461e><title>shell</title><script defer src=/main.21533022.js></script></head>' +
  '<body><div id=root></div></body></html>';

export interface SiteFixture {
  root: string;
  /**
   * Writes (or rewrites) a remote's build: mf-manifest.json naming the federation, plus a chunk, and the
   * registration.json of its pages when given.
   */
  buildRemote(
    app: string,
    name: string,
    build: string,
    pages?: { path: string; parcel?: string }[],
  ): Promise<void>;
  writeShell(routes: { path: string; verify?: string }[]): Promise<void>;
  write(relative: string, content: string): Promise<void>;
  remove(): Promise<void>;
}

export async function createSiteFixture(): Promise<SiteFixture> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'api-mock-siteroot-'));
  const write = async (relative: string, content: string) => {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  return {
    root,
    write,
    async buildRemote(app, name, build, pages) {
      await rm(path.join(root, app, 'dist'), { recursive: true, force: true });
      await write(
        `${app}/dist/mf-manifest.json`,
        JSON.stringify({ id: name, name, metaData: { buildInfo: { buildVersion: build } } }),
      );
      await write(`${app}/dist/remoteEntry.js`, `/* ${name} ${build} */`);
      await write(`${app}/dist/feature.0a1b2c3d.js`, `console.log(${JSON.stringify(build)});`);
      if (pages) {
        await write(`${app}/dist/registration.json`, JSON.stringify({ remote: name, namespace: app, pages }));
      }
    },
    async writeShell(routes) {
      await write('shell/dist/index.html', SHELL_INDEX);
      await write('shell/dist/routes.json', JSON.stringify(routes));
      await write('shell/dist/main.1a2b3c4d.js', 'console.log("shell");');
      await write('shell/dist/remoteEntry.js', '/* shell */');
      await write('shell/dist/robots.txt', 'User-agent: *\n');
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
