/** All SQL about uploaded photos. */
import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { members, photos } from '../schema.js';
import type { SessionCache } from './session-cache.js';

export type PhotoRecord = typeof photos.$inferSelect;

/** What decides who may fetch a stored file: the photo behind the name and its owner. */
export interface PhotoFileAccess {
  memberId: number;
  siteId: number;
  private: boolean;
  main: boolean;
  /** The owner's account is pending deletion. */
  ownerDeleted: boolean;
}

/** Enough rows of a shared file to find one the viewer may see, few enough to stay cheap per request. */
const FILE_ACCESS_ROWS = 20;

export interface PhotoRepository {
  /**
   * The photos a stored file name (full image or thumbnail) belongs to, the most open first (a main image,
   * then public photos). A shared demo image belongs to thousands: the first FILE_ACCESS_ROWS decide.
   */
  fileAccess(name: string): Promise<PhotoFileAccess[]>;
  /** Marks one of the member's photos private or public; null when it is not theirs. */
  setPrivate(memberId: number, photoId: number, isPrivate: boolean): Promise<PhotoRecord | null>;
  countOf(memberId: number): Promise<number>;
  /** The member's photos, oldest first. */
  ofMember(memberId: number): Promise<PhotoRecord[]>;
  /**
   * Removes one of the member's photos (null when it is not theirs); when it was the main photo, the oldest
   * remaining photo becomes the main one.
   */
  remove(memberId: number, photoId: number): Promise<PhotoRecord | null>;
  byId(id: number): Promise<PhotoRecord | null>;
  /**
   * Adds the photo unless the member has `limit` photos already (null then); the member's first photo
   * becomes the main photo. The member row is locked, so concurrent uploads cannot pass the limit together.
   */
  add(
    photo: { memberId: number; filename: string; thumbFilename: string },
    limit: number,
  ): Promise<PhotoRecord | null>;
}

export function createPhotoRepository(db: AppDatabase, cache?: SessionCache): PhotoRepository {
  return {
    async fileAccess(name) {
      const rows = await db
        .select({
          memberId: photos.memberId,
          siteId: members.siteId,
          private: photos.private,
          photoId: photos.id,
          mainPhotoId: members.mainPhotoId,
          deletedAt: members.deletedAt,
        })
        .from(photos)
        .innerJoin(members, eq(members.id, photos.memberId))
        .where(or(eq(photos.filename, name), eq(photos.thumbFilename, name)))
        .orderBy(desc(sql`${photos.id} = ${members.mainPhotoId}`), asc(photos.private))
        .limit(FILE_ACCESS_ROWS);
      return rows.map((row) => ({
        memberId: row.memberId,
        siteId: row.siteId,
        private: row.private,
        main: row.photoId === row.mainPhotoId,
        ownerDeleted: row.deletedAt !== null,
      }));
    },
    async setPrivate(memberId, photoId, isPrivate) {
      const [row] = await db
        .update(photos)
        .set({ private: isPrivate })
        .where(and(eq(photos.id, photoId), eq(photos.memberId, memberId)))
        .returning();
      return row ?? null;
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
      return db.select().from(photos).where(eq(photos.memberId, memberId)).orderBy(asc(photos.id));
    },
    async remove(memberId, photoId) {
      const removed = await db.transaction(async (tx) => {
        const [member] = await tx
          .select({ mainPhotoId: members.mainPhotoId })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        const [row] = await tx
          .delete(photos)
          .where(and(eq(photos.id, photoId), eq(photos.memberId, memberId)))
          .returning();
        if (!row) return null;
        if (member?.mainPhotoId === photoId) {
          const [next] = await tx
            .select({ id: photos.id })
            .from(photos)
            .where(and(eq(photos.memberId, memberId), ne(photos.id, photoId)))
            .orderBy(asc(photos.id))
            .limit(1);
          await tx
            .update(members)
            .set({ mainPhotoId: next?.id ?? null })
            .where(eq(members.id, memberId));
        }
        return row;
      });
      if (removed) cache?.forgetMember(memberId);
      return removed;
    },
    async add(photo, limit) {
      const added = await db.transaction(async (tx) => {
        const [member] = await tx
          .select({ mainPhotoId: members.mainPhotoId })
          .from(members)
          .where(eq(members.id, photo.memberId))
          .for('update');
        const [existing] = await tx
          .select({ n: count() })
          .from(photos)
          .where(eq(photos.memberId, photo.memberId));
        if ((existing?.n ?? 0) >= limit) return null;
        const [row] = await tx.insert(photos).values(photo).returning();
        if (!row) throw new Error('photo insert returned nothing');
        if (member && member.mainPhotoId === null) {
          await tx.update(members).set({ mainPhotoId: row.id }).where(eq(members.id, photo.memberId));
        }
        return row;
      });
      cache?.forgetMember(photo.memberId);
      return added;
    },
  };
}
