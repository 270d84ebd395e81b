/**
 * Business constants and limits (SPEC section 9): the one place server and clients read them from.
 */
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LOCALE: Language = 'en';
export const FALLBACK_LOCALE: Language = 'en';
/** Landing slugs use 'eng' where the locale is 'en'. */
export const LANDING_SLUG_LOCALE: Partial<Record<Language, string>> = { en: 'eng' };

/** Languages offered per country (SPEC section 6). */
export const COUNTRY_LANGUAGES: Record<string, readonly Language[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  AU: ['en'],
  NZ: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  CH: ['de', 'it', 'fr', 'en'],
};

export const USER_REFRESH_INTERVAL_MS = 60_000;
export const USER_REFRESH_INTERVAL_PUSH_MS = 300_000;
export const USER_REFRESH_FIRST_DELAY_MS = 5_000;

export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
export const TIME_BONUS_DURATION_S = 14_400;
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25.0;
export const WELCOME_DISCOUNT_PERCENTAGE = 25;

export const PHOTO_LIMIT_FREE = 3;
export const PHOTO_LIMIT_PREMIUM = 25;
export const FREE_CONVERSATION_LIMIT = 2;
export const SWIPE_GAME_DAILY_LIKES = 4;
export const REACTIVATION_WINDOW_DAYS = 14;

/** Badges show '99+' from this count on. */
export const BADGE_CAP = 100;
/** The credits badge shows at this many credits or fewer. */
export const CREDITS_BADGE_THRESHOLD = 10;

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export const GEOLOCATION_CACHE_MS = 60 * 60 * 1000;
export const REQUEST_RETRIES = 5;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
export const TOAST_MAX_WIDTH_PX = 350;

/** Terms version date: this moment, unless the company's added date is later. */
export const TERMS_VERSION_DATE = '2023-12-01T12:00:00Z';

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** The header that marks a request as coming from the client (SPEC section 7); required on state changes. */
export const CLIENT_HEADER = 'X-Request-Type';
export const CLIENT_HEADER_VALUE = 'client';

export const MINIMUM_AGE_DEFAULT = 18;

/** Stable machine codes of the API's error body (see errors.ts). */
export const ERROR_CODES = {
  authenticationRequired: 'authentication_required',
  clientHeaderRequired: 'client_header_required',
  validationFailed: 'validation_failed',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** The body is not valid JSON (400). */
  invalidJson: 'invalid_json',
  /** Any other malformed request (400). */
  badRequest: 'bad_request',
  /** The body exceeds the size limit (413). */
  payloadTooLarge: 'payload_too_large',
  /** The body's content type is not accepted (415). */
  unsupportedMediaType: 'unsupported_media_type',
  /** A dependency such as the database is down (503, health check). */
  serviceUnavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const GENERIC_ERROR_MESSAGE = 'An error occured, please try again later.';
