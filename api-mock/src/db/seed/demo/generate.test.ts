/** @jest-environment node */
import {
  BODY_TYPES,
  COUNTRY_LANGUAGES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHOTO_LIMIT_FREE,
  PHOTO_LIMIT_PREMIUM,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  type Language,
} from 'contract/constants';
import { REGION_SEED } from '../regions.js';
import { SITE_SEED } from '../sites.js';
import { CITY_SEED } from './cities.js';
import { DEMO_EMAIL_DOMAIN, demoAccountEmails } from './constants.js';
import {
  ageOn,
  generateMember,
  splitOverSites,
  TASTEFUL_INTERESTS,
  wellKnownMembers,
  yearsBefore,
  type DemoSite,
  type GeneratedMember,
  type GeneratorContext,
} from './generate.js';
import { portraitOfFile, SCENE_FILES } from './pictures.js';
import { LANGUAGE_PACKS } from './languages/index.js';
import { renderFragment, type Gender } from './text.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const SITES: DemoSite[] = SITE_SEED.map((site, i) => ({
  id: i + 1,
  domain: site.domain,
  countries: site.countries,
  domainLanguage: site.domainLanguage,
}));
const contextOf = (site: DemoSite, seed = 1): GeneratorContext => ({
  site,
  seed,
  now: NOW,
  passwordHash: 'hash',
});
const international = SITES[0] as DemoSite;

/** 3,000 members of the international site and 600 of the German one. */
const generated: GeneratedMember[] = [
  ...Array.from({ length: 3000 }, (_, i) => generateMember(contextOf(international), i + 1)),
  ...Array.from({ length: 600 }, (_, i) => generateMember(contextOf(SITES[1] as DemoSite), i + 1)),
];
const rows = generated.map((g) => g.member);
const share = (predicate: (row: (typeof rows)[number]) => boolean) =>
  rows.filter(predicate).length / rows.length;

