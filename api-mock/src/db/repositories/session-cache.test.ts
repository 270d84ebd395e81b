/** @jest-environment node */
import type { MemberRecord } from './members.js';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache.js';

const entry = (sessionId: number, memberId: number) => ({
  session: { id: sessionId, memberId, lastSeenAt: new Date(0), expiresAt: new Date(1e13) },
  member: { id: memberId } as MemberRecord,
});

describe('SessionCache', () => {
  it('keeps entries for at most the TTL', () => {
    let now = 0;
    const cache = new SessionCache(() => now);
    cache.set('a', entry(1, 10));
    now = SESSION_CACHE_TTL_MS - 1;
    expect(cache.get('a')?.session.id).toBe(1);
    now = SESSION_CACHE_TTL_MS;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets by session and by member', () => {
    const cache = new SessionCache(() => 0);
    cache.set('a', entry(1, 10));
    cache.set('b', entry(2, 10));
    cache.set('c', entry(3, 11));
    cache.forgetSession(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.forgetMember(10);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});
