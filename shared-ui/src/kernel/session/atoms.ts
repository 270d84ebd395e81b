import { atom } from 'jotai';
import type { Settings, User } from 'contract';
import { BADGE_CAP, type Language } from 'contract/constants';

/** Site settings for the current domain; loaded by the shell before anything renders. */
export const settingsAtom = atom<Settings | null>(null);
/** The logged-in user, or null when logged out. */
export const userAtom = atom<User | null>(null);
export const isLoggedInAtom = atom((get) => get(userAtom) !== null);
export const localeAtom = atom<Language>('en');
export const creditsAtom = atom((get) => get(userAtom)?.credits ?? 0);
/** Welcome time bonus: seconds left, or null when inactive. Loaded at login, cleared at logout. */
export const timeBonusAtom = atom<{ isVisible: boolean; secondsLeft: number } | null>(null);
/** The remote-facing way to open the signup (modal on desktop, page on smartphones). */
export const signupRequestAtom = atom<{ memberId?: number } | null>(null);

/** '99+' from 100 on. */
export function badgeText(count: number): string {
  return count >= BADGE_CAP ? '99+' : String(count);
}
