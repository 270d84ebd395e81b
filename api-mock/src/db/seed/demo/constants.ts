/**
 * The public facts of the demo data that tests, browser tests and people giving demos rely on. Importable
 * without pulling in the generator (no database or image code here).
 */
import { SITE_SEED } from '../sites.js';

/** Every demo member's password unless DEMO_PASSWORD is set. */
export const DEMO_PASSWORD_DEFAULT = 'demo-password';

/** Generated members' addresses live under this reserved domain (RFC 2606), so no mail reaches anyone. */
export const DEMO_EMAIL_DOMAIN = 'demo.example';

/** The demo images' folder inside the uploads root; photo rows name files as `demo/<file>.jpg`. */
export const DEMO_UPLOADS_FOLDER = 'demo';

/** Demo members on a fresh start outside production (DEMO_MEMBERS); production seeds none by default. */
export const DEMO_MEMBERS_DEFAULT = 2000;

/** The well-known accounts of a site: one premium (paid) member and one free member. */
export const demoAccountEmails = (siteDomain: string) => ({
  premium: `demo.premium@${siteDomain.toLowerCase()}`,
  free: `demo.free@${siteDomain.toLowerCase()}`,
});

/** The well-known accounts of the seeded sites, by site domain. */
export const DEMO_ACCOUNTS: Readonly<Record<string, { premium: string; free: string }>> = Object.fromEntries(
  SITE_SEED.map((site) => [site.domain, demoAccountEmails(site.domain)]),
);

/** The default site's well-known accounts (the first seeded site answers for localhost). */
const defaultDomain = SITE_SEED[0]?.domain ?? 'flirtmoment.test';
export const DEMO_PREMIUM_EMAIL = demoAccountEmails(defaultDomain).premium;
export const DEMO_FREE_EMAIL = demoAccountEmails(defaultDomain).free;
