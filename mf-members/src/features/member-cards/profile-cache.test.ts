/** @jest-environment node */
import { createStore } from 'jotai';
import { memberCard, memberProfile } from '../../test/members';
import { cachedProfilesAtom, PROFILE_CACHE_LIMIT, rememberProfilesAtom, toCard } from './profile-cache';

describe('profile cache', () => {
  it('keeps the newest card of each member', () => {
    const store = createStore();
    store.set(rememberProfilesAtom, [memberCard({ id: 1, name: 'Anna' }), memberCard({ id: 2 })]);
    store.set(rememberProfilesAtom, [memberCard({ id: 1, name: 'Anna B.' })]);
    expect(store.get(cachedProfilesAtom).get(1)?.name).toBe('Anna B.');
    expect(store.get(cachedProfilesAtom).size).toBe(2);
  });

  it('lets the oldest cards go beyond the limit', () => {
    const store = createStore();
    const cards = Array.from({ length: PROFILE_CACHE_LIMIT + 5 }, (_, index) =>
      memberCard({ id: index + 1 }),
    );
    store.set(rememberProfilesAtom, cards);
    const cache = store.get(cachedProfilesAtom);
    expect(cache.size).toBe(PROFILE_CACHE_LIMIT);
    expect(cache.has(1)).toBe(false);
    expect(cache.has(PROFILE_CACHE_LIMIT + 5)).toBe(true);
  });

  it('caches the card fields of a full profile only', () => {
    const card = toCard(memberProfile({ about_me: 'private enough' }));
    expect(card).toEqual(memberCard());
    expect(card).not.toHaveProperty('about_me');
  });
});
