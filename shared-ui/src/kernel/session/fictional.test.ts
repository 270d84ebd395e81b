import { fictionalTerms, speaksSiteLanguage } from './fictional';

describe('the site’s words for fictional profiles', () => {
  const english = {
    domain_language: 'en_GB',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
    fictional_warning: 'Some profiles are fictional.',
  };

  it('are used where the interface speaks the site’s language', () => {
    expect(fictionalTerms(english, 'en')).toEqual({
      singular: 'fictional profile',
      plural: 'fictional profiles',
      warning: 'Some profiles are fictional.',
    });
  });

  it('give way to the app’s words of another interface language (an English site read in German)', () => {
    expect(fictionalTerms(english, 'de')).toEqual({ singular: null, plural: null, warning: null });
  });

  it('are null where the site has none', () => {
    expect(fictionalTerms({ ...english, fictional_warning: '  ' }, 'en').warning).toBeNull();
    expect(fictionalTerms(null, 'en').warning).toBeNull();
  });

  it('compare languages by their base (de_DE and de-AT speak German)', () => {
    expect(speaksSiteLanguage({ domain_language: 'de_DE' }, 'de')).toBe(true);
    expect(speaksSiteLanguage({ domain_language: 'de_DE' }, 'de-AT')).toBe(true);
    expect(speaksSiteLanguage({ domain_language: 'de_DE' }, 'nl')).toBe(false);
    expect(speaksSiteLanguage({ domain_language: '' }, 'nl')).toBe(true);
  });
});
