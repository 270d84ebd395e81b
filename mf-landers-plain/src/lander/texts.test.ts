import {
  DEFAULT_LOCALE as CONTRACT_DEFAULT_LOCALE,
  LANGUAGES as CONTRACT_LANGUAGES,
  MINIMUM_AGE_DEFAULT as CONTRACT_MINIMUM_AGE,
} from 'contract/constants';
import { describeTranslations } from 'shared-ui/testing';
import { loadTranslations, namespace } from '../translations';
import { DEFAULT_LOCALE, LANGUAGES, MINIMUM_AGE_DEFAULT } from './landers';
import { TEXTS } from './texts/all';
import en from './texts/en';

describeTranslations(namespace, { ...en }, loadTranslations);

describe('the landers texts', () => {
  it('come in every language of the site, with its default and minimum age', () => {
    expect(LANGUAGES).toEqual(CONTRACT_LANGUAGES);
    expect(DEFAULT_LOCALE).toBe(CONTRACT_DEFAULT_LOCALE);
    expect(MINIMUM_AGE_DEFAULT).toBe(CONTRACT_MINIMUM_AGE);
    expect(Object.keys(TEXTS).sort()).toEqual([...CONTRACT_LANGUAGES].sort());
  });

  it.each(CONTRACT_LANGUAGES)(
    '%s keeps the placeholders and answers the same as the server',
    async (language) => {
      const texts = TEXTS[language];
      expect(texts.ageNotice).toContain('{{age}}');
      expect(texts.pointsLabel).toContain('{{site}}');
      expect(await loadTranslations(language)).toEqual(texts);
    },
  );
});
