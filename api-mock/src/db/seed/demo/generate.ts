/**
 * Pure generator: demo member rows (and the photo rows to attach) from a PRNG. Member `index` of a site is
 * always the same person for a given seed and reference date, whatever else is generated.
 */
import {
  INTEREST_GROUPS,
  INTERESTS,
  PHOTO_LIMIT_FREE,
  PHOTO_LIMIT_PREMIUM,
  type Language,
} from 'contract/constants';
import type { members, photos } from '../../schema.js';
import { placeableCountries, pickPlace, placeIn, type Place } from './geography.js';
import { portraitFile, SCENE_FILES } from './pictures.js';
import { LANGUAGE_PACKS } from './languages/index.js';
import { chance, hashSeed, int, mulberry32, pick, sample, weighted, type Rng } from './random.js';
import { composeAboutMe, demoEmail, displayName, type Gender } from './text.js';
import { demoAccountEmails } from './constants.js';

export type DemoMemberRow = typeof members.$inferInsert;
export type DemoPhotoRow = Omit<typeof photos.$inferInsert, 'memberId' | 'id'>;

export interface GeneratedMember {
  member: DemoMemberRow;
  /** In upload order: the first becomes the main photo. */
  photos: DemoPhotoRow[];
}

/** What the generator needs to know about a site. */
export interface DemoSite {
  id: number;
  domain: string;
  countries: readonly string[];
  domainLanguage: string;
}

export interface GeneratorContext {
  site: DemoSite;
  seed: number;
  /** Ages, signup dates and photo dates are relative to this moment. */
  now: Date;
  /** The one hash of the demo password, shared by every row. */
  passwordHash: string;
}

/**
 * Interests a demo profile may show: the catalogue without the intimate ones, so demo pages are safe to
 * show anyone. Checked against the catalogue by the tests.
 */
const INTIMATE_INTERESTS = new Set<string>([
  ...INTEREST_GROUPS.adult,
  'onenightstand',
  'kissing',
  'massages',
]);
export const TASTEFUL_INTERESTS: readonly string[] = INTERESTS.filter(
  (interest) => !INTIMATE_INTERESTS.has(interest),
);

const DAY_MS = 86_400_000;
const SIGNUP_SPAN_DAYS = 730;

