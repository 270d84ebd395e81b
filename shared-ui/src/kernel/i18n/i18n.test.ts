/** @jest-environment node */
import { LANGUAGES } from 'contract/constants';
import { addNamespace, i18n, initI18n, isLanguage, missingKeys } from './i18n';

describe('missingKeys', () => {
  const english = {
    title: 'Members',
    nav: { chats: 'Messages', likes: 'Likes' },
    empty: { title: 'No likes yet', description: 'Come back later' },
  };

  it('finds nothing when every key is translated', () => {
    const german = {
      title: 'Mitglieder',
      nav: { chats: 'Nachrichten', likes: 'Likes' },
      empty: { title: 'Noch keine Likes', description: 'Schau später wieder vorbei' },
      extra: 'ignored',
    };
    expect(missingKeys(english, german)).toEqual([]);
  });

  it('lists missing, empty and blank keys with their dotted paths', () => {
    const partial = { title: '', nav: { chats: 'Berichten' }, empty: { title: '   ' } };
    expect(missingKeys(english, partial)).toEqual(['title', 'nav.likes', 'empty.title', 'empty.description']);
  });

  it('treats a whole missing section, or a section replaced by text, as missing keys', () => {
    expect(missingKeys(english, { title: 'Membres', nav: 'oops' })).toEqual([
      'nav.chats',
      'nav.likes',
      'empty.title',
      'empty.description',
    ]);
  });

  it('reports a non-string value where a string is expected', () => {
    expect(missingKeys({ count: 'One' }, { count: 1 })).toEqual(['count']);
  });
});

describe('isLanguage', () => {
  it('accepts exactly the seven site languages', () => {
    for (const language of LANGUAGES) expect(isLanguage(language)).toBe(true);
    expect(LANGUAGES).toEqual(['en', 'de', 'es', 'fr', 'it', 'nl', 'pl']);
    for (const other of ['EN', 'pt', 'de-DE', '', null, 3]) expect(isLanguage(other)).toBe(false);
  });
});

describe('the i18n instance', () => {
  it('initialises once and falls back to English for missing translations', async () => {
    await initI18n('nl', {
      en: { common: { hello: 'Hello', bye: 'Bye' } },
      nl: { common: { hello: 'Hallo' } },
    });
    // A second call does not reset the first configuration.
    await initI18n('fr');
    expect(i18n.language).toBe('nl');
    expect(i18n.t('hello')).toBe('Hallo');
    expect(i18n.t('bye')).toBe('Bye');
  });

  it('adds an app namespace in every language it ships', async () => {
    await initI18n('en');
    addNamespace('members', { en: { search: 'Search members' }, pl: { search: 'Szukaj członków' } });
    expect(i18n.t('members:search', { lng: 'pl' })).toBe('Szukaj członków');
    expect(i18n.t('members:search', { lng: 'de' })).toBe('Search members');
  });
});
