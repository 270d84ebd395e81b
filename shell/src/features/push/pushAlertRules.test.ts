import type { ChatsResponse, LikesResponse } from 'shared-ui/kernel';
import { userFixture } from '../../test/fixtures';
import { hasMomentOfValue, isStoredMomentFor, shouldShowPushAlert } from './pushAlertRules';

const likes = (profiles: number[], likedBy: number[]): LikesResponse => ({
  profiles,
  liked_by: likedBy.map((id) => ({ id, like_new: true })),
});

const chats = (lastMessages: Array<object | null>): ChatsResponse =>
  ({
    chats: lastMessages.map((last_message, index) => ({ conversation: index + 1, last_message })),
    total_unread_messages: 0,
  }) as unknown as ChatsResponse;

describe('the moment the push ask waits for', () => {
  it('is not there for likes one way only, or for empty conversations', () => {
    expect(hasMomentOfValue(likes([1, 2], [3]), chats([null]))).toBe(false);
    expect(hasMomentOfValue(undefined, undefined)).toBe(false);
  });

  it('comes with a first match: someone the member liked liked the member back', () => {
    expect(hasMomentOfValue(likes([1, 2], [2]), undefined)).toBe(true);
  });

  it('comes with a first message, sent or received', () => {
    expect(hasMomentOfValue(undefined, chats([null, { id: 1 }]))).toBe(true);
  });

  it('stored on this device, counts for the member it was stored for only', () => {
    const member = userFixture();
    expect(isStoredMomentFor(String(member.profile.id), member)).toBe(true);
    expect(isStoredMomentFor(String(member.profile.id + 1), member)).toBe(false);
    expect(isStoredMomentFor(String(member.profile.id), null)).toBe(false);
  });
});

describe('when the push ask is shown', () => {
  const due = {
    user: userFixture(),
    state: 'default' as const,
    routeName: 'members',
    answered: false,
    momentOfValue: true,
  };

  it('after the moment of value, on a members-area page, to a browser that can subscribe', () => {
    expect(shouldShowPushAlert(due)).toBe(true);
  });

  it('never before the moment of value', () => {
    expect(shouldShowPushAlert({ ...due, momentOfValue: false })).toBe(false);
  });

  it('never again once answered "Not now" (here or in the signup), however long ago', () => {
    expect(shouldShowPushAlert({ ...due, answered: true })).toBe(false);
  });

  it('not to subscribed, refused or incapable browsers, nor while the state is read', () => {
    for (const state of ['subscribed', 'denied', 'unsupported', undefined] as const) {
      expect(shouldShowPushAlert({ ...due, state })).toBe(false);
    }
  });

  it('not outside the members area, and not to visitors', () => {
    expect(shouldShowPushAlert({ ...due, routeName: 'notifications' })).toBe(false);
    expect(shouldShowPushAlert({ ...due, user: null })).toBe(false);
  });
});
