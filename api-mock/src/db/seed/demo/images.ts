/**
 * Writes the demo pictures as JPEG, made offline from the SVG painters with sharp, as
 * `<uploads>/demo/<name>.jpg` (800 px), `<name>_thumb.jpg` (400 px square, like an upload's thumbnail) and the
 * teaser a locked copy shows (features/photos/teaser.ts): the shared scenes once per data folder at start, and
 * every member's own portrait ahead of its first showing (portraits-ahead.ts) or, at the latest, when it is
 * first asked for (thousands of members would otherwise cost half a minute of rendering before the site
 * answers).
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { makeTeaser, teaserNameOf } from '../../../features/photos/teaser.js';
import { DEMO_UPLOADS_FOLDER } from './constants.js';
import { portraitOfFile, SCENES, privateName, type DemoImage } from './pictures.js';

const FULL_SIDE = 800;
const THUMB_SIDE = 400;

const exists = (file: string) =>
  stat(file).then(
    (info) => info.size > 0,
    () => false,
  );

/** Write under a temporary name, then rename: a stopped run or a second instance never leaves half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** The teaser's path of a picture's file in the demo folder. */
const teaserOf = (folder: string, fileName: string) =>
  path.join(folder, path.basename(teaserNameOf(`${DEMO_UPLOADS_FOLDER}/${fileName}`)));

/** Renders one picture unless its files exist; returns whether it did. */
async function render(image: DemoImage, folder: string): Promise<boolean> {
  const full = path.join(folder, `${image.name}.jpg`);
  const thumb = path.join(folder, `${image.name}_thumb.jpg`);
  const teaser = teaserOf(folder, `${image.name}.jpg`);
  if ((await exists(full)) && (await exists(thumb))) {
    // A data folder from before teasers: made from the stored picture, not drawn again.
    if (!(await exists(teaser))) await writeAtomically(teaser, await makeTeaser(await readFile(full)));
    return false;
  }
  const source = sharp(Buffer.from(image.svg()));
  const [fullBytes, thumbBytes] = await Promise.all([
    source.clone().resize(FULL_SIDE, FULL_SIDE).jpeg({ quality: 85 }).toBuffer(),
    source.clone().resize(THUMB_SIDE, THUMB_SIDE).jpeg({ quality: 80 }).toBuffer(),
  ]);
  await writeAtomically(teaser, await makeTeaser(fullBytes));
  await writeAtomically(thumb, thumbBytes);
  await writeAtomically(full, fullBytes);
  return true;
}

async function copyAsPrivate(image: DemoImage, folder: string): Promise<void> {
  const copies: [from: string, to: string][] = [
    ...['_thumb.jpg', '.jpg'].map((suffix): [string, string] => [
      path.join(folder, `${image.name}${suffix}`),
      path.join(folder, `${privateName(image.name)}${suffix}`),
    ]),
    [teaserOf(folder, `${image.name}.jpg`), teaserOf(folder, `${privateName(image.name)}.jpg`)],
  ];
  for (const [from, to] of copies) {
    if (!(await exists(to))) await writeAtomically(to, await readFile(from));
  }
}

/**
 * Writes the shared demo scenes missing under `<uploadsDir>/demo`; returns how many pictures were rendered.
 * 30 renders on the first run (a second or so), only file checks afterwards. Portraits: demoPortraitFiles.
 */
export async function ensureDemoImages(uploadsDir: string): Promise<number> {
  const folder = path.join(uploadsDir, DEMO_UPLOADS_FOLDER);
  await mkdir(folder, { recursive: true });
  let rendered = 0;
  for (const image of SCENES) {
    if (await render(image, folder)) rendered += 1;
  }
  for (const scene of SCENES) await copyAsPrivate(scene, folder);
  return rendered;
}

/**
 * Makes sure a demo portrait's files exist before they are served: given a stored file name
 * (`demo/face-f-000123.jpg` or its thumbnail), renders that portrait unless it is there already. Any other
 * name is left alone. Concurrent requests for one portrait share one rendering. Answers whether it drew.
 */
export function demoPortraitFiles(uploadsDir: string): (fileName: string) => Promise<boolean> {
  const folder = path.join(uploadsDir, DEMO_UPLOADS_FOLDER);
  const rendering = new Map<string, Promise<boolean>>();
  // Portraits known to be on disk: asked again for every answer naming them, so no file check each time.
  const ready = new Set<string>();
  return async (fileName) => {
    const [directory, file, ...deeper] = fileName.split('/');
    if (directory !== DEMO_UPLOADS_FOLDER || !file || deeper.length > 0) return false;
    const image = portraitOfFile(file);
    if (!image || ready.has(image.name)) return false;
    let job = rendering.get(image.name);
    if (!job) {
      job = mkdir(folder, { recursive: true })
        .then(() => render(image, folder))
        .then((drew) => {
          ready.add(image.name);
          return drew;
        })
        .finally(() => rendering.delete(image.name));
      rendering.set(image.name, job);
    }
    return job;
  };
}