describe('the demo member generator', () => {
  it('is deterministic: the same seed and index give the same member, whatever was generated before', () => {
    const again = generateMember(contextOf(international), 1234);
    expect(again).toEqual(generateMember(contextOf(international), 1234));
    expect(generated[99]).toEqual(generateMember(contextOf(international), 100));
    expect(generateMember(contextOf(international, 2), 1234)).not.toEqual(again);
  });

  it('fills every field from the value lists, with ages of 18 to 75', () => {
    // Plain checks collected per member: one expect over 3,600 members stays fast and names the culprit.
    const problems: string[] = [];
    const check = (ok: boolean, what: string, row: { email: string }) => {
      if (!ok) problems.push(`${row.email}: ${what}`);
    };
    const inList = (value: unknown, list: readonly unknown[]) => value === null || list.includes(value);
    const emailPattern = new RegExp(`^[a-z0-9.]+@${DEMO_EMAIL_DOMAIN.replace('.', '\\.')}$`);
    for (const { member: row, photos } of generated) {
      const gender = row.gender as Gender;
      check(GENDERS.includes(gender), 'gender', row);
      check(SEXUALITIES.includes(row.sexuality as never), 'sexuality', row);
      check(!(gender === 'male' && row.sexuality === 'lesbian'), 'lesbian man', row);
      check(!(gender === 'female' && row.sexuality === 'gay'), 'gay woman', row);
      check(inList(row.hairColor, HAIR_COLORS), 'hair_color', row);
      check(inList(row.eyeColor, EYE_COLORS), 'eye_color', row);
      check(inList(row.bodyType, BODY_TYPES), 'body_type', row);
      check(inList(row.relationshipStatus, RELATIONSHIP_STATUSES), 'relationship_status', row);
      check(inList(row.signupReason, SIGNUP_REASONS), 'signup_reason', row);
      check(/^\d{4}-\d{2}-\d{2}$/.test(row.dateOfBirth), 'date_of_birth format', row);
      const age = ageOn(row.dateOfBirth, NOW);
      check(age >= 18 && age <= 75, `age ${age}`, row);
      const interests = row.interests ?? [];
      check(interests.length >= 3 && interests.length <= 8, 'interest count', row);
      check(new Set(interests).size === interests.length, 'interests repeat', row);
      check(
        interests.every((interest) => TASTEFUL_INTERESTS.includes(interest)),
        'interest not tasteful',
        row,
      );
      check(row.name.length >= NAME_MIN_LENGTH && row.name.length <= NAME_MAX_LENGTH, 'name length', row);
      check(!row.name.startsWith('@'), 'name starts with @', row);
      check(emailPattern.test(row.email), 'e-mail', row);
      check(row.demo === true && row.passwordHash === 'hash', 'demo flag or hash', row);
      // Signed up in the last two years, as an adult.
      const signup = (row.signupDate as Date).getTime();
      check(signup <= NOW.getTime() && signup > NOW.getTime() - 731 * 86_400_000, 'signup date', row);
      check(ageOn(row.dateOfBirth, row.signupDate as Date) >= 18, 'signed up under 18', row);
      // Photos: a portrait of their gender first, scenes after it, never more than they could upload.
      check(photos.length <= (row.paidUser ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE), 'photo count', row);
      photos.forEach((photo, i) => {
        if (i === 0) {
          const [folder, file = ''] = photo.filename.split('/');
          check(
            folder === 'demo' &&
              portraitOfFile(file) !== null &&
              file.startsWith(gender === 'female' ? 'face-f-' : 'face-m-') &&
              photo.thumbFilename === photo.filename.replace(/\.jpg$/, '_thumb.jpg') &&
              !photo.private,
            'main photo',
            row,
          );
          return;
        }
        const scene = SCENE_FILES.find(
          (file) => file.public.filename === photo.filename || file.private.filename === photo.filename,
        );
        const file = scene?.[photo.private ? 'private' : 'public'];
        check(
          file?.filename === photo.filename && file.thumbFilename === photo.thumbFilename,
          'scene file',
          row,
        );
      });
    }
    expect(problems).toEqual([]);
    expect(new Set(rows.map((row) => `${row.siteId} ${row.email}`)).size).toBe(rows.length);
  });

  it('places members in the sites’ countries, real regions and cities, speaking a language of the country', () => {
    for (const { member: row } of generated) {
      const site = SITES.find((s) => s.id === row.siteId) as DemoSite;
      expect(site.countries).toContain(row.country);
      expect(REGION_SEED[row.country]?.regions).toContain(row.region);
      expect(CITY_SEED[row.country]?.[row.region as string]?.slice(1)).toContain(row.city);
      expect(COUNTRY_LANGUAGES[row.country]).toContain(row.language);
    }
    // Spread over many countries, not just the biggest.
    expect(new Set(rows.filter((row) => row.siteId === 1).map((row) => row.country)).size).toBe(15);
    expect(new Set(rows.filter((row) => row.siteId === 2).map((row) => row.country))).toEqual(
      new Set(['DE', 'AT', 'CH']),
    );
  });

  it('writes names and about-me texts in the member’s language', () => {
    const consumedBy = (text: string, sentences: string[]): boolean => {
      if (text === '') return true;
      return sentences.some(
        (sentence) =>
          text.startsWith(sentence) && consumedBy(text.slice(sentence.length).replace(/^ /, ''), sentences),
      );
    };
    const languagesSeen = new Set<string>();
    for (const { member: row } of generated) {
      const pack = LANGUAGE_PACKS[row.language as Language];
      const gender = row.gender as Gender;
      expect(
        pack.firstNames[gender].some((first) => row.name.toLowerCase().startsWith(first.toLowerCase())),
      ).toBe(true);
      if (row.aboutMe === null) continue;
      const { openers, selves, hobbies, wishes, closers } = pack.about;
      const sentences = [...openers, ...selves, ...hobbies, ...wishes, ...closers].map((fragment) =>
        renderFragment(fragment, gender, row.city as string),
      );
      expect(consumedBy(row.aboutMe as string, sentences)).toBe(true);
      languagesSeen.add(row.language);
    }
    expect(languagesSeen).toEqual(new Set(['en', 'de', 'es', 'fr', 'it', 'nl', 'pl']));
    const polish = rows.find((row) => row.country === 'PL' && row.aboutMe);
    expect(polish?.language).toBe('pl');
    const englishSentences = Object.values(LANGUAGE_PACKS.en.about)
      .flat()
      .map((fragment) => renderFragment(fragment, polish?.gender as Gender, polish?.city as string));
    expect(englishSentences.some((sentence) => polish?.aboutMe?.includes(sentence))).toBe(false);
  });

  it('mixes the flags in the planned shares', () => {
    expect(share((row) => row.paidUser === true)).toBeCloseTo(0.15, 1);
    expect(share((row) => row.invisible === true)).toBeGreaterThan(0.015);
    expect(share((row) => row.invisible === true)).toBeLessThan(0.05);
    expect(share((row) => row.fictional === true)).toBeGreaterThan(0.008);
    expect(share((row) => row.fictional === true)).toBeLessThan(0.035);
    const disabled = rows.filter((row) => row.profileStatus === 'disabled');
    expect(disabled.length / rows.length).toBeGreaterThan(0.003);
    expect(disabled.length / rows.length).toBeLessThan(0.02);
    for (const row of disabled) expect(row.status).toBe('not_confirmed');
    for (const row of rows.filter((r) => r.profileStatus === 'active')) expect(row.status).toBe('confirmed');
    expect(generated.filter((g) => g.photos.length > 0).length / generated.length).toBeCloseTo(0.7, 1);
    expect(share((row) => row.sexuality === 'hetero')).toBeGreaterThan(0.8);
    const ages = rows.map((row) => ageOn(row.dateOfBirth, NOW));
    expect(ages.filter((age) => age >= 22 && age <= 50).length / ages.length).toBeGreaterThan(0.7);
    const privateShare =
      generated.flatMap((g) => g.photos.slice(1)).filter((photo) => photo.private).length /
      generated.flatMap((g) => g.photos.slice(1)).length;
    expect(privateShare).toBeCloseTo(1 / 3, 1);
  });

  it('gives each site its well-known premium and free accounts', () => {
    const [premium, free] = wellKnownMembers(contextOf(SITES[1] as DemoSite));
    const emails = demoAccountEmails('herzklopfen.test');
    expect(premium?.member).toMatchObject({
      email: emails.premium,
      paidUser: true,
      status: 'confirmed',
      profileStatus: 'active',
      invisible: false,
      country: 'DE',
      language: 'de',
    });
    expect(premium?.photos.length).toBe(5);
    expect(premium?.photos.filter((photo) => photo.private).length).toBe(2);
    expect(premium?.photos[0]?.private).toBe(false);
    expect(free?.member).toMatchObject({ email: emails.free, paidUser: false, status: 'confirmed' });
    expect(free?.photos.length).toBe(1);
    expect(wellKnownMembers(contextOf(international))[0]?.member).toMatchObject({
      country: 'GB',
      language: 'en',
    });
  });
});

