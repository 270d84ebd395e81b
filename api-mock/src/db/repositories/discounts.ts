/**
 * All SQL about discount codes: looking a site's code up (codes are stored upper case, so a lookup is
 * case-insensitive by upper-casing the input), the member's welcome code, and the code's uses. A use
 * (redemption) is written in the transaction that settles an order with the code as completed: only a payment
 * spends a code, an open checkout holds nothing. The partial unique index `discount_redemptions_once_idx`
 * allows one unreleased use per code and member, so of two payments completing with one code exactly one
 * records the use.
 */
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { discountCodes, discountRedemptions } from '../schema.js';

export type DiscountCodeRecord = typeof discountCodes.$inferSelect;

export interface NewRedemption {
  siteId: number;
  /** The code as the order recorded it (upper case). */
  code: string;
  memberId: number;
  orderId: number;
  at: Date;
}

export interface DiscountRepository {
  /** The site's code, matched case-insensitively; null when the site has none such. */
  byCode(siteId: number, code: string): Promise<DiscountCodeRecord | null>;
  byId(id: number): Promise<DiscountCodeRecord | null>;
  /** Whether the member spent the code (a completed payment with it). */
  isUsedBy(codeId: number, memberId: number): Promise<boolean>;
  /**
   * Records that the order's completed payment spent the code; false when the member spent it already with
   * another order, or the site has no such code (nothing written, the transaction stays usable). Call it in
   * the transaction that settles the order as completed.
   */
  spend(redemption: NewRedemption): Promise<boolean>;
  /**
   * The member's newest active welcome code: one of theirs (member_id) or one of the whole site, not expired
   * at `now`. Codes the member has used are skipped.
   */
  welcomeCode(siteId: number, memberId: number, now: Date): Promise<DiscountCodeRecord | null>;
}

export function createDiscountRepository(db: AppDatabase): DiscountRepository {
  return {
    async byCode(siteId, code) {
      const [row] = await db
        .select()
        .from(discountCodes)
        .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, code.trim().toUpperCase())));
      return row ?? null;
    },
    async byId(id) {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
      return row ?? null;
    },
    async isUsedBy(codeId, memberId) {
      const [row] = await db
        .select({ id: discountRedemptions.id })
        .from(discountRedemptions)
        .where(
          and(
            eq(discountRedemptions.codeId, codeId),
            eq(discountRedemptions.memberId, memberId),
            isNull(discountRedemptions.releasedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async spend({ siteId, code, memberId, orderId, at }) {
      const [row] = await db
        .select({ id: discountCodes.id })
        .from(discountCodes)
        .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, code)));
      if (!row) return false;
      // ON CONFLICT DO NOTHING (no target: any unique index, the partial one included) leaves a PostgreSQL
      // transaction usable, unlike a caught unique violation; a concurrent insert is waited for.
      const rows = await db
        .insert(discountRedemptions)
        .values({ codeId: row.id, memberId, orderId, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: discountRedemptions.id });
      return rows.length > 0;
    },
    async welcomeCode(siteId, memberId, now) {
      const rows = await db
        .select({ code: discountCodes, used: discountRedemptions.id })
        .from(discountCodes)
        .leftJoin(
          discountRedemptions,
          and(
            eq(discountRedemptions.codeId, discountCodes.id),
            eq(discountRedemptions.memberId, memberId),
            isNull(discountRedemptions.releasedAt),
          ),
        )
        .where(
          and(
            eq(discountCodes.siteId, siteId),
            eq(discountCodes.welcome, true),
            eq(discountCodes.status, 'active'),
            or(isNull(discountCodes.memberId), eq(discountCodes.memberId, memberId)),
            or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, now)),
          ),
        )
        .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
        .limit(20);
      return rows.find((row) => row.used === null)?.code ?? null;
    },
  };
}
