/**
 * The two demo sites seeded at start: one international English site and one German-speaking site, each
 * run by its own (fictional) operating company. The first entry is the default site for unknown domains.
 */
import type { MinimumMessageCosts, SiteEntryPopup } from '../schema.js';

export interface CompanySeed {
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vatNumbers: string[];
  added: string;
}

export interface SiteSeed {
  domain: string;
  aliases: string[];
  company: CompanySeed;
  name: string;
  domainLanguage: string;
  description: string;
  indexTitle: string;
  cdnPrefix: string;
  countries: string[];
  signups: 'all' | 'with_trafficsource' | 'invite_only';
  loggedOutSearch: 'none' | 'all' | 'with_trafficsource';
  loggedOutSearchTrafficsource: 'none' | 'all' | 'with_trafficsource';
  enableSiteEntryPopup: SiteEntryPopup;
  visibleProfileFields: string[];
  visibleProfileNotes: string[];
  searchFields: string[];
  messageCredits: number;
  signupCredits: number;
  photoCredits: number;
  giftCredits: number;
  /** Text messages a free member sends before paying credits (SPEC section 6: a limited number). */
  freeMessages: number;
  messageLength: number;
  minimumMessageCosts: MinimumMessageCosts;
  minimumAge: number;
  supportEmail: string;
  supportPhone: string;
  fictionalIcon: boolean;
  fictionalWarning: string;
  fictionalSingular: string;
  fictionalPlural: string;
  refundDays: number;
  deleteDiscount: number;
  memberResell: boolean;
  primaryColor: string | null;
}

const PROFILE_FIELDS = [
  'age',
  'gender',
  'sexuality',
  'country',
  'region',
  'city',
  'about_me',
  'interests',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
  'signup_reason',
];

const euro = (costs: number) => ({ costs, currency: 'EUR' });

export const SITE_SEED: readonly SiteSeed[] = [
  {
    domain: 'flirtmoment.test',
    aliases: ['localhost', '127.0.0.1'],
    company: {
      name: 'Brightlane Media B.V.',
      address: 'Keizersgracht 241',
      kvk: '81234567',
      city: '1016 EA Amsterdam',
      country: 'Netherlands',
      tradenames: ['Flirtmoment'],
      vatNumbers: ['NL862301945B01'],
      added: '2024-03-18T09:00:00.000Z',
    },
    name: 'Flirtmoment',
    domainLanguage: 'en_GB',
    description:
      'Flirtmoment is a relaxed place to chat, flirt and meet new people near you. Create a free profile, ' +
      'browse members in your region and start a conversation whenever the moment feels right.',
    indexTitle: 'Flirtmoment – chat, flirt and meet people near you',
    cdnPrefix: '/uploads/',
    countries: ['GB', 'IE', 'US', 'AU', 'NZ', 'CA', 'NL', 'BE', 'DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'PL'],
    signups: 'all',
    loggedOutSearch: 'all',
    loggedOutSearchTrafficsource: 'all',
    enableSiteEntryPopup: 'yes',
    visibleProfileFields: PROFILE_FIELDS,
    visibleProfileNotes: ['about_me', 'signup_reason'],
    searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    messageCredits: 10,
    signupCredits: 20,
    photoCredits: 20,
    giftCredits: 30,
    freeMessages: 3,
    messageLength: 1000,
    minimumMessageCosts: {
      GB: { costs: 0.35, currency: 'GBP' },
      IE: euro(0.39),
      US: { costs: 0.45, currency: 'USD' },
      AU: { costs: 0.69, currency: 'AUD' },
      NZ: { costs: 0.75, currency: 'NZD' },
      CA: { costs: 0.59, currency: 'CAD' },
      NL: euro(0.39),
      BE: euro(0.39),
      DE: euro(0.39),
      AT: euro(0.39),
      CH: { costs: 0.42, currency: 'CHF' },
      FR: euro(0.39),
      IT: euro(0.39),
      ES: euro(0.39),
      PL: { costs: 1.69, currency: 'PLN' },
    },
    minimumAge: 18,
    supportEmail: 'support@flirtmoment.test',
    supportPhone: '+44 20 7946-0321',
    fictionalIcon: true,
    fictionalWarning:
      'Some profiles on Flirtmoment are fictional. They are run by our team for entertainment, and you ' +
      'cannot meet them in person. Fictional profiles carry an icon on their photo.',
    fictionalSingular: 'fictional profile',
    fictionalPlural: 'fictional profiles',
    refundDays: 14,
    deleteDiscount: 50,
    memberResell: true,
    primaryColor: null,
  },
  {
    domain: 'herzklopfen.test',
    aliases: [],
    company: {
      name: 'Rijnpoort Digital B.V.',
      address: 'Catharijnesingel 52',
      kvk: '70419327',
      city: '3511 GC Utrecht',
      country: 'Netherlands',
      tradenames: ['Herzklopfen'],
      vatNumbers: ['NL858347211B01', 'DE318604127'],
      added: '2022-06-01T08:00:00.000Z',
    },
    name: 'Herzklopfen',
    domainLanguage: 'de_DE',
    description:
      'Herzklopfen ist der Ort für ehrliche Gespräche, spontane Flirts und neue Bekanntschaften aus deiner ' +
      'Region. Profil anlegen, Mitglieder entdecken und einfach losschreiben.',
    indexTitle: 'Herzklopfen – flirten, chatten und neue Leute kennenlernen',
    cdnPrefix: '/uploads/',
    countries: ['DE', 'AT', 'CH'],
    signups: 'all',
    loggedOutSearch: 'with_trafficsource',
    loggedOutSearchTrafficsource: 'all',
    enableSiteEntryPopup: ['DE', 'AT'],
    visibleProfileFields: PROFILE_FIELDS.filter((field) => field !== 'signup_reason'),
    visibleProfileNotes: ['about_me'],
    searchFields: ['gender', 'countryregion', 'min_age', 'max_age'],
    messageCredits: 10,
    signupCredits: 20,
    photoCredits: 20,
    giftCredits: 30,
    freeMessages: 3,
    messageLength: 1000,
    minimumMessageCosts: {
      DE: euro(0.39),
      AT: euro(0.39),
      CH: { costs: 0.42, currency: 'CHF' },
    },
    minimumAge: 18,
    supportEmail: 'kundenservice@herzklopfen.test',
    supportPhone: '+49 30 2312-5412',
    fictionalIcon: true,
    fictionalWarning:
      'Einige Profile auf Herzklopfen sind fiktiv. Diese Profile werden von unserem Team zur Unterhaltung betrieben; ' +
      'ein persönliches Treffen ist nicht möglich. Fiktive Profile sind mit einem Symbol auf dem Foto gekennzeichnet.',
    fictionalSingular: 'fiktives Profil',
    fictionalPlural: 'fiktive Profile',
    refundDays: 14,
    deleteDiscount: 30,
    memberResell: false,
    primaryColor: '#d81b60',
  },
];
