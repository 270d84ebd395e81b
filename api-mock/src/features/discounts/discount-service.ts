/**
 * GET /api/discountcode.php: a code looked up by the member (`code`), or their welcome code (`welcome`).
 * The lookup shows a code with its state (`expired`, `status`, `validity`); whether it discounts a purchase
 * is the order's decision (pricing.ts), which refuses what does not apply.
 */
import { type DiscountCode } from 'contract';
import type { DiscountRepository, MemberRecord } from '../../db/repositories/index.js';
import { codeNotFound, codeUsed, discountCodeView, isExpired, isVisibleTo } from './discount-rules.js';

export interface DiscountServiceDeps {
  discounts: Pick<DiscountRepository, 'byCode' | 'isUsedBy' | 'welcomeCode'>;
  now: () => Date;
}

export function createDiscountService({ discounts, now }: DiscountServiceDeps) {
  return {
    /**
     * The site's code for the member: 404 'Code not found' (unknown, or another member's), 409 'Code already
     * used' (the member spent it: a completed payment with it); else the code.
     */
    async lookup(
      member: MemberRecord,
      siteId: number,
      typed: string,
    ): Promise<{ discountcode: DiscountCode }> {
      const code = await discounts.byCode(siteId, typed);
      if (!code || !isVisibleTo(code, member)) throw codeNotFound();
      if (await discounts.isUsedBy(code.id, member.id)) throw codeUsed();
      return { discountcode: discountCodeView(code, member, now()) };
    },

    /**
     * The member's newest welcome code valid for them now; null when there is none (a member who paid, or
     * whose offer ran out): an answer, not an error, so the offer pages have nothing to report.
     */
    async welcome(member: MemberRecord, siteId: number): Promise<{ discountcode: DiscountCode | null }> {
      const at = now();
      const code = await discounts.welcomeCode(siteId, member.id, at);
      if (!code || isExpired(code, member, at)) return { discountcode: null };
      return { discountcode: discountCodeView(code, member, at) };
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
