/**
 * All SQL about discount codes: looking a site's code up (codes are stored upper case, so a lookup is
 * case-insensitive by upper-casing the input), the member's welcome code, and the code's uses. A use
 * (redemption) is written in the transaction that inserts the order using the code; the partial unique index
 * `discount_redemptions_once_idx` allows one unreleased use per code and member, so of two orders racing with
 * one code exactly one gets it. A use is released when its order fails or is cancelled (orders.ts).
 */
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { discountCodes, discountRedemptions } from '../schema.js';

export type DiscountCodeRecord = typeof discountCodes.$inferSelect;

export interface NewRedemption {
  codeId: number;
  memberId: number;
  orderId: number;
  at: Date;
}

export interface DiscountRepository {
  /** The site's code, matched case-insensitively; null when the site has none such. */
  byCode(siteId: number, code: string): Promise<DiscountCodeRecord | null>;
  byId(id: number): Promise<DiscountCodeRecord | null>;
  /** Whether the member holds an unreleased use of the code (an open or completed order with it). */
  isUsedBy(codeId: number, memberId: number): Promise<boolean>;
  /**
   * Records the use of the code by the order; false when the member holds an unreleased use of it already
   * (nothing written, the transaction stays usable). Call it in the transaction that inserts the order.
   */
  reserve(redemption: NewRedemption): Promise<boolean>;
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
    async reserve({ codeId, memberId, orderId, at }) {
      // ON CONFLICT DO NOTHING (no target: any unique index, the partial one included) leaves a PostgreSQL
      // transaction usable, unlike a caught unique violation; a concurrent insert is waited for.
      const rows = await db
        .insert(discountRedemptions)
        .values({ codeId, memberId, orderId, createdAt: at })
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
