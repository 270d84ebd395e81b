/** All SQL about members (accounts and their profiles). */
import type { Moderation } from 'contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { members } from '../schema.js';
import { isUniqueViolation } from './errors.js';
import type { SessionCache } from './session-cache.js';

export type MemberRecord = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
/** Columns a member may change on their own profile. */
export type MemberProfileChanges = Partial<
  Pick<
    MemberRecord,
    | 'name'
    | 'dateOfBirth'
    | 'gender'
    | 'sexuality'
    | 'country'
    | 'region'
    | 'city'
    | 'hairColor'
    | 'eyeColor'
    | 'bodyType'
    | 'relationshipStatus'
    | 'tattoos'
    | 'interests'
    | 'signupReason'
    | 'aboutMe'
    | 'language'
    | 'invisible'
  >
>;

export interface MemberRepository {
  byId(id: number): Promise<MemberRecord | null>;
  /** The row, locked until the transaction ends (call inside one): changes judged on it cannot interleave. */
  byIdForUpdate(id: number): Promise<MemberRecord | null>;
  /** `email` must be lower-cased already. */
  byEmail(siteId: number, email: string): Promise<MemberRecord | null>;
  /** The member of the site whose invite link carries this code (not a deleted one). */
  byInviteCode(siteId: number, code: string): Promise<MemberRecord | null>;
  /** Null when the address is taken on the site (unique constraint). */
  create(member: NewMember): Promise<MemberRecord | null>;
  update(id: number, changes: MemberProfileChanges): Promise<MemberRecord | null>;
  /** Confirms the e-mail address; the profile, hidden until then, becomes visible. */
  confirm(id: number): Promise<void>;
  /** An operator's restriction after a report: the profile hidden from everyone (see schema's moderation). */
  restrict(id: number, moderation: Moderation): Promise<void>;
  /**
   * Lifts the restriction `from` (false when the member's restriction is another one or none by now); the
   * profile is visible again when the address is confirmed and the account not deleted.
   */
  lift(id: number, from: Moderation): Promise<boolean>;
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
  /** False when the address is taken on the site meanwhile. */
  setEmail(id: number, email: string): Promise<boolean>;
}

/** `cache`: the session memo whose entries of a member every write here drops. */
export function createMemberRepository(db: AppDatabase, cache?: SessionCache): MemberRepository {
  return {
    async byId(id) {
      const [row] = await db.select().from(members).where(eq(members.id, id));
      return row ?? null;
    },
    async byIdForUpdate(id) {
      const [row] = await db.select().from(members).where(eq(members.id, id)).for('update');
      return row ?? null;
    },
    async byEmail(siteId, email) {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.email, email)));
      return row ?? null;
    },
    async byInviteCode(siteId, code) {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.inviteCode, code), isNull(members.deletedAt)));
      return row ?? null;
    },
    async create(member) {
      try {
        const [row] = await db.insert(members).values(member).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async update(id, changes) {
      if (Object.keys(changes).length === 0) return this.byId(id);
      const [row] = await db.update(members).set(changes).where(eq(members.id, id)).returning();
      cache?.forgetMember(id);
      return row ?? null;
    },
    async confirm(id) {
      await db
        .update(members)
        // An operator's restriction (moderation, after a report) keeps the profile hidden.
        .set({
          status: 'confirmed',
          profileStatus: sql`case when ${members.moderation} is null then 'active' else ${members.profileStatus} end`,
        })
        .where(and(eq(members.id, id), isNull(members.deletedAt)));
      cache?.forgetMember(id);
    },
    async restrict(id, moderation) {
      await db.update(members).set({ moderation, profileStatus: 'disabled' }).where(eq(members.id, id));
      cache?.forgetMember(id);
    },
    async lift(id, from) {
      const rows = await db
        .update(members)
        .set({
          moderation: null,
          profileStatus: sql`case when ${members.status} = 'confirmed' and ${members.deletedAt} is null then 'active' else ${members.profileStatus} end`,
        })
        .where(and(eq(members.id, id), eq(members.moderation, from)))
        .returning({ id: members.id });
      cache?.forgetMember(id);
      return rows.length > 0;
    },
    async setPasswordHash(id, passwordHash) {
      await db.update(members).set({ passwordHash }).where(eq(members.id, id));
      cache?.forgetMember(id);
    },
    async setEmail(id, email) {
      try {
        await db.update(members).set({ email: email.toLowerCase() }).where(eq(members.id, id));
        cache?.forgetMember(id);
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}
