/**
 * Photo upload: the type is taken from the bytes (sharp reads the header; the client's file name and
 * content type are ignored), the image is re-encoded as JPEG without any metadata (EXIF, GPS, XMP, ICC),
 * turned upright first, bounded to 2000 px, and a 400 px square thumbnail is made. Free members keep at most
 * PHOTO_LIMIT_FREE photos, premium members PHOTO_LIMIT_PREMIUM.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  ACCOUNT_MESSAGES,
  ERROR_CODES,
  PHOTO_LIMIT_FREE,
  PHOTO_LIMIT_PREMIUM,
} from '../../contract/index.js';
import type { MemberRecord, PhotoRecord, PhotoRepository } from '../../db/repositories/index.js';
import { ApiHttpError, notFound } from '../../lib/http-error.js';
import type { Storage } from './storage.js';

/** Formats accepted as uploads (what sharp reports for the bytes). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
const MAX_SIDE = 2000;
const THUMB_SIDE = 400;
/** Refuse decompression bombs before decoding. */
const MAX_PIXELS = 50_000_000;

/** The demo seed's image library: shared by many demo photos, never deleted with one of them. */
export const isSharedDemoFile = (filename: string) => filename.startsWith('demo/');

export const unsupportedImage = () =>
  new ApiHttpError(
    415,
    ERROR_CODES.unsupportedMediaType,
    'Please upload a JPEG, PNG, WebP, HEIF or GIF image.',
  );

export function createPhotoService(options: { photos: PhotoRepository; storage: Storage }) {
  const { photos, storage } = options;
  return {
    async upload(member: MemberRecord, bytes: Buffer): Promise<PhotoRecord> {
      const limit = member.paidUser ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE;
      const limitReached = () => new ApiHttpError(403, ERROR_CODES.photoLimit, ACCOUNT_MESSAGES.photoLimit);
      // Checked early so a member at the limit does not pay for the image work; enforced again on insert.
      if ((await photos.countOf(member.id)) >= limit) throw limitReached();
      let format: string | undefined;
      try {
        const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
        format = metadata.format;
      } catch {
        throw unsupportedImage();
      }
      if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedImage();

      const base = randomBytes(16).toString('hex');
      const filename = `${base}.jpg`;
      const thumbFilename = `${base}_thumb.jpg`;
      try {
        // rotate() applies the EXIF orientation; without withMetadata() sharp writes no metadata at all.
        const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
        const [full, thumb] = await Promise.all([
          image
            .clone()
            .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: 85 })
            .toBuffer(),
          image.clone().resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer(),
        ]);
        await storage.put(filename, full);
        await storage.put(thumbFilename, thumb);
      } catch (error) {
        await storage.remove(filename);
        await storage.remove(thumbFilename);
        if (error instanceof Error && /Input|unsupported|corrupt|pixel limit/i.test(error.message)) {
          throw unsupportedImage();
        }
        throw error;
      }
      const added = await photos.add({ memberId: member.id, filename, thumbFilename }, limit);
      if (!added) {
        await storage.remove(filename);
        await storage.remove(thumbFilename);
        throw limitReached();
      }
      return added;
    },

    list: (member: MemberRecord) => photos.ofMember(member.id),

    /** 404 when there is no such photo of theirs. */
    async setPrivate(member: MemberRecord, photoId: number, isPrivate: boolean): Promise<PhotoRecord> {
      const photo = await photos.setPrivate(member.id, photoId, isPrivate);
      if (!photo) throw notFound('This photo could not be found.');
      return photo;
    },

    /** Deletes one of the member's photos and its files; 404 when there is no such photo of theirs. */
    async remove(member: MemberRecord, photoId: number): Promise<void> {
      const removed = await photos.remove(member.id, photoId);
      if (!removed) throw notFound();
      // Demo members share a library of generated images (folder demo/): those files stay.
      if (isSharedDemoFile(removed.filename)) return;
      await storage.remove(removed.filename);
      await storage.remove(removed.thumbFilename);
    },
  };
}
export type PhotoService = ReturnType<typeof createPhotoService>;
