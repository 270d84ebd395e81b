/**
 * The locked photo's teaser: a copy at most TEASER_SIDE pixels on its long side, which the client blurs and
 * stretches behind the lock. At that size no detail of the photo is left, so it may go to anyone who may see
 * the member's card, while the photo itself stays refused (file-routes.ts).
 *
 * Made once, when the photo is stored (an upload, a demo picture), beside it under a name derived one way from
 * the photo's name: the API names the teaser of a locked photo, and the teaser's name gives the photo's away
 * to nobody.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** The teaser's long side in pixels. */
export const TEASER_SIDE = 16;

/** A teaser's stored name: the folder of its photo, 32 hex digits, `_teaser.jpg`. */
export const TEASER_FILE = /^(?:[a-z0-9-]+\/)?[0-9a-f]{32}_teaser\.jpg$/;

/** The teaser's name of a stored photo (`abc.jpg`, `demo/scene-01-private.jpg`), in the photo's folder. */
export function teaserNameOf(filename: string): string {
  const slash = filename.lastIndexOf('/');
  const folder = slash >= 0 ? filename.slice(0, slash + 1) : '';
  const digest = createHash('sha256').update(`photo teaser\0${filename}`).digest('hex').slice(0, 32);
  return `${folder}${digest}_teaser.jpg`;
}

/** The teaser of an image: bytes sharp can read, or raw pixels with their layout. */
export function makeTeaser(input: Buffer, layout?: sharp.SharpOptions): Promise<Buffer> {
  return sharp(input, layout)
    .resize(TEASER_SIDE, TEASER_SIDE, { fit: 'inside' })
    .jpeg({ quality: 60 })
    .toBuffer();
}
