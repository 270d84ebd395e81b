import i18next from 'i18next';
import { UI_TEXT, type UiText } from 'shared-ui';
import { LANGUAGES } from 'shared-ui/kernel';
import * as disabled from './disabled';
import * as instrumentation from './index';
import { longestText } from './longest';

const {
  installPseudoLocale,
  longestOfAllLanguages,
  longestPostProcessor,
  pseudoLocaleActive,
  PSEUDO_LOCALE_KEY,
  PSEUDO_LOCALE_VALUE,
  textLanguages,
} = instrumentation;

// The build swaps one module for the other: the shell's calls must fit both.
const asBuiltWithout: typeof disabled = instrumentation;
const asBuiltWith: Pick<typeof instrumentation, keyof typeof disabled> = disabled;

/** A small site in three languages: German is longer in one text, Polish in the other. */
async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'de',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    resources: {
      en: {
        common: {
          save: 'Save',
          greeting: 'Hi {{name}}',
          likes_one: '{{count}} like',
          likes_other: '{{count}} likes',
        },
      },
      de: {
        common: {
          save: 'Speichern',
          greeting: 'Hallo {{name}}',
          likes_one: '{{count}} Like',
          likes_other: '{{count}} Likes',
        },
      },
      pl: {
        common: {
          save: 'Zapisz',
          greeting: 'Dzień dobry {{name}}',
          likes_one: '{{count}} polubienie',
          likes_few: '{{count}} polubienia',
          likes_many: '{{count}} polubień',
        },
      },
    },
  });
  return i18n;
}

describe('the longest pseudo-locale', () => {
  const original = Object.fromEntries(LANGUAGES.map((language) => [language, UI_TEXT[language]]));

  afterEach(() => {
    window.localStorage.clear();
    Object.assign(UI_TEXT, original);
  });

  it('is off unless the page says so', () => {
    expect(pseudoLocaleActive()).toBe(false);
    window.localStorage.setItem(PSEUDO_LOCALE_KEY, 'yes');
    expect(pseudoLocaleActive()).toBe(false);
    window.localStorage.setItem(PSEUDO_LOCALE_KEY, PSEUDO_LOCALE_VALUE);
    expect(pseudoLocaleActive()).toBe(true);
  });

  it('loads the page language and the fallback, or every language when on', () => {
    expect(textLanguages('de')).toEqual(['de', 'en']);
    expect(textLanguages('en')).toEqual(['en']);
    window.localStorage.setItem(PSEUDO_LOCALE_KEY, PSEUDO_LOCALE_VALUE);
    expect(textLanguages('de')).toEqual([...LANGUAGES]);
  });

  it('translates each text in every language with the same options and shows the longest', async () => {
    const i18n = await instance();
    i18n.use(longestPostProcessor(i18n));
    const t = i18n.getFixedT(null, 'common');
    // Languages without a text show the fallback's (English): it counts for them.
    expect(t('save', { postProcess: PSEUDO_LOCALE_VALUE })).toBe(
      longestText(['Save', 'Speichern', 'Zapisz']),
    );
    // Measured as shown, with the name filled in.
    expect(t('greeting', { name: 'Ola', postProcess: PSEUDO_LOCALE_VALUE })).toBe(
      longestText(['Hi Ola', 'Hallo Ola', 'Dzień dobry Ola']),
    );
    // Each language's own plural form for the count.
    expect(t('likes', { count: 1, postProcess: PSEUDO_LOCALE_VALUE })).toBe(
      longestText(['1 like', '1 Like', '1 polubienie']),
    );
    const five = t('likes', { count: 5, postProcess: PSEUDO_LOCALE_VALUE });
    expect(five).toBe(longestText(['5 likes', '5 Likes', '5 polubień']));
    expect(five.startsWith('5 polubień\u2060x')).toBe(true);
  });

  it('is installed only on a page that asks for it, then lengthens every text and the components’ words', async () => {
    const off = await instance();
    installPseudoLocale(off);
    expect(off.t('common:save')).toBe('Speichern');
    expect(UI_TEXT.de).toBe(original.de);

    window.localStorage.setItem(PSEUDO_LOCALE_KEY, PSEUDO_LOCALE_VALUE);
    const on = await instance();
    installPseudoLocale(on);
    expect(on.t('common:save')).toBe(longestText(['Save', 'Speichern', 'Zapisz']));
    const close = longestText(LANGUAGES.map((language) => (original[language] as UiText).close));
    for (const language of LANGUAGES) expect(UI_TEXT[language].close).toBe(close);
  });

  it('gives the longest of texts held per language, or nothing when off', async () => {
    const load = async (language: string) => ({ title: language === 'fr' ? 'Conditions générales' : 'AGB' });
    expect(await longestOfAllLanguages(load)).toBeNull();
    window.localStorage.setItem(PSEUDO_LOCALE_KEY, PSEUDO_LOCALE_VALUE);
    expect(await longestOfAllLanguages(load)).toEqual({
      title: longestText(LANGUAGES.map((language) => (language === 'fr' ? 'Conditions générales' : 'AGB'))),
    });
  });

  it('does nothing at all in a build without it', async () => {
    window.localStorage.setItem(PSEUDO_LOCALE_KEY, PSEUDO_LOCALE_VALUE);
    expect(asBuiltWithout.pseudoLocaleActive()).toBe(true);
    expect(asBuiltWith.pseudoLocaleActive()).toBe(false);
    expect(asBuiltWith.textLanguages('de')).toEqual(['de', 'en']);
    expect(await asBuiltWith.longestOfAllLanguages(async () => 'x')).toBeNull();
    const i18n = await instance();
    asBuiltWith.installPseudoLocale(i18n);
    expect(i18n.t('common:save')).toBe('Speichern');
  });
});
