import {
  isPushCapable,
  type ChatsResponse,
  type LikesResponse,
  type PushState,
  type User,
} from 'shared-ui/kernel';
import { isMembersArea } from '../time-bonus/timeBonusRules';

/**
 * Set once the member has had a moment of value (a first match or a first message), with the member's
 * id: a page that opens before the likes and chats have loaded (a reload) knows at its first paint that
 * the ask is due, so it never inserts the ask above content that is already on screen.
 */
export const PUSH_ASK_DUE_KEY = 'push_ask_due';

/** A match: someone the member liked has liked the member too. */
export function hasMatch(likes: LikesResponse | undefined): boolean {
  if (!likes) return false;
  const liked = new Set(likes.profiles);
  return likes.liked_by.some((like) => liked.has(like.id));
}

/** A conversation with at least one message in it, sent or received. */
export function hasMessage(chats: ChatsResponse | undefined): boolean {
  return chats?.chats.some((chat) => chat.last_message !== null) ?? false;
}

/** The moment the push ask waits for: the member now has something worth being told about. */
export function hasMomentOfValue(
  likes: LikesResponse | undefined,
  chats: ChatsResponse | undefined,
): boolean {
  return hasMatch(likes) || hasMessage(chats);
}

/** The stored moment counts for the member it was stored for (not for another account on the device). */
export function isStoredMomentFor(stored: string | null, user: User | null): boolean {
  return user !== null && stored === String(user.profile.id);
}

/**
 * The push ask: a logged-in member on the members-area pages, after a first match or a first message,
 * while this browser can take pushes and is not subscribed. Not once the member answered it ("Not now"
 * here or in the signup's push step: PUSH_ASK_HIDE_KEY, which keeps it hidden for good, as the SPEC's
 * dismissible alerts stay hidden), not once the browser's prompt was refused, not in a browser without
 * push, and not while the state is still being read.
 */
export function shouldShowPushAlert(options: {
  user: User | null;
  state: PushState | undefined;
  routeName: string | undefined;
  answered: boolean;
  momentOfValue: boolean;
}): boolean {
  const { user, state, routeName, answered, momentOfValue } = options;
  return user !== null && !answered && momentOfValue && state === 'default' && isMembersArea(routeName);
}

/**
 * This browser's push state as far as it is known without waiting: a browser that can take pushes and
 * whose permission was never asked cannot be subscribed. Anything else waits for the real state.
 */
export function pushStateKnownAtOnce(): PushState | undefined {
  if (!isPushCapable()) return 'unsupported';
  return Notification.permission === 'default' ? 'default' : undefined;
}
