/**
 * The words of a demo profile: the about-me text composed from a language's sentence fragments, the shown
 * username and the e-mail address. Pure functions of a PRNG and the member's facts.
 */
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from 'contract/constants';
import { DEMO_EMAIL_DOMAIN } from './constants.js';
import type { LanguagePack } from './languages/index.js';
import { chance, int, pick, sample, type Rng } from './random.js';

export type Gender = 'male' | 'female';

const GENDER_VARIANT = /\{([^{}|]*)\|([^{}|]*)\}/g;

/** Resolves `{male|female}` variants and the `{city}` placeholder of one fragment. */
export function renderFragment(fragment: string, gender: Gender, city: string): string {
  return fragment
    .replace(GENDER_VARIANT, (_match, male: string, female: string) => (gender === 'male' ? male : female))
    .replaceAll('{city}', city);
}

/**
 * Three to six sentences: usually a greeting, one or two about the person, often one about free time, a wish
 * and sometimes a sign-off. Thousands of combinations per language, so neighbours in a list read differently.
 */
export function composeAboutMe(rng: Rng, pack: LanguagePack, gender: Gender, city: string): string {
  const { openers, selves, hobbies, wishes, closers } = pack.about;
  const parts: string[] = [];
  if (chance(rng, 0.8)) parts.push(pick(rng, openers));
  parts.push(...sample(rng, selves, chance(rng, 0.45) ? 2 : 1));
  if (chance(rng, 0.75)) parts.push(pick(rng, hobbies));
  if (chance(rng, 0.9) || parts.length < 3) parts.push(pick(rng, wishes));
  if (chance(rng, 0.6)) parts.push(pick(rng, closers));
  return parts.map((fragment) => renderFragment(fragment, gender, city)).join(' ');
}

/** Lower-case ASCII for e-mail local parts: accents dropped, ł/ß/æ spelled out, anything else removed. */
export function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ł', 'l')
    .replaceAll('ß', 'ss')
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * A username-like display name built from the first name, the way people pick them: "Anna", "Anna_86",
 * "lotte.r", "MarkB", "sophie1990", "julia_w". Always NAME_MIN_LENGTH..NAME_MAX_LENGTH characters.
 */
export function displayName(rng: Rng, firstName: string, lastName: string, birthYear: number): string {
  const initial = (asciiSlug(lastName).at(0) ?? 'x').toLowerCase();
  const yy = String(birthYear % 100).padStart(2, '0');
  const lower = firstName.toLowerCase();
  const patterns = [
    () => firstName,
    () => firstName,
    () => `${firstName}_${yy}`,
    () => `${lower}.${initial}`,
    () => `${firstName}${initial.toUpperCase()}`,
    () => `${lower}${birthYear}`,
    () => `${firstName}${int(rng, 2, 99)}`,
    () => `${lower}_${initial}`,
    () => `${firstName}.${yy}`,
    () => `${lower}${yy}`,
  ];
  let name = pick(rng, patterns)();
  if (name.length < NAME_MIN_LENGTH) name = `${name}_${yy}`;
  return name.slice(0, NAME_MAX_LENGTH);
}

/** `anna.jansen.1234@demo.example`: the index keeps addresses unique within a site. */
export function demoEmail(firstName: string, lastName: string, index: number): string {
  return `${asciiSlug(firstName)}.${asciiSlug(lastName)}.${index}@${DEMO_EMAIL_DOMAIN}`;
}
