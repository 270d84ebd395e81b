import { LANGUAGES, missingKeys } from 'shared-ui/kernel';
import { SHELL_REGISTRATION } from '../app/routes/siteComposition';
import { titleKey } from '../features/page-effects/usePageEffects';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import italian from './it.json';
import nl from './nl.json';
import pl from './pl.json';

type Bundle = Record<string, unknown>;
const bundles: Record<string, Bundle> = { en, de, es, fr, it: italian, nl, pl };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(bundle: Bundle, prefix = ''): Record<string, string> {
  return Object.entries(bundle).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(flat, flatten(value as Bundle, path));
    else flat[path] = String(value);
    return flat;
  }, {});
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

it('ships every language of the site', () => {
  expect(Object.keys(bundles).sort()).toEqual([...LANGUAGES].sort());
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
  const bundle = bundles[language]!;

  it('has every key of English, none empty', () => {
    expect(missingKeys(en, bundle)).toEqual([]);
  });

  it('has no keys English does not have (except plural forms)', () => {
    const reference = new Set(Object.keys(flatten(en)).map((key) => key.replace(PLURAL_SUFFIX, '')));
    const extra = Object.keys(flatten(bundle)).filter(
      (key) => !reference.has(key.replace(PLURAL_SUFFIX, '')),
    );
    expect(extra).toEqual([]);
  });

  it('keeps the placeholders of every text', () => {
    const english = flatten(en);
    const translated = flatten(bundle);
    const mismatched = Object.keys(english).filter(
      (key) => key in translated && variables(english[key]!).join() !== variables(translated[key]!).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('has every plural form the language needs', () => {
    const flat = flatten(bundle);
    const pluralBases = new Set(
      Object.keys(flatten(en))
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = [...pluralBases].flatMap((base) =>
      categories.filter((category) => !flat[`${base}_${category}`]).map((category) => `${base}_${category}`),
    );
    expect(missing).toEqual([]);
  });
});

it("has a page title for every page of the shell's own", () => {
  const titles = flatten(en);
  const missing = SHELL_REGISTRATION.pages
    .map((page) => `shell.${titleKey({ name: page.name, layout: page.layout, title: page.title })}`)
    .filter((key) => !titles[key]);
  expect(missing).toEqual([]);
  expect(titles['shell.titles.not-found']).toBeTruthy();
});
