import { useAtomValue } from 'jotai';
import { CREDITS_BADGE_THRESHOLD } from 'contract/constants';
import { userAtom } from '../session/atoms';
import { useCreditsCount, useNewLikesCount, useUnreadMessagesCount } from '../queries/counts';
import type { BadgeSourceName } from './types';

/** What a navigation item's badge shows: a count, or a count with a warning tone. */
export type BadgeValue =
  | { kind: 'count'; count: number }
  | { kind: 'alert'; count: number; tone: 'warning' | 'danger' }
  | null;

/**
 * Credits are shown when there are CREDITS_BADGE_THRESHOLD or fewer: warning tone above 0, danger at 0.
 * Only paying members have credits to count.
 */
export function creditsBadge(credits: number): BadgeValue {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  const count = Math.max(0, Math.floor(credits));
  return { kind: 'alert', tone: count > 0 ? 'warning' : 'danger', count };
}

function useUnreadMessages(): BadgeValue {
  return { kind: 'count', count: useUnreadMessagesCount() };
}

function useNewLikes(): BadgeValue {
  return { kind: 'count', count: useNewLikesCount() };
}

function useCredits(): BadgeValue {
  const paid = useAtomValue(userAtom)?.paid_user ?? false;
  const credits = useCreditsCount();
  return paid ? creditsBadge(credits) : null;
}

/**
 * The badge sources navigation items name. The one place that decides where each count comes from:
 * swapping a source's implementation changes every item that shows it.
 */
export const badgeSources: Record<BadgeSourceName, () => BadgeValue> = {
  unreadMessages: useUnreadMessages,
  newLikes: useNewLikes,
  credits: useCredits,
};
