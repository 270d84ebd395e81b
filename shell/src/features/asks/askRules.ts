/**
 * The promos and asks that may sit above a page's content, most important first. Only one is shown at a
 * time (the offline banner is a status, not an ask, and is always shown besides):
 * 1. the activation reminder: without a confirmed address the member is invisible to others (SPEC);
 * 2. the push ask: it comes only at a moment of value (a first match or a first message) and only once;
 * 3. the welcome-bonus banner: its offer ends 4 hours after signup, so it cannot wait;
 * 4. the enrich-profile tip: it keeps until the bonus is over.
 */
export const ASK_PRIORITY = ['activation', 'push', 'timeBonus', 'enrichProfile'] as const;

export type AskName = (typeof ASK_PRIORITY)[number];

export type AskEligibility = Record<AskName, boolean>;

/** The ask a page shows: the first eligible one in ASK_PRIORITY, or none. */
export function chooseAsk(eligible: AskEligibility): AskName | null {
  return ASK_PRIORITY.find((name) => eligible[name]) ?? null;
}

/**
 * What the slot shows now. The choice is made once, when the page first paints (`chosen`): an ask that
 * becomes due later (data that arrives after the first paint) waits for the next page, so nothing is ever
 * inserted above content that is already on screen. The chosen ask stays while it is still due; once it is
 * answered, dismissed or over, the slot closes for this page rather than putting up the next ask at once.
 */
export function askToShow(chosen: AskName | null, eligible: AskEligibility): AskName | null {
  return chosen !== null && eligible[chosen] ? chosen : null;
}
