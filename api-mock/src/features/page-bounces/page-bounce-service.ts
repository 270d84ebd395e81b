/**
 * Page bounces (SPEC section 2: query parameter lb turns page-bounce logging on). The client's beacon, sent
 * when a page becomes hidden, carries the lb value and the page's path; each one is a row for the site's
 * operators, with the member when the visitor is logged in on that site. Nothing about the visitor's address
 * or browser is kept. A beacon without lb records nothing (decision: the member's last activity is already
 * kept by the calls a member's page makes; a beacon is not proof of presence).
 */
import type { PageBounceCount, PageBounceRepository } from '../../db/repositories/page-bounces.js';

export interface PageBounceServiceDeps {
  bounces: PageBounceRepository;
  now: () => Date;
}

export interface PageBounce {
  siteId: number;
  memberId: number | null;
  lb: string;
  path: string;
}

/** Rows an operator's report lists at most (the most frequent first). */
export const PAGE_BOUNCE_REPORT_MAX = 1000;
/** The report's default period when `from` is not given. */
export const PAGE_BOUNCE_DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PageBounceReport {
  from: string;
  to: string;
  bounces: PageBounceCount[];
}

export interface PageBounceService {
  record(bounce: PageBounce): Promise<void>;
  /** The site's bounces in [from, to); `to` defaults to now, `from` to PAGE_BOUNCE_DEFAULT_DAYS before `to`. */
  report(siteId: number, period: { from?: Date; to?: Date }): Promise<PageBounceReport>;
}

export function createPageBounceService({ bounces, now }: PageBounceServiceDeps): PageBounceService {
  return {
    async record(bounce) {
      await bounces.insert({ ...bounce, createdAt: now() });
    },

    async report(siteId, period) {
      const to = period.to ?? now();
      const from = period.from ?? new Date(to.getTime() - PAGE_BOUNCE_DEFAULT_DAYS * DAY_MS);
      const rows = to > from ? await bounces.countsOfSite(siteId, from, to, PAGE_BOUNCE_REPORT_MAX) : [];
      return { from: from.toISOString(), to: to.toISOString(), bounces: rows };
    },
  };
}
