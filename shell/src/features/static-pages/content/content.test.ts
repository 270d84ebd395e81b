import { LANGUAGES } from 'shared-ui/kernel';
import { content as de } from './de';
import { content as en } from './en';
import { content as es } from './es';
import { content as fr } from './fr';
import { content as italian } from './it';
import { content as nl } from './nl';
import { content as pl } from './pl';
import type { StaticPageId, StaticPagesContent } from './types';

const PAGES: StaticPageId[] = [
  'terms',
  'privacy',
  'cookies',
  'faq',
  'return-policy',
  'service',
  'ban',
  '2257',
];
const byLanguage: Record<string, StaticPagesContent> = { en, de, es, fr, it: italian, nl, pl };

describe('static page texts', () => {
  it('exist for every language', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.keys(byLanguage))('%s has every page', (language) => {
    expect(Object.keys(byLanguage[language]!).sort()).toEqual([...PAGES].sort());
  });

  it.each(Object.keys(byLanguage))('%s has as many sections per page as English, none empty', (language) => {
    for (const page of PAGES) {
      const translated = byLanguage[language]![page];
      expect([page, translated.sections.length]).toEqual([page, en[page].sections.length]);
      expect(translated.title.trim()).not.toBe('');
      for (const section of translated.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
      }
    }
  });

  it.each(Object.keys(byLanguage))('%s uses only the known placeholders', (language) => {
    const known = new Set([
      'siteName',
      'domain',
      'companyName',
      'companyAddress',
      'companyCity',
      'companyCountry',
      'kvk',
      'vatNumbers',
      'tradenames',
      'supportEmail',
      'supportPhone',
      'refundDays',
      'minimumAge',
      'termsDate',
    ]);
    const text = JSON.stringify(byLanguage[language]);
    const used = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]);
    expect(used.filter((name) => !known.has(name!))).toEqual([]);
  });
});
