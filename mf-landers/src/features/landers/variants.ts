/**
 * The landers: one lander design, parametrised by variant. Each variant picks its
 * copy (i18n keys under variants.<name>), hero art, colour mood, benefits and whether it animates.
 */
export const LANDER_VARIANTS = [
  'adultonly',
  'tinderswipe',
  'whoneedsstrings',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
  'member-landing',
  'member-landing2',
  'member-landing3',
] as const;
export type LanderVariant = (typeof LANDER_VARIANTS)[number];

export type HeroArtKind = 'hearts' | 'cards' | 'collage' | 'icons' | 'map' | 'bubbles' | 'aurora';
export type Mood = 'sunset' | 'berry' | 'night' | 'ocean';
export type BenefitKey = 'free' | 'nearby' | 'private' | 'chat' | 'noStrings' | 'match';

export interface VariantDesign {
  art: HeroArtKind;
  mood: Mood;
  benefits: readonly [BenefitKey, BenefitKey, BenefitKey];
  /** A looping animated hero (the "video" landers), paused for prefers-reduced-motion. */
  motion: boolean;
  /** Tied to a member profile: the signup carries the member id from the route. */
  member: boolean;
}

export const VARIANT_DESIGNS: Record<LanderVariant, VariantDesign> = {
  adultonly: {
    art: 'hearts',
    mood: 'berry',
    benefits: ['private', 'free', 'chat'],
    motion: false,
    member: false,
  },
  tinderswipe: {
    art: 'cards',
    mood: 'sunset',
    benefits: ['match', 'chat', 'free'],
    motion: false,
    member: false,
  },
  whoneedsstrings: {
    art: 'hearts',
    mood: 'night',
    benefits: ['noStrings', 'private', 'free'],
    motion: false,
    member: false,
  },
  alonetonight: {
    art: 'bubbles',
    mood: 'night',
    benefits: ['nearby', 'chat', 'free'],
    motion: false,
    member: false,
  },
  collagelanding: {
    art: 'collage',
    mood: 'sunset',
    benefits: ['nearby', 'match', 'free'],
    motion: false,
    member: false,
  },
  gallery: {
    art: 'collage',
    mood: 'ocean',
    benefits: ['nearby', 'chat', 'free'],
    motion: false,
    member: false,
  },
  iconslanding: {
    art: 'icons',
    mood: 'berry',
    benefits: ['match', 'chat', 'private'],
    motion: false,
    member: false,
  },
  maplanding: {
    art: 'map',
    mood: 'ocean',
    benefits: ['nearby', 'free', 'private'],
    motion: false,
    member: false,
  },
  socialnetwork: {
    art: 'bubbles',
    mood: 'sunset',
    benefits: ['chat', 'match', 'free'],
    motion: false,
    member: false,
  },
  transitionsvideolanding: {
    art: 'aurora',
    mood: 'berry',
    benefits: ['free', 'nearby', 'chat'],
    motion: true,
    member: false,
  },
  video: {
    art: 'aurora',
    mood: 'sunset',
    benefits: ['chat', 'noStrings', 'free'],
    motion: true,
    member: false,
  },
  'member-landing': {
    art: 'hearts',
    mood: 'sunset',
    benefits: ['free', 'chat', 'private'],
    motion: false,
    member: true,
  },
  'member-landing2': {
    art: 'bubbles',
    mood: 'berry',
    benefits: ['chat', 'free', 'private'],
    motion: false,
    member: true,
  },
  'member-landing3': {
    art: 'cards',
    mood: 'night',
    benefits: ['free', 'match', 'chat'],
    motion: false,
    member: true,
  },
};
