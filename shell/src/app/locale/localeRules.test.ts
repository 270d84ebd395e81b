import { LANGUAGES } from 'shared-ui/kernel';
import {
  landingSlugLanguage,
  languageOf,
  offeredLanguages,
  resolveLocale,
  supportedBrowserLanguage,
} from './localeRules';
import { localeCookieString, readLocaleCookie } from './localeCookie';

describe('resolveLocale', () => {
  it('takes the i18n_redirected cookie over everything else', () => {
    expect(resolveLocale({ cookie: 'pl', domainLanguage: 'de_DE', browserLanguages: ['fr-FR'] })).toBe('pl');
  });

  it("takes a logged-in member's account language over the cookie, the domain and the browser", () => {
    const base = { cookie: null, domainLanguage: 'en_GB', browserLanguages: ['en-US'] };
    expect(resolveLocale({ ...base, account: 'de' })).toBe('de');
    expect(resolveLocale({ ...base, cookie: 'en', account: 'de' })).toBe('de');
    expect(resolveLocale({ ...base, account: 'xx' })).toBe('en');
  });

  it("takes a member lander's language slug over the cookie ('eng' is English)", () => {
    const base = { cookie: 'pl', domainLanguage: 'de_DE', browserLanguages: ['fr-FR'] };
    expect(resolveLocale({ ...base, pathname: '/members/42/landing2/eng' })).toBe('en');
    expect(resolveLocale({ ...base, pathname: '/members/42/landing3/DE/' })).toBe('de');
    expect(resolveLocale({ ...base, pathname: '/members/42/landing2/fr' })).toBe('fr');
  });

  it('falls back gracefully when the slug names no language or the path is no member lander', () => {
    const base = { cookie: null, domainLanguage: 'de_DE', browserLanguages: ['fr-FR'] };
    expect(resolveLocale({ ...base, pathname: '/members/42/landing2/summer-nights' })).toBe('de');
    expect(resolveLocale({ ...base, pathname: '/members/42/landing2/en' })).toBe('de');
    expect(resolveLocale({ ...base, pathname: '/members/42/landing2' })).toBe('de');
    expect(resolveLocale({ ...base, pathname: '/landers/video/summer-nights' })).toBe('de');
    expect(resolveLocale({ ...base, pathname: '/landers/video/eng' })).toBe('en');
    expect(resolveLocale({ ...base, pathname: '/members/42/landing2/%E0%A4%A' })).toBe('de');
    expect(landingSlugLanguage('/members/7/landing3/nl')).toBe('nl');
    expect(landingSlugLanguage('/members/7/landing/nl')).toBeNull();
  });

  it('ignores a cookie that names an unsupported language', () => {
    expect(resolveLocale({ cookie: 'pt', domainLanguage: 'de_DE', browserLanguages: ['fr-FR'] })).toBe('de');
  });

  it('without a cookie uses the first two letters of domain_language when supported', () => {
    expect(resolveLocale({ cookie: null, domainLanguage: 'nl_BE', browserLanguages: ['fr-FR'] })).toBe('nl');
  });

  it('falls back to the browser language when domain_language is not supported', () => {
    expect(
      resolveLocale({ cookie: null, domainLanguage: 'pt_BR', browserLanguages: ['sv-SE', 'it-IT'] }),
    ).toBe('it');
  });

  it('ends with English when nothing else is supported', () => {
    expect(resolveLocale({ cookie: null, domainLanguage: '', browserLanguages: ['ja-JP'] })).toBe('en');
  });

  it('reads tags in any common spelling', () => {
    expect(languageOf('DE')).toBe('de');
    expect(languageOf('es-419')).toBe('es');
    expect(languageOf('xx_XX')).toBeNull();
    expect(supportedBrowserLanguage([])).toBeNull();
  });
});

describe('offeredLanguages', () => {
  const base = { detectedCountry: 'NL', loggedIn: false, current: 'nl' as const, browser: null };

  it('offers the languages of the selected country', () => {
    expect(offeredLanguages({ ...base, selectedCountry: 'NL', detectedCountry: 'NL' })).toEqual(['nl']);
    expect(
      offeredLanguages({ ...base, selectedCountry: 'CH', detectedCountry: 'CH', current: 'de' }),
    ).toEqual(['en', 'de', 'fr', 'it']);
    expect(
      offeredLanguages({ ...base, selectedCountry: 'US', detectedCountry: 'US', current: 'en' }),
    ).toEqual(['en', 'es']);
  });

  it('adds the current and the browser language', () => {
    expect(
      offeredLanguages({
        ...base,
        selectedCountry: 'BE',
        detectedCountry: 'BE',
        current: 'en',
        browser: 'pl',
      }),
    ).toEqual(['en', 'de', 'fr', 'nl', 'pl']);
  });

  it('shows every language to a logged-out visitor whose selected country differs from the detected one', () => {
    expect(offeredLanguages({ ...base, selectedCountry: 'DE', detectedCountry: 'NL' })).toEqual([
      ...LANGUAGES,
    ]);
  });

  it('does not widen the list for a logged-in user in that situation', () => {
    expect(
      offeredLanguages({
        ...base,
        selectedCountry: 'DE',
        detectedCountry: 'NL',
        loggedIn: true,
        current: 'de',
      }),
    ).toEqual(['de']);
  });

  it('offers every language for a country without a configured list', () => {
    expect(offeredLanguages({ ...base, selectedCountry: 'SE', detectedCountry: 'SE' })).toEqual([
      ...LANGUAGES,
    ]);
  });
});

describe('the locale cookie', () => {
  it('is written for 365 days, SameSite=Lax, for the whole site', () => {
    expect(localeCookieString('de', false)).toBe(
      'i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(localeCookieString('de', true)).toMatch(/; Secure$/);
  });

  it('is read from the cookie header among others', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=fr; auth.session=x')).toBe('fr');
    expect(readLocaleCookie('a=1')).toBeNull();
  });
});
