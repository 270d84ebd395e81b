/** All SQL about uploaded photos. */
import { and, asc, count, eq, gt, lte, max, min, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { blocks, likes, members, photos, photoUploads } from '../schema.js';
import type { Transaction } from './locks.js';
import type { SessionCache } from './session-cache.js';

export type PhotoRecord = typeof photos.$inferSelect;

/** Who may fetch a stored file (full image or thumbnail), asked of every photo row that names it. */
export interface PhotoFileAccess {
  /** Some row is the public main photo of an account not pending deletion: anybody may have the file. */
  public: boolean;
  /** Some row is the viewer's own photo, or one the photo rule and the reach check let the viewer see. */
  visible: boolean;
}

/** What a change of a photo's private flag did. */
export type PrivacyChange =
  | { outcome: 'changed'; photo: PhotoRecord }
  | { outcome: 'not_found' }
  /** The photo is the main photo, which is always public. */
  | { outcome: 'main_photo' };

/** What a new photo order did. */
export type OrderChange =
  | { outcome: 'changed' }
  /** The ids are not exactly the member's photos (one was added or deleted meanwhile, or is not theirs). */
  | { outcome: 'mismatch' }
  /** The first photo is private while the member has public ones: the main photo is always public. */
  | { outcome: 'main_private' };

/** The outcome of asking for an upload slot under the per-member upload rate. */
export type UploadSlot = { granted: true } | { granted: false; oldestInWindow: Date };

export interface PhotoRepository {
  /**
   * Who may fetch the file `name`: decided over every photo row naming it (a shared demo image is named by
   * thousands), each asked whether it is visible to `viewerId` (null: a visitor), never a sample of them.
   */
  fileAccess(name: string, viewerId: number | null): Promise<PhotoFileAccess>;
  /**
   * Marks one of the member's photos private or public. The main photo cannot be made private; a photo made
   * public while the member has no main photo becomes it. Under a lock of the member row, like remove.
   */
  setPrivate(memberId: number, photoId: number, isPrivate: boolean): Promise<PrivacyChange>;
  countOf(memberId: number): Promise<number>;
  /** The member's photos in their order: the main photo first, new uploads last. */
  ofMember(memberId: number): Promise<PhotoRecord[]>;
  /**
   * Puts the member's photos in the order of `ids` (distinct ids, checked by the caller), whose first one
   * becomes the main photo. Under a lock of the member row, like add and remove, so parallel orders and
   * deletions apply one after the other and each sees the photos the one before left.
   */
  reorder(memberId: number, ids: number[]): Promise<OrderChange>;
  /**
   * Removes one of the member's photos (null when it is not theirs); when it was the main photo, the next
   * public photo in the order becomes the main one and moves to the front (none: no main photo). A private
   * photo never becomes main.
   */
  remove(memberId: number, photoId: number): Promise<PhotoRecord | null>;
  byId(id: number): Promise<PhotoRecord | null>;
  /**
   * Adds the photo unless the member has `limit` photos already (null then); a public photo becomes the main
   * photo when the member has none. The member row is locked, so concurrent uploads cannot pass the limit.
   */
  add(
    photo: { memberId: number; filename: string; thumbFilename: string },
    limit: number,
  ): Promise<PhotoRecord | null>;
  /**
   * Counts an upload at `now` unless the member has `max` uploads after `windowStart` already; the member row
   * is locked, so concurrent uploads cannot pass the rate together. Uploads older than the window are pruned.
   */
  takeUploadSlot(memberId: number, now: Date, windowStart: Date, max: number): Promise<UploadSlot>;
  /** Deletes counted uploads at or before `windowStart` of every member (the rolling window passed them). */
  purgeUploadCounts(windowStart: Date): Promise<number>;
}

/** The member's photos in their order, with what a change of the order needs to know. */
function orderOf(tx: Transaction, memberId: number) {
  return tx
    .select({ id: photos.id, private: photos.private })
    .from(photos)
    .where(eq(photos.memberId, memberId))
    .orderBy(asc(photos.position), asc(photos.id));
}

/**
 * Numbers the member's photos 0, 1, 2… in the order of `ids` (all of their photos) in one statement, and
 * points the main photo at the first public one (none when all are private), so the main photo is always first.
 */
async function writeOrder(
  tx: Transaction,
  memberId: number,
  ordered: { id: number; private: boolean }[],
): Promise<void> {
  if (ordered.length > 0) {
    // Integers only, so the array literal is safe to build; one parameter, whatever the number of photos.
    const idArray = `{${ordered.map((photo) => Math.trunc(photo.id)).join(',')}}`;
    await tx
      .update(photos)
      .set({ position: sql`array_position(${idArray}::int[], ${photos.id}) - 1` })
      .where(eq(photos.memberId, memberId));
  }
  const main = ordered.find((photo) => !photo.private);
  await tx
    .update(members)
    .set({ mainPhotoId: main?.id ?? null })
    .where(eq(members.id, memberId));
}

/** Locks the member row: every change of a member's photos takes this lock first. */
async function lockMember(tx: Transaction, memberId: number) {
  const [member] = await tx
    .select({ mainPhotoId: members.mainPhotoId })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return member;
}

export function createPhotoRepository(db: AppDatabase, cache?: SessionCache): PhotoRepository {
  return {
    async fileAccess(name, viewerId) {
      // Written with explicit aliases: p the photo row, m its owner, v the viewer.
      const namesFile = sql`(p.filename = ${name} or p.thumb_filename = ${name})`;
      // The public case: a main photo, which is always public (the flag is checked anyway, so no slip
      // elsewhere can publish a private file), of an account not pending deletion.
      const isPublic = sql<boolean>`exists (
        select 1 from ${photos} p join ${members} m on m.id = p.member_id
        where ${namesFile} and m.main_photo_id = p.id and not p.private and m.deleted_at is null)`;
      // The viewer's case: the photo rule of features/members/cards.ts (photoLock: public photos for members,
      // private ones for premium members, all for the owner) and the reach check of member-access.ts (same
      // site, active profile not pending deletion, no block either way, invisible members only with a like
      // either way), asked of every row by EXISTS, which stops at the first visible one.
      const isVisible =
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (
        select 1 from ${photos} p join ${members} m on m.id = p.member_id join ${members} v on v.id = ${viewerId}
        where ${namesFile} and (
          p.member_id = v.id
          or (m.site_id = v.site_id
            and m.deleted_at is null
            and m.profile_status = 'active'
            and (not p.private or v.paid_user)
            and not exists (select 1 from ${blocks} b
              where (b.blocker_id = v.id and b.blocked_id = m.id)
                 or (b.blocker_id = m.id and b.blocked_id = v.id))
            and (not m.invisible or exists (select 1 from ${likes} l
              where (l.liker_id = v.id and l.liked_id = m.id)
                 or (l.liker_id = m.id and l.liked_id = v.id)))))
      )`;
      const [row] = await db.select({ public: isPublic, visible: isVisible }).from(sql`(select 1) as one`);
      return { public: row?.public === true, visible: row?.visible === true };
    },
    async setPrivate(memberId, photoId, isPrivate) {
      const change = await db.transaction(async (tx): Promise<PrivacyChange> => {
        const member = await lockMember(tx, memberId);
        if (!member) return { outcome: 'not_found' };
        if (isPrivate && member.mainPhotoId === photoId) {
          const [own] = await tx
            .select({ id: photos.id })
            .from(photos)
            .where(and(eq(photos.id, photoId), eq(photos.memberId, memberId)));
          if (own) return { outcome: 'main_photo' };
        }
        const [row] = await tx
          .update(photos)
          .set({ private: isPrivate })
          .where(and(eq(photos.id, photoId), eq(photos.memberId, memberId)))
          .returning();
        if (!row) return { outcome: 'not_found' };
        if (!isPrivate && member.mainPhotoId === null) {
          // The member's only public photo becomes the main photo, so it moves to the front.
          const rest = (await orderOf(tx, memberId)).filter((photo) => photo.id !== row.id);
          await writeOrder(tx, memberId, [row, ...rest]);
        }
        return { outcome: 'changed', photo: row };
      });
      if (change.outcome === 'changed') cache?.forgetMember(memberId);
      return change;
    },
    async countOf(memberId) {
      const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.memberId, memberId));
      return row?.n ?? 0;
    },
    async byId(id) {
      const [row] = await db.select().from(photos).where(eq(photos.id, id));
      return row ?? null;
    },
    async ofMember(memberId) {
      return db
        .select()
        .from(photos)
        .where(eq(photos.memberId, memberId))
        .orderBy(asc(photos.position), asc(photos.id));
    },
    async reorder(memberId, ids) {
      const change = await db.transaction(async (tx): Promise<OrderChange> => {
        if (!(await lockMember(tx, memberId))) return { outcome: 'mismatch' };
        const current = await orderOf(tx, memberId);
        const byId = new Map(current.map((photo) => [photo.id, photo]));
        if (ids.length !== current.length || ids.some((id) => !byId.has(id))) return { outcome: 'mismatch' };
        const ordered = ids.map((id) => byId.get(id)!);
        if (ordered[0]?.private && ordered.some((photo) => !photo.private))
          return { outcome: 'main_private' };
        await writeOrder(tx, memberId, ordered);
        return { outcome: 'changed' };
      });
      if (change.outcome === 'changed') cache?.forgetMember(memberId);
      return change;
    },
    async remove(memberId, photoId) {
      const removed = await db.transaction(async (tx) => {
        const member = await lockMember(tx, memberId);
        const [row] = await tx
          .delete(photos)
          .where(and(eq(photos.id, photoId), eq(photos.memberId, memberId)))
          .returning();
        if (!row) return null;
        if (member?.mainPhotoId === photoId) {
          // Only a public photo may follow: the main image is shown to everybody. It moves to the front.
          const rest = await orderOf(tx, memberId);
          const next = rest.find((photo) => !photo.private);
          await writeOrder(tx, memberId, next ? [next, ...rest.filter((photo) => photo !== next)] : rest);
        }
        return row;
      });
      if (removed) cache?.forgetMember(memberId);
      return removed;
    },
    async add(photo, limit) {
      const added = await db.transaction(async (tx) => {
        const member = await lockMember(tx, photo.memberId);
        const [existing] = await tx
          .select({ n: count(), last: max(photos.position) })
          .from(photos)
          .where(eq(photos.memberId, photo.memberId));
        if ((existing?.n ?? 0) >= limit) return null;
        // A new photo goes last.
        const position = (existing?.last ?? -1) + 1;
        const [row] = await tx
          .insert(photos)
          .values({ ...photo, position })
          .returning();
        if (!row) throw new Error('photo insert returned nothing');
        if (member && member.mainPhotoId === null && !row.private) {
          // The member's first public photo is the main photo, so it goes first instead.
          const rest = (await orderOf(tx, photo.memberId)).filter((other) => other.id !== row.id);
          await writeOrder(tx, photo.memberId, [row, ...rest]);
          return { ...row, position: 0 };
        }
        return row;
      });
      cache?.forgetMember(photo.memberId);
      return added;
    },
    async takeUploadSlot(memberId, now, windowStart, max) {
      return db.transaction(async (tx): Promise<UploadSlot> => {
        await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
        await tx
          .delete(photoUploads)
          .where(and(eq(photoUploads.memberId, memberId), lte(photoUploads.createdAt, windowStart)));
        const [inWindow] = await tx
          .select({ n: count(), oldest: min(photoUploads.createdAt) })
          .from(photoUploads)
          .where(and(eq(photoUploads.memberId, memberId), gt(photoUploads.createdAt, windowStart)));
        if (inWindow && inWindow.n >= max && inWindow.oldest) {
          return { granted: false, oldestInWindow: inWindow.oldest };
        }
        await tx.insert(photoUploads).values({ memberId, createdAt: now });
        return { granted: true };
      });
    },
    async purgeUploadCounts(windowStart) {
      const rows = await db
        .delete(photoUploads)
        .where(lte(photoUploads.createdAt, windowStart))
        .returning({ id: photoUploads.id });
      return rows.length;
    },
  };
}
