import { CREDITS_BADGE_THRESHOLD } from 'shared-ui/kernel';

export type CreditsBadge = { tone: 'warning' | 'danger'; count: number } | null;

/**
 * The Credits item shows the number of credits when there are
 * CREDITS_BADGE_THRESHOLD (10) or fewer: warning colour above 0, danger colour at 0.
 */
export function creditsBadge(credits: number): CreditsBadge {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  const count = Math.max(0, Math.floor(credits));
  return { tone: count > 0 ? 'warning' : 'danger', count };
}
