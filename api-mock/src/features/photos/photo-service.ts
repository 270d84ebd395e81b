/**
 * The member's own photos. Rules, in the order an upload meets them:
 * - An unconfirmed account (status not_confirmed) keeps the one photo of the signup's photo step; further
 *   uploads wait for the confirmation of the e-mail address (403 confirmation_required).
 * - Free members keep at most PHOTO_LIMIT_FREE photos, premium members PHOTO_LIMIT_PREMIUM (403 photo_limit).
 * - At most PHOTO_UPLOADS_PER_DAY uploads per rolling 24 hours, counted in the database when image work
 *   starts, so deleting photos gives none back (429 upload_limit with `seconds` and Retry-After).
 * - Image work goes through the decode gate (503 service_busy when its queue is full) and image-processing.ts
 *   (415 for anything that is not a usable image).
 * The photos have an order the member sets (reorder); its first photo is the main photo, one concept: "make
 * main photo" is moving a photo to the front. New uploads go last.
 * The main photo is always a public photo: the first upload; when it is deleted, the next public photo in the
 * order (none: no main image); it cannot be made private, nor can a private photo be put first (409
 * main_photo_public); a photo made public while the member has none becomes it. Each of these moves the main
 * photo to the front.
 */
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  ERROR_CODES,
  PHOTO_LIMIT_FREE,
  PHOTO_LIMIT_PREMIUM,
  PHOTO_LIMIT_UNCONFIRMED,
  PHOTO_UPLOADS_PER_DAY,
} from 'contract';
import type { MemberRecord, PhotoRecord, PhotoRepository } from '../../db/repositories/index.js';
import { ApiHttpError, notFound } from '../../lib/http-error.js';
import type { BoundedQueue } from '../../lib/bounded-queue.js';
import { ImageRejected, processPhoto, UNSUPPORTED_IMAGE_MESSAGE } from './image-processing.js';
import type { Storage } from './storage.js';
import { teaserNameOf } from './teaser.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo seed's image library: shared by many demo photos, never deleted with one of them. */
export const isSharedDemoFile = (filename: string) => filename.startsWith('demo/');

const unsupportedImage = (message = UNSUPPORTED_IMAGE_MESSAGE) =>
  new ApiHttpError(415, ERROR_CODES.unsupportedMediaType, message);

const confirmationRequired = () =>
  new ApiHttpError(403, ERROR_CODES.confirmationRequired, ACCOUNT_MESSAGES.confirmationRequired);

const limitReached = () => new ApiHttpError(403, ERROR_CODES.photoLimit, ACCOUNT_MESSAGES.photoLimit);

function uploadLimit(seconds: number): ApiHttpError {
  return new ApiHttpError(
    429,
    ERROR_CODES.uploadLimit,
    ACCOUNT_MESSAGES.uploadLimit,
    undefined,
    { seconds },
    { 'retry-after': String(seconds) },
  );
}

export interface PhotoServiceDeps {
  photos: PhotoRepository;
  storage: Storage;
  /**
   * Shared by every upload of the process: at most a couple of images are decoded at once; a full queue
   * rejects with QueueFullError, answered 503 service_busy.
   */
  gate: BoundedQueue;
  now: () => Date;
}

