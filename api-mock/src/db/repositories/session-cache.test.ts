/** @jest-environment node */
import type { MemberRecord } from './members.js';
import { SESSION_CACHE_TTL_MS, SessionCache, type SharedSessionVersions } from './session-cache.js';

const entry = (sessionId: number, memberId: number) => ({
  session: { id: sessionId, memberId, lastSeenAt: new Date(0), expiresAt: new Date(1e13) },
  member: { id: memberId } as MemberRecord,
});

/** Versions held in one map, as Redis holds them for every instance; `down` makes every call fail. */
function sharedVersions() {
  const versions = new Map<string, number>();
  const state = { down: false };
  const bump = async (key: string) => {
    if (state.down) throw new Error('unreachable');
    versions.set(key, (versions.get(key) ?? 0) + 1);
  };
  const shared: SharedSessionVersions = {
    async read(sessionId, memberId) {
      if (state.down) throw new Error('unreachable');
      return `${versions.get(`m${memberId}`) ?? 0}/${versions.get(`s${sessionId}`) ?? 0}`;
    },
    changeMember: (memberId) => bump(`m${memberId}`),
    changeSession: (sessionId) => bump(`s${sessionId}`),
  };
  return { shared, state };
}

describe('SessionCache', () => {
  it('keeps entries for at most the TTL', async () => {
    let now = 0;
    const cache = new SessionCache(() => now);
    await cache.set('a', entry(1, 10));
    now = SESSION_CACHE_TTL_MS - 1;
    expect((await cache.get('a'))?.session.id).toBe(1);
    now = SESSION_CACHE_TTL_MS;
    expect(await cache.get('a')).toBeUndefined();
  });

  it('forgets by session and by member', async () => {
    const cache = new SessionCache(() => 0);
    await cache.set('a', entry(1, 10));
    await cache.set('b', entry(2, 10));
    await cache.set('c', entry(3, 11));
    await cache.forgetSession(1);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBeDefined();
    await cache.forgetMember(10);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBeDefined();
  });

  it('stops serving an entry on every instance once another instance forgets its session or member', async () => {
    const { shared } = sharedVersions();
    const [first, second] = [new SessionCache(() => 0), new SessionCache(() => 0)];
    first.shareThrough(shared);
    second.shareThrough(shared);
    await first.set('a', entry(1, 10));
    await first.set('b', entry(2, 10));
    await first.set('c', entry(3, 11));
    expect(await first.get('a')).toBeDefined();

    await second.forgetSession(1);
    expect(await first.get('a')).toBeUndefined();
    expect(await first.get('b')).toBeDefined();
    await second.forgetMember(10);
    expect(await first.get('b')).toBeUndefined();
    expect(await first.get('c')).toBeDefined();
  });

  it('serves nothing while the shared versions cannot be read, and caches again once they can', async () => {
    const { shared, state } = sharedVersions();
    const cache = new SessionCache(() => 0);
    cache.shareThrough(shared);
    await cache.set('a', entry(1, 10));
    state.down = true;
    expect(await cache.get('a')).toBeUndefined();
    await cache.set('b', entry(2, 11));
    await expect(cache.forgetMember(12)).resolves.toBeUndefined();
    state.down = false;
    expect(await cache.get('b')).toBeUndefined();
    await cache.set('b', entry(2, 11));
    expect(await cache.get('b')).toBeDefined();
  });

  it('does not store a lookup whose versions were still being read when a forget came in', async () => {
    const { shared } = sharedVersions();
    let release: () => void = () => undefined;
    let held = false;
    const cache = new SessionCache(() => 0);
    cache.shareThrough({
      ...shared,
      // The first read waits until released; later ones answer at once.
      read: async (sessionId, memberId) => {
        if (!held) {
          held = true;
          await new Promise<void>((resolve) => (release = resolve));
        }
        return shared.read(sessionId, memberId);
      },
    });
    const storing = cache.set('a', entry(1, 10));
    await cache.forgetMember(10);
    release();
    await storing;
    expect(await cache.get('a')).toBeUndefined();
    await cache.set('a', entry(1, 10));
    expect(await cache.get('a')).toBeDefined();
  });
});
