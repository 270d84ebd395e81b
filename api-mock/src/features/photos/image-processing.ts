/**
 * From uploaded bytes to the two stored JPEGs. The type is taken from the bytes (sharp reads the header; the
 * client's file name and content type are ignored); the image is turned upright, bounded to MAX_SIDE, put on
 * white where it is transparent and re-encoded as JPEG without any metadata (EXIF, GPS, XMP, ICC), and a
 * THUMB_SIDE square thumbnail and the locked photo's tiny teaser (teaser.ts) are made from the same decoded
 * pixels: the source is decoded once.
 *
 * Anything sharp cannot read (unknown format, truncated or corrupt data, too many pixels, too slow) is an
 * ImageRejected, which the API answers 415: bad input, never a fault of the server.
 */
import sharp from 'sharp';
import { IMAGE_DECODE_TIMEOUT_S, IMAGE_MAX_PIXELS, JPEG_MAX_PIXELS } from 'contract';
import { makeTeaser } from './teaser.js';

/** Formats accepted as uploads (what sharp reports for the bytes; 'heif' includes AVIF). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
const MAX_SIDE = 2000;
const THUMB_SIDE = 400;

// One libvips thread per image: the decode gate lets IMAGE_DECODES_AT_ONCE images run, so image work
// takes at most that many cores. No operation cache: uploads never repeat work on the same image, and the
// cache would keep up to 50 MiB of decoded pixels alive.
sharp.concurrency(1);
sharp.cache(false);

export class ImageRejected extends Error {
  override name = 'ImageRejected';
}

export const UNSUPPORTED_IMAGE_MESSAGE = 'Please upload a JPEG, PNG, WebP, HEIF or GIF image.';

const megapixels = (pixels: number) => Math.round(pixels / 1_000_000);

/** Largest pixel count decoded for a format: JPEG is decoded shrunk (1/2 to 1/8) when made smaller. */
const pixelLimitOf = (format: string) => (format === 'jpeg' ? JPEG_MAX_PIXELS : IMAGE_MAX_PIXELS);

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  /** At most TEASER_SIDE pixels on its long side: what a viewer of a locked photo gets (teaser.ts). */
  teaser: Buffer;
}

/** Reads the header only: the format and the size, refused before any pixel is decoded. */
async function inspect(bytes: Buffer): Promise<{ limit: number }> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: JPEG_MAX_PIXELS }).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageRejected(
        `The image has too many pixels: at most ${megapixels(IMAGE_MAX_PIXELS)} megapixels.`,
      );
    }
    throw new ImageRejected(UNSUPPORTED_IMAGE_MESSAGE);
  }
  const { format, width, height } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) {
    throw new ImageRejected(UNSUPPORTED_IMAGE_MESSAGE);
  }
  const limit = pixelLimitOf(format);
  if (width * height > limit) {
    throw new ImageRejected(`The image has too many pixels: at most ${megapixels(limit)} megapixels.`);
  }
  return { limit };
}

export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const { limit } = await inspect(bytes);
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    // The one decode: rotate() applies the EXIF orientation; raw pixels carry no metadata at all.
    decoded = await sharp(bytes, { limitInputPixels: limit })
      .timeout({ seconds: IMAGE_DECODE_TIMEOUT_S })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated or corrupt data, a decoder's error, the time limit: the bytes are not a usable image.
    throw new ImageRejected(
      'The image could not be read: it may be damaged or incomplete. Please upload another photo.',
    );
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // One after the other: one thread per upload, as the gate counts them.
  const full = await sharp(data, raw).jpeg({ quality: 85 }).toBuffer();
  const thumb = await sharp(data, raw)
    .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' })
    .jpeg({ quality: 80 })
    .toBuffer();
  const teaser = await makeTeaser(data, raw);
  return { full, thumb, teaser };
}
