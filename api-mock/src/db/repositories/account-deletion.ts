/**
 * All SQL of account deletion: marking an account pending deletion, restoring it, and erasing its personal data
 * once the reactivation window has passed. The member row itself always stays: orders, the credit ledger and
 * payment records reference it and must be kept (anonymised) for the books.
 */
import { and, desc, eq, gt, isNotNull, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import {
  blocks,
  conversationStarts,
  directDebitRequests,
  discountCodes,
  likes,
  loginClients,
  loginFailures,
  mailOutbox,
  members,
  messages,
  oneTimeTokens,
  photoUploads,
  photos,
  pushSubscriptions,
  sessions,
  swipeDays,
  swipePasses,
} from '../schema.js';
import type { DiscountCodeRecord } from './discounts.js';
import { lockFor } from './locks.js';
import type { SessionCache } from './session-cache.js';

/** The offer to stay is a personal code starting with this (upper case, as every code is stored). */
export const STAY_CODE_PREFIX = 'STAY';

/** What an erasure leaves behind that lives outside the database: the files to remove. */
export interface ErasedFiles {
  photoFiles: string[];
  attachmentKeys: string[];
}

/** The name an erased member's row keeps (the other side of a conversation or an order shows it). */
export const ERASED_MEMBER_NAME = 'Deleted member';
/** A unique stand-in for an erased address: no '@', so it is no address anyone can sign up or log in with. */
export const erasedEmailOf = (memberId: number) => `erased-member-${memberId}`;
/** No scrypt hash: no password ever verifies against it. */
const ERASED_PASSWORD_HASH = 'erased';

export interface AccountDeletionRepository {
  /**
   * Marks the member pending deletion and ends every session; false when the account was already deleted (a
   * parallel request won), so only one deletion mails its link.
   */
  markDeleted(
    memberId: number,
    deletion: { reason: string; remarks: string | null; at: Date },
  ): Promise<boolean>;
  /** Clears the pending deletion of a member not yet erased; false when there is none to clear. */
  restore(memberId: number): Promise<boolean>;
  /** The member of the site with this address (deleted ones included), for customer service. */
  byEmail(
    siteId: number,
    email: string,
  ): Promise<{ id: number; deletedAt: Date | null; erasedAt: Date | null } | null>;
  /**
   * The member's personal code offered to stay: the one given before while it is valid, else a new one with
   * `code`, `percentage` and `expiresAt`. Under the member's lock, so a double click gives one code.
   */
  stayCode(offer: {
    siteId: number;
    memberId: number;
    code: string;
    percentage: number;
    now: Date;
    expiresAt: Date;
  }): Promise<DiscountCodeRecord>;
  /** Members deleted at or before `before` and not yet erased, oldest first. */
  dueForErasure(before: Date, limit: number): Promise<number[]>;
  /**
   * Erases the member's personal data if they are still deleted at or before `before` (a reactivation in
   * between wins): profile, photos, links, sessions, likes, blocks, swipe history, the texts and photos they
   * sent; the row stays with a placeholder address and name. Null when nothing was erased; else the files to
   * remove once the transaction committed.
   */
  erase(memberId: number, before: Date, at: Date): Promise<ErasedFiles | null>;
}

export function createAccountDeletionRepository(
  db: AppDatabase,
  cache?: SessionCache,
): AccountDeletionRepository {
  return {
    async markDeleted(memberId, { reason, remarks, at }) {
      const marked = await db
        .update(members)
        .set({ deletedAt: at, deleteReason: reason, deleteRemarks: remarks })
        .where(and(eq(members.id, memberId), isNull(members.deletedAt)))
        .returning({ id: members.id });
      if (marked.length === 0) return false;
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
      // No push reaches an account pending deletion; a reactivation starts with a new login and subscription.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
      await cache?.forgetMember(memberId);
      return true;
    },

    async restore(memberId) {
      const restored = await db
        .update(members)
        .set({ deletedAt: null, deleteReason: null, deleteRemarks: null })
        .where(and(eq(members.id, memberId), isNotNull(members.deletedAt), isNull(members.erasedAt)))
        .returning({ id: members.id });
      await cache?.forgetMember(memberId);
      return restored.length > 0;
    },

    async byEmail(siteId, email) {
      const [row] = await db
        .select({ id: members.id, deletedAt: members.deletedAt, erasedAt: members.erasedAt })
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.email, email)));
      return row ?? null;
    },

    async stayCode({ siteId, memberId, code, percentage, now, expiresAt }) {
      await lockFor(db, 'stay-code', memberId);
      const [existing] = await db
        .select()
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.siteId, siteId),
            eq(discountCodes.memberId, memberId),
            like(discountCodes.code, `${STAY_CODE_PREFIX}%`),
            eq(discountCodes.status, 'active'),
            gt(discountCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(discountCodes.id))
        .limit(1);
      if (existing) return existing;
      const [created] = await db
        .insert(discountCodes)
        .values({ siteId, memberId, code, valuePercentage: percentage, expiresAt, createdAt: now })
        .returning();
      if (!created) throw new Error('the stay code was not stored');
      return created;
    },

    async dueForErasure(before, limit) {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(lte(members.deletedAt, before), isNull(members.erasedAt)))
        .orderBy(members.deletedAt, members.id)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async erase(memberId, before, at) {
      const [previous] = await db
        .select({ siteId: members.siteId, email: members.email })
        .from(members)
        .where(eq(members.id, memberId));
      if (!previous) return null;
      // The conditional update locks the row: a reactivation racing with it waits, then finds it erased
      // (or it came first and this erases nothing).
      const [member] = await db
        .update(members)
        .set({
          email: erasedEmailOf(memberId),
          passwordHash: ERASED_PASSWORD_HASH,
          name: ERASED_MEMBER_NAME,
          erasedAt: at,
          deleteRemarks: null,
          profileStatus: 'disabled',
          invisible: true,
          tracking: {},
          referrerMemberId: null,
          notificationsDisabled: [],
          emailPreferences: {},
          pushPreferences: {},
          gender: null,
          sexuality: null,
          dateOfBirth: '',
          region: null,
          city: null,
          aboutMe: null,
          interests: [],
          hairColor: null,
          eyeColor: null,
          bodyType: null,
          relationshipStatus: null,
          tattoos: null,
          signupReason: null,
          signupMessage: null,
          mainPhotoId: null,
          // A fresh code: the old invite link must not lead anywhere.
          inviteCode: sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)`,
        })
        .where(and(eq(members.id, memberId), lte(members.deletedAt, before), isNull(members.erasedAt)))
        .returning({ id: members.id });
      if (!member) return null;
      const removedPhotos = await db
        .delete(photos)
        .where(eq(photos.memberId, memberId))
        .returning({ filename: photos.filename, thumbFilename: photos.thumbFilename });
      await db.delete(photoUploads).where(eq(photoUploads.memberId, memberId));
      await db.delete(oneTimeTokens).where(eq(oneTimeTokens.memberId, memberId));
      await db.delete(sessions).where(eq(sessions.memberId, memberId));
      await db.delete(loginClients).where(eq(loginClients.memberId, memberId));
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.siteId, previous.siteId), eq(loginFailures.email, previous.email)));
      // The development outbox (no production database has rows there).
      await db.delete(mailOutbox).where(eq(mailOutbox.to, previous.email));
      await db.delete(likes).where(or(eq(likes.likerId, memberId), eq(likes.likedId, memberId)));
      await db.delete(blocks).where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
      // Whom they wrote first; the starts of others with them stay, counted against those members' limit.
      await db.delete(conversationStarts).where(eq(conversationStarts.memberId, memberId));
      await db.delete(swipeDays).where(eq(swipeDays.memberId, memberId));
      await db
        .delete(swipePasses)
        .where(or(eq(swipePasses.memberId, memberId), eq(swipePasses.profileId, memberId)));
      // Personal codes (the offer to stay) never used: nothing in the books refers to them.
      await db
        .delete(discountCodes)
        .where(
          and(
            eq(discountCodes.memberId, memberId),
            sql`not exists (select 1 from discount_redemptions r where r.code_id = ${discountCodes.id})`,
          ),
        );
      // A mandate that led to an order stays (it is that payment's record); unconfirmed requests go.
      await db
        .delete(directDebitRequests)
        .where(and(eq(directDebitRequests.memberId, memberId), ne(directDebitRequests.status, 'confirmed')));
      // What they wrote is theirs: the rows stay (the other member's conversation and the ledger's
      // 'message:<id>' entries point at them), their text and photos go.
      const attachments = await db
        .select({ key: messages.attachmentKey })
        .from(messages)
        .where(and(eq(messages.senderId, memberId), isNotNull(messages.attachmentKey)));
      await db
        .update(messages)
        .set({ body: '', attachmentKey: null, attachmentWidth: null, attachmentHeight: null })
        .where(eq(messages.senderId, memberId));
      await cache?.forgetMember(memberId);
      return {
        photoFiles: removedPhotos.flatMap((photo) => [photo.filename, photo.thumbFilename]),
        attachmentKeys: attachments.flatMap((row) => (row.key ? [row.key] : [])),
      };
    },
  };
}
