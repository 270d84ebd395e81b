/** All SQL about uploaded photos. */
import { count, eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { members, photos } from '../schema.js';
import type { SessionCache } from './session-cache.js';

export type PhotoRecord = typeof photos.$inferSelect;

export interface PhotoRepository {
  countOf(memberId: number): Promise<number>;
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
    async countOf(memberId) {
      const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.memberId, memberId));
      return row?.n ?? 0;
    },
    async byId(id) {
      const [row] = await db.select().from(photos).where(eq(photos.id, id));
      return row ?? null;
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