/** Share of members with these flags (premium, invisible, fictional; disabled members are never listed). */
export const DEMO_SHARES = { photos: 0.7, paid: 0.15, invisible: 0.03, fictional: 0.02, disabled: 0.01 };

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The same calendar day `years` earlier (UTC); 29 February becomes 28 February in common years. */
export function yearsBefore(date: Date, years: number): Date {
  const year = date.getUTCFullYear() - years;
  const month = date.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

/** Completed years between a 'YYYY-MM-DD' birth date and `now` (UTC calendar). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** Ages 18–75, most members between 22 and 50. */
const AGE_BANDS: Record<string, number> = {
  '18-21': 7,
  '22-29': 28,
  '30-39': 29,
  '40-50': 22,
  '51-60': 9,
  '61-75': 5,
};

function pickDateOfBirth(rng: Rng, now: Date): { dateOfBirth: string; age: number } {
  const [low, high] = weighted(rng, AGE_BANDS).split('-').map(Number) as [number, number];
  const age = int(rng, low, high);
  // Born after the day `age + 1` years ago and on or before the day `age` years ago.
  const latest = yearsBefore(now, age).getTime();
  const earliest = yearsBefore(now, age + 1).getTime() + DAY_MS;
  const days = Math.round((latest - earliest) / DAY_MS);
  return { dateOfBirth: isoDay(new Date(earliest + int(rng, 0, days) * DAY_MS)), age };
}

function pickHairColor(rng: Rng, gender: Gender, age: number): string {
  const older = (from: number, weight: number) => (age >= from ? weight : 0);
  return gender === 'female'
    ? weighted(rng, {
        brunette: 18,
        blond: 18,
        brown: 20,
        black: 12,
        dark_blond: 10,
        dark_brown: 12,
        red: 5,
        other: 3,
        gray: older(50, 12) + older(60, 18),
        white: older(62, 10),
      })
    : weighted(rng, {
        brown: 20,
        black: 15,
        blond: 12,
        dark_blond: 10,
        dark_brown: 15,
        brunette: 5,
        red: 4,
        other: 2,
        bald: 2 + older(35, 6) + older(50, 8),
        gray: older(45, 12) + older(60, 20),
        white: older(62, 8),
      });
}

function pickRelationshipStatus(rng: Rng, age: number): string {
  if (age < 25) return weighted(rng, { single: 90, unmarried: 10 });
  if (age < 40)
    return weighted(rng, { single: 68, unmarried: 12, divorced: 12, living_together: 4, married: 4 });
  return weighted(rng, {
    single: 40,
    divorced: 35,
    unmarried: 8,
    widowed: age >= 55 ? 10 : 2,
    married: 5,
    living_together: 5,
  });
}

/** A field people sometimes leave empty. */
const orNull = <T>(rng: Rng, value: T, emptyShare = 0.05): T | null =>
  chance(rng, emptyShare) ? null : value;

const interestOrder = new Map<string, number>(INTERESTS.map((slug, position) => [slug, position]));

/**
 * Sites whose members get faces apart: a member's face number interleaves the member number with the site's
 * id, so members of up to this many sites never share a face (beyond it, sites' faces may repeat).
 */
const FACE_SITES = 16;

/**
 * The face number of demo member `index` of a site (0 for the site's well-known accounts): unique over
 * the sites' members, so no two demo members show the same face (see portrait-painter.ts PORTRAIT_FACES:
 * over 600,000 faces per gender, thousands of members per site).
 */
export function demoFaceNumber(siteId: number, index: number): number {
  return index * FACE_SITES + (siteId % FACE_SITES);
}

/** The photos of a member: their own portrait first (the main photo), then scenes, about a third private. */
function planPhotos(
  rng: Rng,
  gender: Gender,
  face: number,
  paid: boolean,
  signupDate: Date,
  now: Date,
): DemoPhotoRow[] {
  if (!chance(rng, DEMO_SHARES.photos)) return [];
  // Never more than the member could have uploaded themselves.
  const limit = (paid ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE) - 1;
  const further = Math.min(limit, Number(weighted(rng, { '0': 30, '1': 25, '2': 20, '3': 15, '4': 10 })));
  const at = (offsetMs: number) => new Date(Math.min(now.getTime(), signupDate.getTime() + offsetMs));
  // The draw that once picked a portrait from a shared pool: kept, so the rest of the demo data stays as it was.
  rng();
  const rows: DemoPhotoRow[] = [{ ...portraitFile(gender, face), private: false, createdAt: at(60_000) }];
  let offset = 120_000;
  for (const scene of sample(rng, SCENE_FILES, further)) {
    const isPrivate = chance(rng, 1 / 3);
    offset += int(rng, 1, 20 * 24 * 60) * 60_000;
    rows.push({ ...(isPrivate ? scene.private : scene.public), private: isPrivate, createdAt: at(offset) });
  }
  return rows;
}

/** Demo member number `index` (1-based) of the context's site. */
export function generateMember(context: GeneratorContext, index: number): GeneratedMember {
  const { site, now } = context;
  const rng = mulberry32(hashSeed(context.seed, site.domain, index));
  const countries = placeableCountries(site.countries);
  if (countries.length === 0) throw new Error(`site ${site.domain} has no country with demo places`);
  const place = pickPlace(rng, countries);
  const gender: Gender = chance(rng, 0.5) ? 'female' : 'male';
  const { dateOfBirth, age } = pickDateOfBirth(rng, now);
  const pack = LANGUAGE_PACKS[place.language];
  const firstName = pick(rng, pack.firstNames[gender]);
  const lastName = pick(rng, pack.lastNames);

  const disabled = chance(rng, DEMO_SHARES.disabled);
  const paid = chance(rng, DEMO_SHARES.paid);
  const invisible = chance(rng, DEMO_SHARES.invisible);
  const fictional = chance(rng, DEMO_SHARES.fictional);

  // Signed up within the last two years, but not before turning 18.
  const adult = yearsBefore(new Date(`${dateOfBirth}T00:00:00Z`), -18).getTime();
  const signupMs = now.getTime() - int(rng, 0, SIGNUP_SPAN_DAYS * 24 * 60) * 60_000;
  const signupDate = new Date(Math.max(signupMs, Math.min(adult + DAY_MS, now.getTime())));

  const sexuality =
    gender === 'female'
      ? weighted(rng, { hetero: 88, bi: 7, lesbian: 5 })
      : weighted(rng, { hetero: 90, bi: 5, gay: 5 });
  const interests = sample(rng, TASTEFUL_INTERESTS, int(rng, 3, 8)).sort(
    (a, b) => (interestOrder.get(a) ?? 0) - (interestOrder.get(b) ?? 0),
  );

  const member: DemoMemberRow = {
    siteId: site.id,
    email: demoEmail(firstName, lastName, index),
    passwordHash: context.passwordHash,
    status: disabled ? 'not_confirmed' : 'confirmed',
    profileStatus: disabled ? 'disabled' : 'active',
    language: place.language,
    signupDate,
    credits: paid ? int(rng, 0, 400) : int(rng, 0, 20),
    paidUser: paid,
    name: displayName(rng, firstName, lastName, Number(dateOfBirth.slice(0, 4))),
    gender,
    sexuality,
    dateOfBirth,
    country: place.country,
    region: place.region,
    city: place.city,
    aboutMe: orNull(rng, composeAboutMe(rng, pack, gender, place.city)),
    interests,
    hairColor: orNull(rng, pickHairColor(rng, gender, age)),
    eyeColor: orNull(rng, weighted(rng, { brown: 40, blue: 28, hazel: 14, green: 12, other: 6 })),
    bodyType: orNull(rng, weighted(rng, { slim: 35, normal: 55, fat: 10 })),
    relationshipStatus: orNull(rng, pickRelationshipStatus(rng, age)),
    tattoos: orNull(rng, chance(rng, age < 35 ? 0.35 : 0.2)),
    signupReason: orNull(
      rng,
      weighted(rng, { relationship: 35, flirt: 20, chat: 20, friendship: 15, adventure: 10 }),
    ),
    invisible,
    fictional,
    demo: true,
  };
  const face = demoFaceNumber(site.id, index);
  return { member, photos: planPhotos(rng, gender, face, paid, signupDate, now) };
}

/** The site's home country and language for its well-known accounts (e.g. GB/en, DE/de). */
function homeOf(site: DemoSite, rng: Rng): Place {
  const country = placeableCountries(site.countries)[0];
  if (!country) throw new Error(`site ${site.domain} has no country with demo places`);
  const place = placeIn(rng, country);
  const siteLanguage = site.domainLanguage.slice(0, 2).toLowerCase() as Language;
  return LANGUAGE_PACKS[siteLanguage] ? { ...place, language: siteLanguage } : place;
}

/**
 * The site's well-known accounts: demo.premium@<domain> (paid, portrait and four scenes, two of them private)
 * and demo.free@<domain> (free, one portrait). Both confirmed, active and visible.
 */
export function wellKnownMembers(context: GeneratorContext): GeneratedMember[] {
  const { site, now } = context;
  const rng = mulberry32(hashSeed(context.seed, site.domain, 'well-known'));
  const place = homeOf(site, rng);
  const pack = LANGUAGE_PACKS[place.language];
  const emails = demoAccountEmails(site.domain);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const base = {
    siteId: site.id,
    passwordHash: context.passwordHash,
    status: 'confirmed' as const,
    profileStatus: 'active' as const,
    language: place.language,
    country: place.country,
    region: place.region,
    city: place.city,
    sexuality: 'hetero',
    eyeColor: 'brown',
    bodyType: 'normal',
    relationshipStatus: 'single',
    signupReason: 'relationship',
    tattoos: false,
    invisible: false,
    fictional: false,
    demo: true,
  };
  const premiumSignup = daysAgo(200);
  const freeSignup = daysAgo(30);
  const photo = (file: { filename: string; thumbFilename: string }, isPrivate: boolean, at: Date) => ({
    ...file,
    private: isPrivate,
    createdAt: at,
  });
  const scenes = SCENE_FILES.slice(0, 4);
  return [
    {
      member: {
        ...base,
        email: emails.premium,
        name: 'DemoPremium',
        gender: 'male',
        dateOfBirth: '1990-06-15',
        signupDate: premiumSignup,
        credits: 250,
        paidUser: true,
        aboutMe: composeAboutMe(rng, pack, 'male', place.city),
        interests: ['travelling', 'music', 'hiking', 'cooking', 'coffee'],
        hairColor: 'dark_brown',
      },
      photos: [
        photo(portraitFile('male', demoFaceNumber(site.id, 0)), false, premiumSignup),
        ...scenes.map((scene, i) =>
          photo(
            i < 2 ? scene.public : scene.private,
            i >= 2,
            new Date(premiumSignup.getTime() + (i + 1) * DAY_MS),
          ),
        ),
      ],
    },
    {
      member: {
        ...base,
        email: emails.free,
        name: 'DemoFree',
        gender: 'female',
        dateOfBirth: '1994-03-08',
        signupDate: freeSignup,
        credits: 20,
        paidUser: false,
        aboutMe: composeAboutMe(rng, pack, 'female', place.city),
        interests: ['reading', 'animals', 'beach', 'tea'],
        hairColor: 'blond',
      },
      photos: [photo(portraitFile('female', demoFaceNumber(site.id, 0)), false, freeSignup)],
    },
  ];
}

/**
 * Splits `total` demo members over the sites in proportion to how many countries each serves (largest
 * remainder, so the parts add up to `total` exactly). Sites without a country the demo data knows get none.
 */
export function splitOverSites(total: number, sites: readonly DemoSite[]): Map<number, number> {
  const weights = sites.map((site) => placeableCountries(site.countries).length);
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = new Map<number, number>();
  if (sum === 0 || total <= 0) {
    for (const site of sites) shares.set(site.id, 0);
    return shares;
  }
  const exact = weights.map((weight) => (total * weight) / sum);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  sites.forEach((site, i) => shares.set(site.id, floors[i] ?? 0));
  return shares;
}
