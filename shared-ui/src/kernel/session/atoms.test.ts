/** @jest-environment node */
import { createStore } from 'jotai';
import type { User } from 'contract';
import { BADGE_CAP } from 'contract/constants';
import { badgeText, creditsAtom, isLoggedInAtom, userAtom } from './atoms';

describe('badgeText', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [101, '99+'],
    [10_000, '99+'],
  ])('shows %i as %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it('caps exactly at the product threshold', () => {
    expect(BADGE_CAP).toBe(100);
    expect(badgeText(BADGE_CAP - 1)).toBe(String(BADGE_CAP - 1));
    expect(badgeText(BADGE_CAP)).toBe('99+');
  });
});

describe('session atoms', () => {
  // Only the fields these derived atoms read; the rest of a user does not matter here.
  const user = { credits: 7, paid_user: true } as User;

  it('derives logged-in state and credits from the user', () => {
    const store = createStore();
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(creditsAtom)).toBe(0);

    store.set(userAtom, user);
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(creditsAtom)).toBe(7);

    store.set(userAtom, null);
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(creditsAtom)).toBe(0);
  });
});