describe('the demo data tables', () => {
  it('know real cities for exactly the regions of every country', () => {
    for (const [country, { regions }] of Object.entries(REGION_SEED)) {
      expect(Object.keys(CITY_SEED[country] ?? {}).sort()).toEqual([...regions].sort());
      for (const [population, ...cities] of Object.values(CITY_SEED[country] ?? {})) {
        expect(population).toBeGreaterThan(0);
        expect(cities.length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('offer only tasteful interests from the catalogue', () => {
    for (const interest of TASTEFUL_INTERESTS) expect(INTERESTS).toContain(interest);
    for (const intimate of ['sex', 'oralsex', 'lingerie', 'bondage', 'onenightstand', 'exchangingpictures'])
      expect(TASTEFUL_INTERESTS).not.toContain(intimate);
  });

  it('have names and complete fragments in every language, for both genders', () => {
    for (const pack of Object.values(LANGUAGE_PACKS)) {
      expect(pack.firstNames.male.length).toBeGreaterThanOrEqual(30);
      expect(pack.firstNames.female.length).toBeGreaterThanOrEqual(30);
      for (const fragment of Object.values(pack.about).flat()) {
        for (const gender of ['male', 'female'] as const)
          expect(renderFragment(fragment, gender, 'Utrecht')).not.toMatch(/[{}|]/);
      }
    }
  });

  it('split a total over the sites exactly, by the countries they serve', () => {
    const split = splitOverSites(2000, SITES);
    expect([...split.values()].reduce((a, b) => a + b, 0)).toBe(2000);
    expect(split.get(1)).toBeGreaterThan(split.get(2) as number);
    expect([...splitOverSites(7, SITES).values()].reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('count years by the calendar, 29 February included', () => {
    expect(yearsBefore(new Date('2028-02-29T00:00:00Z'), 18).toISOString().slice(0, 10)).toBe('2010-02-28');
    expect(ageOn('2010-03-01', new Date('2028-02-29T00:00:00Z'))).toBe(17);
    expect(ageOn('2010-02-28', new Date('2028-02-29T00:00:00Z'))).toBe(18);
  });
});