export function createPhotoService({ photos, storage, gate, now }: PhotoServiceDeps) {
  /** How many photos the member may keep now. */
  const keepLimit = (member: MemberRecord) =>
    member.status !== 'confirmed'
      ? PHOTO_LIMIT_UNCONFIRMED
      : member.paidUser
        ? PHOTO_LIMIT_PREMIUM
        : PHOTO_LIMIT_FREE;
  const overLimit = (member: MemberRecord) =>
    member.status !== 'confirmed' ? confirmationRequired() : limitReached();

  return {
    /**
     * The refusals that need no photo (confirmation, photo limit, a full image queue), so the route can
     * answer them before reading the bytes; upload enforces them again.
     */
    async admit(member: MemberRecord): Promise<void> {
      if ((await photos.countOf(member.id)) >= keepLimit(member)) throw overLimit(member);
      gate.refuseIfFull();
    },

    async upload(member: MemberRecord, bytes: Buffer): Promise<PhotoRecord> {
      const limit = keepLimit(member);
      // Checked early so a member at the limit does not pay for the image work; enforced again on insert.
      if ((await photos.countOf(member.id)) >= limit) throw overLimit(member);
      // Before an upload is counted: a request the gate would refuse anyway does not use one up.
      gate.refuseIfFull();
      const at = now();
      const slot = await photos.takeUploadSlot(
        member.id,
        at,
        new Date(at.getTime() - DAY_MS),
        PHOTO_UPLOADS_PER_DAY,
      );
      if (!slot.granted) {
        const freeAt = slot.oldestInWindow.getTime() + DAY_MS;
        throw uploadLimit(Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)));
      }

      let processed;
      try {
        processed = await gate.run(() => processPhoto(bytes));
      } catch (error) {
        if (error instanceof ImageRejected) throw unsupportedImage(error.message);
        throw error;
      }

      const base = randomBytes(16).toString('hex');
      const filename = `${base}.jpg`;
      const thumbFilename = `${base}_thumb.jpg`;
      const discard = async () => {
        await storage.remove(filename);
        await storage.remove(thumbFilename);
        await storage.remove(teaserNameOf(filename));
      };
      try {
        await storage.put(filename, processed.full);
        await storage.put(thumbFilename, processed.thumb);
        await storage.put(teaserNameOf(filename), processed.teaser);
      } catch (error) {
        await discard();
        throw error;
      }
      const added = await photos.add({ memberId: member.id, filename, thumbFilename }, limit);
      if (!added) {
        await discard();
        throw overLimit(member);
      }
      return added;
    },

    list: (member: MemberRecord) => photos.ofMember(member.id),

    /** 404 when there is no such photo of theirs; 409 main_photo_public for the main photo. */
    async setPrivate(member: MemberRecord, photoId: number, isPrivate: boolean): Promise<PhotoRecord> {
      const change = await photos.setPrivate(member.id, photoId, isPrivate);
      if (change.outcome === 'main_photo') {
        throw new ApiHttpError(409, ERROR_CODES.mainPhotoPublic, ACCOUNT_MESSAGES.mainPhotoPublic);
      }
      if (change.outcome === 'not_found') throw notFound('This photo could not be found.');
      return change.photo;
    },

    /**
     * Puts the member's photos in the order of `ids`, the first one becoming the main photo. 400 for an id
     * listed twice; 409 photo_order_mismatch unless the ids are exactly the member's photos (one was added or
     * deleted meanwhile, or an id is somebody else's); 409 main_photo_public for a private photo first.
     */
    async reorder(member: MemberRecord, ids: number[]): Promise<void> {
      if (new Set(ids).size !== ids.length) {
        throw new ApiHttpError(400, ERROR_CODES.badRequest, ACCOUNT_MESSAGES.photoOrderDuplicate);
      }
      const change = await photos.reorder(member.id, ids);
      if (change.outcome === 'mismatch') {
        throw new ApiHttpError(409, ERROR_CODES.photoOrderMismatch, ACCOUNT_MESSAGES.photoOrderMismatch);
      }
      if (change.outcome === 'main_private') {
        throw new ApiHttpError(409, ERROR_CODES.mainPhotoPublic, ACCOUNT_MESSAGES.mainPhotoPublic);
      }
    },

    /** Deletes one of the member's photos and its files; 404 when there is no such photo of theirs. */
    async remove(member: MemberRecord, photoId: number): Promise<void> {
      const removed = await photos.remove(member.id, photoId);
      if (!removed) throw notFound();
      // Demo members share a library of generated images (folder demo/): those files stay.
      if (isSharedDemoFile(removed.filename)) return;
      await storage.remove(removed.filename);
      await storage.remove(removed.thumbFilename);
      await storage.remove(teaserNameOf(removed.filename));
    },
  };
}
export type PhotoService = ReturnType<typeof createPhotoService>;
