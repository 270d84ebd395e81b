/**
 * The landers of this remote and the few product constants they need. No kernel code is imported at run
 * time: the federated build shares nothing, so it neither needs nor loads React or the kernel.
 */
import type { Language } from 'contract/constants';

/** The federation name: every page this remote renders carries it as `data-lander-remote`. */
export const REMOTE_NAME = 'mf_landers_plain';

export const LANDERS = ['adultonly', 'tinderswipe', 'whoneedsstrings'] as const;
export type LanderName = (typeof LANDERS)[number];

export const isLander = (name: string): name is LanderName => (LANDERS as readonly string[]).includes(name);

/** The site's languages and its default (contract's LANGUAGES and DEFAULT_LOCALE; a test keeps them equal). */
export const LANGUAGES: readonly Language[] = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'];
export const DEFAULT_LOCALE: Language = 'en';
export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** What the site shows when a site has no minimum age set (contract's MINIMUM_AGE_DEFAULT). */
export const MINIMUM_AGE_DEFAULT = 18;

/** Where a lander's links go: the shell's pages, which every deployment has. */
export const PATHS = {
  home: '/',
  login: '/login',
  signup: '/signup',
  terms: '/pages/terms',
  privacy: '/pages/privacy',
  cookies: '/pages/cookies',
  faq: '/pages/faq',
  service: '/pages/service',
} as const;
