/**
 * Business constants and limits: the one place server and clients read them from.
 */
export * from './complaint-constants.js';
export * from './report-constants.js';
export * from './free-text.js';
import { FORBIDDEN_CHARACTERS_CODE } from './free-text.js';

export const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LOCALE: Language = 'en';
export const FALLBACK_LOCALE: Language = 'en';
/** Each language named in itself (endonyms): a reader finds their own language whatever the page shows. */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
};
/** Landing slugs use 'eng' where the locale is 'en'. */
export const LANDING_SLUG_LOCALE: Partial<Record<Language, string>> = { en: 'eng' };

/** Languages offered per country. */
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
/**
 * The welcome code every site has (seeded with the site, `welcome` flag): like the time bonus, its validity
 * is each member's own: for members who have not paid, from signup for WELCOME_CODE_VALID_DAYS, once. The
 * offer pages show it once the 4-hour time bonus has run out.
 */
export const WELCOME_CODE = 'WELCOME25';
export const WELCOME_CODE_VALID_DAYS = 7;

/** Payments (see contract/payments.ts and api-mock/README.md, Payments). Orders per page of /transactions. */
export const ORDERS_PAGE_SIZE = 20;
/**
 * A hosted checkout not paid within this long expires (status 'expired'): the provider's page is closed so it
 * can take no money any more. Long enough to fetch a card or a banking app, short enough that Transactions
 * does not show an abandoned checkout as open for long. A discount code is never held by an open checkout.
 */
export const ORDER_EXPIRY_MIN = 30;
/** A signed webhook older (or further in the future) than this is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_S = 300;
/** SEPA direct debit: the SMS code's digits, its lifetime, and the wrong codes allowed per request. */
export const DIRECT_DEBIT_OTP_DIGITS = 6;
export const DIRECT_DEBIT_OTP_TTL_MIN = 10;
export const DIRECT_DEBIT_OTP_ATTEMPTS = 3;
/** SMS codes a member may request per rolling 24 hours. */
export const DIRECT_DEBIT_SMS_PER_DAY = 5;
/**
 * The direct-debit limit: per member, at most this many direct-debit orders and this much (in minor units of
 * the order's currency) within DIRECT_DEBIT_LIMIT_DAYS; a debit can still be returned by the bank for weeks.
 */
export const DIRECT_DEBIT_LIMIT_ORDERS = 3;
export const DIRECT_DEBIT_LIMIT_AMOUNT = 15_000;
export const DIRECT_DEBIT_LIMIT_DAYS = 30;
/**
 * The stored-card spending guard (repeat orders charge a card without the payer at the provider's page, so a
 * stolen session or a client in a retry loop could drain it): per member and currency, at most so many repeat
 * orders and so much (minor units) per day and per CARD_LIMIT_PERIOD_DAYS; above `confirmAboveAmount`, and for
 * the first repeat order of a session, the member confirms with the password. A site's operators set their own
 * per currency (table card_spending_limits); these apply to a currency they have not configured.
 */
export const CARD_LIMIT_PERIOD_DAYS = 30;
export const CARD_LIMIT_DEFAULTS = {
  ordersPerDay: 3,
  amountPerDay: 15_000,
  ordersPerPeriod: 10,
  amountPerPeriod: 50_000,
  confirmAboveAmount: 3_000,
} as const;
export type CardLimits = { [key in keyof typeof CARD_LIMIT_DEFAULTS]: number };
/** A repeat order's idempotency key (header Idempotency-Key or body idempotency_key): a UUID fits. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const PHOTO_LIMIT_FREE = 3;
export const PHOTO_LIMIT_PREMIUM = 25;
/** An unconfirmed account keeps the signup's photo only; more wait for the e-mail confirmation. */
export const PHOTO_LIMIT_UNCONFIRMED = 1;
/**
 * The shape of a member's photo wherever it is framed (cards, portraits, the swipe game) and what the photo
 * editor crops to before an upload: width : height.
 */
export const PHOTO_ASPECT = { width: 3, height: 4 } as const;
/** Largest accepted photo upload. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Photo uploads a member may make per rolling 24 hours (each upload that reaches image processing counts,
 * refused or deleted ones too), so upload-then-delete cannot cost image work without end: 429 upload_limit.
 */
export const PHOTO_UPLOADS_PER_DAY = 50;
/**
 * Image processing bounds. Pixels an upload may have (read from its header before decoding): IMAGE_MAX_PIXELS,
 * or JPEG_MAX_PIXELS for JPEG, which is decoded at 1/2 to 1/8 of its size when it is made smaller (phones
 * take 50 to 200 megapixel JPEGs). At most IMAGE_DECODES_AT_ONCE uploads are processed at once per instance
 * and IMAGE_DECODE_QUEUE wait for their turn; beyond that, 503 service_busy at once. One image's processing
 * ends after IMAGE_DECODE_TIMEOUT_S (415).
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
export const JPEG_MAX_PIXELS = 100_000_000;
export const IMAGE_DECODES_AT_ONCE = 2;
export const IMAGE_DECODE_QUEUE = 4;
export const IMAGE_DECODE_TIMEOUT_S = 20;
export const FREE_CONVERSATION_LIMIT = 2;

// Chat
/** Messages per page of history. */
export const CHAT_PAGE_SIZE = 50;
/**
 * Messages older than this many days are no longer shown to either member ('Older messages are no longer
 * visible to protect your privacy.'); they stay stored for the ledger's references until account deletion.
 */
export const CHAT_HISTORY_DAYS = 180;
/** The hard upper bound of a message's length; the site's message_length (at most this) is the real limit. */
export const MESSAGE_LENGTH_MAX = 5000;
/** The gift catalogue: each gift costs the site's gift_credits. */
export const CHAT_GIFT_IDS = ['rose', 'heart', 'coffee', 'cupcake', 'star', 'teddy'] as const;
export type ChatGiftId = (typeof CHAT_GIFT_IDS)[number];
/** Photo attachments: the largest image accepted (the same bound as profile photos). */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A typing indicator disappears this long after the last typing signal. */
export const CHAT_TYPING_TTL_MS = 5_000;
/** The client sends a typing signal at most this often while the member types. */
export const CHAT_TYPING_THROTTLE_MS = 2_000;
/** The chat socket is pinged this often; a socket that missed a pong by the next ping is closed. */
export const CHAT_SOCKET_HEARTBEAT_MS = 30_000;
/** Reconnect backoff of the client's chat socket: first delay and cap. */
export const CHAT_SOCKET_RECONNECT_MIN_MS = 1_000;
export const CHAT_SOCKET_RECONNECT_MAX_MS = 30_000;
/** Where the chat socket answers (WebSocket, same host as the page). */
export const CHAT_SOCKET_PATH = '/api/chat-socket';
/** The query parameter of the chat socket's address naming the last event seq the client applied. */
export const CHAT_SOCKET_AFTER_PARAM = 'after';
/**
 * How far back a reconnecting client is caught up event by event (events and days); further back it gets
 * `resume` with reset and loads its data again, which is then cheaper than the replay.
 */
export const CHAT_REPLAY_MAX_EVENTS = 1_000;
export const CHAT_REPLAY_DAYS = 3;
/** The largest frame a client may send on the chat socket (its messages are tiny JSON objects). */
export const CHAT_SOCKET_MAX_FRAME_BYTES = 4_096;
/** Close codes of the chat socket, and what the client does on each. */
export const CHAT_SOCKET_CLOSE = {
  /** No session, an ended one, or a member of another site: do not reconnect; the session is checked. */
  authenticationRequired: 4401,
  /** The client broke the protocol (malformed frames, too many): reconnect with backoff. */
  policyViolation: 1008,
  /** The server restarts (its sockets close spread over a few seconds): reconnect and catch up. */
  serviceRestart: 1012,
  /** The client did not read its events fast enough: reconnect and catch up. */
  tryAgainLater: 1013,
} as const;
/** Chat sends per member per minute (a burst limit against scripts; a person never reaches it). */
export const CHAT_SENDS_PER_MINUTE = 60;
export const SWIPE_GAME_DAILY_LIKES = 4;
/** The new-like overlay's likes list reload after the automatic like. */
export const AUTO_LIKE_RELOAD_DELAY_MS = 500;
/** Search page size (numResults) unless the client asks for another, and the largest it may ask for. */
export const SEARCH_DEFAULT_RESULTS = 24;
export const SEARCH_MAX_RESULTS = 60;
/** Search totals are exact up to this many; beyond, the answer says "more than" (total_capped). */
export const SEARCH_COUNT_CAP = 1000;
/** Suggestions under a profile (related, similar) and in the match finder. */
export const PROFILE_SUGGESTIONS = 6;
export const MATCH_FINDER_RESULTS = 12;
/** One automatic like (from a fictional profile) per member in this long at most. */
export const AUTO_LIKE_INTERVAL_S = 60 * 60;
export const REACTIVATION_WINDOW_DAYS = 14;
/** Why a member deletes the account; 'other' needs remarks. */
export const DELETE_REASONS = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];
/** Remarks of a deletion: at most this many characters (code points). */
export const DELETE_REMARKS_MAX_LENGTH = 1000;
/** Seconds /account-deleted counts down before it sends the visitor to the resell partner. */
export const ACCOUNT_DELETED_COUNTDOWN_S = 10;
/** The reactivation link redirects to the login page with this query parameter: 1 reactivated, 0 refused. */
export const REACTIVATION_RESULT_QUERY = 'reactivated';
/** How long the personal discount code offered to stay (the site's delete_discount) stays valid. */
export const DELETE_DISCOUNT_VALID_DAYS = 30;
/**
 * The partners of the sites that resell (`member_resell` in the settings): /account-deleted shows their cards
 * and counts down to the dating partner. A deployment names its partners here.
 */
export const RESELL_PARTNERS = {
  dating: { name: 'Dateplein', url: 'https://www.dateplein.example/' },
  cam: { name: 'LiveCamPlein', url: 'https://www.livecamplein.example/' },
} as const;

/** Badges show '99+' from this count on. */
export const BADGE_CAP = 100;
/** The credits badge shows at this many credits or fewer. */
export const CREDITS_BADGE_THRESHOLD = 10;

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/**
 * A session unused for this long ends before its 30 days are up (a forgotten device does not stay logged in);
 * use is recorded at most every 5 minutes, so the timeout holds to within that.
 */
export const SESSION_IDLE_TIMEOUT_DAYS = 14;

export const GEOLOCATION_CACHE_MS = 60 * 60 * 1000;
/**
 * Decimals of latitude and longitude a geocode sends and uses: 2 decimals is about a kilometre, a town's
 * precision, so no exact position leaves the device.
 */
export const GEOCODE_PRECISION = 2;
export const REQUEST_RETRIES = 5;

/** Terms version date: this moment, unless the company's added date is later. */
export const TERMS_VERSION_DATE = '2023-12-01T12:00:00Z';

/** The header that marks a request as coming from the client; required on state changes. */
export const CLIENT_HEADER = 'X-Request-Type';
export const CLIENT_HEADER_VALUE = 'client';

export const MINIMUM_AGE_DEFAULT = 18;

/** The field codes of a refused message text (`field_codes.text`), by which clients word it. */
export const CHAT_TEXT_FIELD_CODES = {
  emptyMessage: 'message_empty',
  controlCharacters: FORBIDDEN_CHARACTERS_CODE,
  messageTooLong: 'message_too_long',
} as const;

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
  /** 408: the request's headers or body did not arrive in time (server time-outs). */
  requestTimeout: 'request_timeout',
  /** The body exceeds the size limit (413). */
  payloadTooLarge: 'payload_too_large',
  /** The body's content type is not accepted (415). */
  unsupportedMediaType: 'unsupported_media_type',
  /** A dependency such as the database is down (503, health check). */
  serviceUnavailable: 'service_unavailable',
  /**
   * 503: too many password checks (login, signup, password change) or photo uploads are waiting;
   * `Retry-After` says when to retry.
   */
  serviceBusy: 'service_busy',
  // Accounts: see contract/account.ts for the messages.
  emailExists: 'email_exists',
  accountPendingDeletion: 'account_pending_deletion',
  signupsClosed: 'signups_closed',
  inviteOnly: 'invite_only',
  loginFailed: 'login_failed',
  accountLocked: 'account_locked',
  emailNotFound: 'email_not_found',
  resetLimit: 'reset_limit',
  passwordsDiffer: 'passwords_differ',
  tokenInvalid: 'token_invalid',
  oldPasswordWrong: 'old_password_wrong',
  newEmailInvalid: 'new_email_invalid',
  emailDuplicate: 'email_duplicate',
  /** 400: the current password given with an e-mail change is wrong. */
  passwordWrong: 'password_wrong',
  photoLimit: 'photo_limit',
  /** 403: the account's e-mail address is not confirmed yet, which this action needs. */
  confirmationRequired: 'confirmation_required',
  /** 429: PHOTO_UPLOADS_PER_DAY used; `seconds` until the next upload is possible. */
  uploadLimit: 'upload_limit',
  /** 409: the main photo is always public, so it cannot be made private. */
  mainPhotoPublic: 'main_photo_public',
  /** 409: a photo order that does not list exactly the member's photos (one changed meanwhile: reload). */
  photoOrderMismatch: 'photo_order_mismatch',
  // Discovery: see contract/members.ts for the messages.
  /** 403: the member blocked the viewer; the body names them (`member_name`). */
  blockedByMember: 'blocked_by_member',
  /** 409: the viewer blocked this member (unblock first). */
  memberBlocked: 'member_blocked',
  /** 403: an invisible member can only be contacted after they made the first contact. */
  memberInvisible: 'member_invisible',
  /** 429: the swipe game's likes of the day are used; `seconds` until the reset. */
  swipeLimit: 'swipe_limit',
  // Chat: see contract/chat.ts for the messages.
  /** 402: the balance does not cover the message, gift or photo. */
  notEnoughCredits: 'not_enough_credits',
  /** 403: a premium-only feature (photo attachments, read receipts). */
  premiumOnly: 'premium_only',
  /** 403: a free member has started FREE_CONVERSATION_LIMIT conversations. */
  conversationLimit: 'conversation_limit',
  /** 403: the other member has not confirmed their e-mail address, so nobody can reply to them yet. */
  recipientUnconfirmed: 'recipient_unconfirmed',
  /** 403: a chat socket opened from a page of another origin (cross-site WebSocket hijacking guard). */
  foreignOrigin: 'foreign_origin',
  // Payments: see contract/payments.ts for the messages.
  /** 404: no package with this id in the payment country. */
  unknownPackage: 'unknown_package',
  /** 400: the payment method is not offered in the payment country (or not through this call). */
  methodNotOffered: 'method_not_offered',
  /** 400: the payment country is not one of the site's countries. */
  countryNotServed: 'country_not_served',
  /** 404 'Code not found'. */
  codeNotFound: 'code_not_found',
  /** 409 'Code already used'. */
  codeUsed: 'code_used',
  /** 400: the code has expired, or is for another country, method or a higher order value. */
  codeNotApplicable: 'code_not_applicable',
  /** 402 'Credit card payment failed': a repeat order's stored card was declined. */
  recurringCardFailed: 'recurring_card_failed',
  /** 409: the order has no stored card (or the card was removed). */
  noStoredCard: 'no_stored_card',
  /** 403 'Your account is blocked for direct debit payments.' */
  directDebitBlocked: 'direct_debit_blocked',
  /** 429 'Your limit for direct debit payments has been reached. ...' */
  directDebitLimit: 'direct_debit_limit',
  /** 429 'Your limit for card payments has been reached. ...': the stored-card spending guard. */
  cardLimit: 'card_limit',
  /** 403: this repeat order needs the member's password (`password` in the body) before the card is charged. */
  cardConfirmationRequired: 'card_confirmation_required',
  /** 422: an idempotency key used before for another repeat order. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 409: the first request with this idempotency key is still being charged; retry in a moment. */
  idempotencyKeyInProgress: 'idempotency_key_in_progress',
  /** 400 'Code invalid': a wrong or expired SMS code. */
  otpInvalid: 'otp_invalid',
  /** 429: too many wrong SMS codes; the request is void, a new code must be requested. */
  otpAttemptsExhausted: 'otp_attempts_exhausted',
  /** 401: a webhook without a valid signature. */
  webhookSignature: 'webhook_signature',
  /** 401: a mail provider's report without the right shared secret (MAIL_EVENTS_SECRET). */
  mailEventsSecret: 'mail_events_secret',
  /** 400: a webhook timestamp outside WEBHOOK_TOLERANCE_S. */
  webhookStale: 'webhook_stale',
  /** 409: a webhook event received before. */
  webhookReplayed: 'webhook_replayed',
  // Data export: see DATA_EXPORT_MESSAGES.
  /** 409: a data export is being prepared (a second request, or its download before it is ready). */
  dataExportPending: 'data_export_pending',
  /** 410: the data export expired, failed or was replaced by a newer one. */
  dataExportGone: 'data_export_gone',
  // Reports: see REPORT_MESSAGES.
  /** 403 at login: an operator suspended the account after a report. */
  accountSuspended: 'account_suspended',
  /** 409: the report has been decided already. */
  reportDecided: 'report_decided',
  /** 409: an operator lifts a restriction the member does not have. */
  memberNotRestricted: 'member_not_restricted',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const GENERIC_ERROR_MESSAGE = 'An error occured, please try again later.';

/** The session cookie (prefix 'auth.'); its value is a random 32-byte base64url token. */
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}session`;

/**
 * Account security thresholds (documented in api-mock/README.md and features/account/lockout.ts).
 * Login lockout: LOGIN_MAX_FAILURES per e-mail address and client IP pair within LOGIN_FAILURE_WINDOW_MIN
 * block that pair for LOGIN_LOCK_MIN.
 */
export const LOGIN_MAX_FAILURES = 5;
/** Failures from one client IP across addresses; higher, because many members can share one IP (NAT). */
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_FAILURE_WINDOW_MIN = 15;
export const LOGIN_LOCK_MIN = 15;
/**
 * The slower curve per address across all IPs (a distributed guesser): this many failures within
 * LOGIN_ADDRESS_WINDOW_MIN block the address for LOGIN_ADDRESS_LOCK_MIN, except from the member's known
 * clients (IPs with a successful login within LOGIN_KNOWN_CLIENT_DAYS).
 */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
export const LOGIN_ADDRESS_WINDOW_MIN = 60;
export const LOGIN_ADDRESS_LOCK_MIN = 15;
export const LOGIN_KNOWN_CLIENT_DAYS = 30;
/**
 * Password hashing (scrypt, ~1 s of one core and 128 MiB each): jobs running at once per instance by
 * default (PASSWORD_HASH_CONCURRENCY overrides; the default is half the cores, at most 2 so libuv's 4
 * threads keep 2 for files and compression), and jobs allowed to wait (PASSWORD_HASH_QUEUE); beyond
 * that, 503 service_busy at once.
 */
export const PASSWORD_HASH_MAX_CONCURRENCY = 2;
export const PASSWORD_HASH_QUEUE_DEFAULT = 8;
/**
 * Heavy reads (search, match finder, swipe offers, card lists) admitted at once per instance: on PGlite,
 * which runs one query at a time, HEAVY_READS_AT_ONCE_PGLITE, so a light request (a profile, user.php)
 * waits behind at most that many heavy ones; on PostgreSQL half the pool's connections less one (each
 * heavy read runs up to 2 queries at once), so light requests always find a connection. HEAVY_READS_QUEUE
 * _PER_SLOT wait per admitted one, first come first served; beyond that, 503 service_busy at once.
 * Overridden by HEAVY_READS_CONCURRENCY and HEAVY_READS_QUEUE.
 */
export const HEAVY_READS_AT_ONCE_PGLITE = 2;
export const HEAVY_READS_QUEUE_PER_SLOT = 8;
export const RESET_MAILS_PER_DAY = 3;
export const RESET_LINK_VALID_HOURS = 2;
export const MAIL_CHANGE_LINK_VALID_HOURS = 2;
/** The undo link mailed to the old address when an e-mail change is applied. */
export const MAIL_CHANGE_UNDO_VALID_DAYS = 7;
export const ACTIVATION_LINK_VALID_DAYS = 7;
/** Requests per minute per client IP on login, signup, password-reset and mail-change calls. */
export const AUTH_RATE_LIMIT_PER_MINUTE = 20;

/**
 * The shape of a member's invite code (the database gives every member 16 random hex digits): an invite link
 * /<code> of another shape is a mistyped address, not a failed invitation.
 */
export const INVITE_CODE_PATTERN = '^[0-9a-f]{16}$';

/** Field length limits (not shown to users). */
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SIGNUP_MESSAGE_MAX_LENGTH = 1000;
export const ABOUT_ME_MAX_LENGTH = 2000;
export const CITY_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Server time-outs (milliseconds; environment overrides in config.ts), so a stalled or trickling client cannot
 * hold a connection: all headers within `headers`, the whole request (headers and body; a 10 MB photo on a
 * slow line) within `request`, no byte either way for `idle`, and a kept-alive connection closes after
 * `keepAlive` without a new request.
 */
export const SERVER_TIMEOUTS_MS = {
  headers: 15_000,
  request: 120_000,
  idle: 30_000,
  keepAlive: 5_000,
} as const;

/** Largest row id (PostgreSQL `integer`, 2^31 - 1): ids beyond it are refused by the request schemas. */
export const ID_MAX = 2_147_483_647;
/** Members per GET /api/profiles.php?ids= call. */
export const PROFILE_IDS_MAX = 100;
/**
 * Names nobody may sign up with (compared without case, spaces and punctuation), besides the site's own
 * name and domain: they would pass for the operator.
 */
export const RESERVED_NAMES = ['admin', 'administrator', 'moderator', 'support', 'system'] as const;

/**
 * The lb value of a visit whose `?lb` named no lander (`?lb` alone): page-bounce logging on. Otherwise lb is
 * the id of a deployed lander (the last fixed segment of its path, e.g. `video`).
 */
export const PAGE_BOUNCE_LOGGING_ON = '1';

/** Profile value lists. Interests come from /api/interests.php, regions from /api/regions.php. */
export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const HAIR_COLORS = [
  'brunette',
  'blond',
  'brown',
  'white',
  'bald',
  'black',
  'dark_blond',
  'dark_brown',
  'gray',
  'red',
  'other',
] as const;
export const EYE_COLORS = ['blue', 'green', 'hazel', 'brown', 'other'] as const;
export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export const RELATIONSHIP_STATUSES = [
  'divorced',
  'living_together',
  'married',
  'single',
  'widowed',
  'unmarried',
] as const;
/**
 * The gender a member looks for, from their own gender and sexuality: hetero the other one, gay men and
 * lesbian women their own (the sexuality names the gender when the profile does not); bi: both (undefined).
 * Without a sexuality (an API client's signup may leave it out) the other gender, as most members look for. The search's
 * default filter, the match finder, the swipe game and the automatic like all use it.
 */
export function genderLookedFor(
  gender: string | null | undefined,
  sexuality: string | null | undefined,
): 'male' | 'female' | undefined {
  if (sexuality === 'lesbian') return 'female';
  if (sexuality === 'gay') return gender === 'female' ? 'female' : 'male';
  if (sexuality === 'bi') return undefined;
  if (gender === 'male') return 'female';
  if (gender === 'female') return 'male';
  return undefined;
}

/**
 * Logged-out search is open when logged_out_search is not 'none', or when the traffic-source
 * variant is not 'none' and the visitor came with a traffic source. The API enforces what the client shows.
 */
export function loggedOutSearchOpen(
  settings: { logged_out_search: string; logged_out_search_trafficsource: string },
  hasTrafficSource: boolean,
): boolean {
  if (settings.logged_out_search !== 'none') return true;
  return settings.logged_out_search_trafficsource !== 'none' && hasTrafficSource;
}

/** Reasons for sign-up offered in the signup flow (the product names the field, not its values). */
export const SIGNUP_REASONS = ['relationship', 'friendship', 'flirt', 'adventure', 'chat'] as const;
export const PROFILE_VALUE_LISTS = {
  gender: GENDERS,
  sexuality: SEXUALITIES,
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  signup_reason: SIGNUP_REASONS,
} as const;

/** The product's English wording of the account errors; clients translate by code. */
export const ACCOUNT_MESSAGES = {
  nameEqualsEmail: 'Username may not be the same as your e-mail address',
  nameStartsWithAt: 'Username may not start with @',
  nameLength: `Username must be ${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters long.`,
  nameInvalidCharacters:
    'Username may not contain invisible characters, text-direction controls or stacked accents.',
  nameReserved: 'This username is reserved, please choose another one.',
  nameDisallowedCharacters: "Username may only contain letters, digits, spaces and . _ - '",
  nameSymbols: 'Username may not contain emoji or symbols.',
  nameDoubleSpace: 'Username may not contain two spaces in a row.',
  dateOfBirthMinAge: 'Enter your date of birth ({min_age}+)',
  dateOfBirthInvalid: 'Invalid date of birth.',
  emailInvalid: 'Invalid email',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Password may be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  passwordCommon: 'This password is too common, please choose another one.',
  signupMessageTooLong: `Your message may be at most ${SIGNUP_MESSAGE_MAX_LENGTH} characters long.`,
  invalidValue: 'Invalid value.',
  validationFailed: 'Please check the highlighted fields.',
  emailExists: 'An account with this e-mail address already exists',
  accountPendingDeletion:
    'This account is pending deletion. Use the reactivation link in the e-mail we sent you, or contact customer service.',
  signupsClosed: 'Signing up is not possible right now.',
  inviteOnly: '{sitename} is currently invite-only',
  loginFailed: 'Login failed, please try again',
  accountLocked: 'Too many incorrect attempts, account blocked for {minutes} min.',
  emailNotFound: 'E-mail address not found',
  resetLimit: 'Too many password reset emails sent, please try again tomorrow.',
  passwordsDiffer: 'The entered passwords are not the same.',
  tokenInvalid: 'Link expired or invalid, request a new email',
  oldPasswordWrong: 'Please check your old password.',
  newEmailInvalid: 'New email adress is invalid.',
  emailDuplicate: 'This email address already owns an account on this website.',
  passwordWrong: 'Please check your password.',
  rateLimited: 'Too many requests, please try again later.',
  serviceBusy: 'The service is busy, please try again in a moment.',
  photoLimit: 'Photo limit reached',
  confirmationRequired: 'Please confirm your e-mail address first: we sent you a link.',
  uploadLimit: 'You have uploaded too many photos today, please try again later.',
  mainPhotoPublic: 'Your main photo is shown to everybody and cannot be made private.',
  photoOrderMismatch: 'Your photos have changed meanwhile. Please reload them and try again.',
  photoOrderDuplicate: 'Each photo can appear only once in the order.',
} as const;

/**
 * The interests in groups, as the signup shows them: dating wishes, the explicit ones apart under their own
 * heading, and hobbies.
 */
export const INTEREST_GROUPS = {
  dating: ['relationship', 'onenightstand', 'kissing', 'hugging', 'massages'],
  adult: [
    'lingerie',
    'sex',
    'safesex',
    'publicsex',
    'oralsex',
    'analsex',
    'sextoys',
    'masturbating',
    'exchangingpictures',
    'threesome',
    'gangbang',
    'bondage',
    'sadomasochism',
  ],
  hobbies: [
    'gym',
    'sports',
    'dancing',
    'travelling',
    'adventure',
    'party',
    'tattoos',
    'music',
    'movies',
    'videogames',
    'politics',
    'outdoors',
    'gardening',
    'hiking',
    'biking',
    'reading',
    'animals',
    'beach',
    'art',
    'photography',
    'theater',
    'shopping',
    'fashion',
    'astrology',
    'cooking',
    'foodie',
    'bbq',
    'sushi',
    'vegetarian',
    'wine',
    'beer',
    'tea',
    'coffee',
  ],
} as const;
export type InterestGroup = keyof typeof INTEREST_GROUPS;

/** The interest value list, in its order; the clients translate each slug. */
export const INTERESTS = [
  ...INTEREST_GROUPS.dating,
  ...INTEREST_GROUPS.adult,
  ...INTEREST_GROUPS.hobbies,
] as const;

// Payments: values the clients need without the schemas (contract/payments.ts has the schemas).

/** The payment methods, as they appear in /credits/:id/:paymentmethod. */
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: string | undefined | null): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '');
}

/** Card methods: the ones whose payment can store the card for repeat orders. */
export const CARD_PAYMENT_METHODS = [
  'creditcard',
  'visa',
  'mastercard',
  'maestro',
  'cartebancaire',
  'nexi',
  'applepay',
] as const satisfies readonly PaymentMethod[];

/**
 * The methods offered per payment country, in the order shown (local methods first). A country not listed
 * gets DEFAULT_PAYMENT_METHODS. SEPA direct debit ('sdd') is offered in the euro countries whose members
 * use it; it is paid through the direct-debit form, not a hosted checkout.
 */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = [
  'creditcard',
  'visa',
  'mastercard',
  'paypal',
];
export const COUNTRY_PAYMENT_METHODS: Record<string, readonly PaymentMethod[]> = {
  NL: ['ideal', 'creditcard', 'visa', 'mastercard', 'paypal', 'sdd', 'sct'],
  BE: ['bancontact', 'creditcard', 'visa', 'mastercard', 'maestro', 'paypal', 'sct'],
  DE: ['sdd', 'giropay', 'sofort', 'creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
  AT: ['eps', 'sofort', 'sdd', 'creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
  CH: ['creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard'],
  FR: ['cartebancaire', 'creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
  IT: ['nexi', 'creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
  ES: ['creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
  PL: ['blik', 'prezelewy24', 'creditcard', 'visa', 'mastercard', 'paypal'],
  GB: ['creditcard', 'visa', 'mastercard', 'maestro', 'applepay', 'paypal', 'paysafecard'],
  IE: ['creditcard', 'visa', 'mastercard', 'applepay', 'paypal', 'sct'],
  US: ['creditcard', 'visa', 'mastercard', 'applepay', 'paypal'],
  CA: ['creditcard', 'visa', 'mastercard', 'applepay', 'paypal'],
  AU: ['creditcard', 'visa', 'mastercard', 'applepay', 'paypal'],
  NZ: ['creditcard', 'visa', 'mastercard', 'applepay', 'paypal'],
};

export function paymentMethodsFor(country: string): readonly PaymentMethod[] {
  return COUNTRY_PAYMENT_METHODS[country] ?? DEFAULT_PAYMENT_METHODS;
}

export const PACKAGE_TIERS = ['p0', 'p1', 'p2', 'p3'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];

/** 'expired': a hosted checkout left unpaid for ORDER_EXPIRY_MIN. */
export const ORDER_STATUSES = [
  'created',
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The wording of payment answers (clients translate by error code). */
export const PAYMENT_MESSAGES = {
  paymentFailed: 'Payment failed or has been cancelled.',
  paymentPending: 'Processing your payment',
  paymentComplete: 'Payment complete',
  recurringCardFailed: 'Credit card payment failed',
  directDebitBlocked: 'Your account is blocked for direct debit payments.',
  directDebitLimit:
    'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.',
  otpInvalid: 'Code invalid',
  otpAttemptsExhausted: 'Too many wrong codes. Please request a new code.',
  codeNotFound: 'Code not found',
  codeUsed: 'Code already used',
  codeExpired: 'This code has expired.',
  codeCountry: 'This code is not valid in your country.',
  codeMinimum: 'This code is only valid for orders from {amount}.',
  codeMethod: 'This code is not valid for this payment method.',
  unknownPackage: 'This package does not exist.',
  methodNotOffered: 'This payment method is not available in your country.',
  countryNotServed: 'Payments from this country are not possible on this site.',
  termsRequired: 'Please accept the payment terms.',
  noStoredCard: 'This order has no stored card to pay with.',
  cardLimit:
    'Your limit for card payments has been reached. Please try later, a cheaper package or another payment method.',
  cardConfirmationRequired: 'Please confirm this payment with your password.',
  idempotencyKeyInvalid: 'A repeat order needs an idempotency key: 16 to 64 letters, digits, - or _.',
  idempotencyKeyReused: 'This idempotency key was used for another order.',
  idempotencyKeyInProgress: 'This payment is still being processed. Please try again in a moment.',
  cardNotFound: 'This card does not exist.',
  ibanInvalid: 'Please enter a valid IBAN.',
  phoneInvalid: 'Please enter a valid phone number.',
  fieldRequired: 'This field is required.',
  webhookSignature: 'The webhook signature is invalid.',
  webhookStale: 'The webhook timestamp is too old.',
  webhookReplayed: 'This webhook event was received before.',
} as const;

/**
 * The member's data export (contract data-export.ts): a ready ZIP is offered for DATA_EXPORT_VALID_DAYS, then
 * its file is deleted; a member may ask for DATA_EXPORTS_PER_DAY exports in a rolling 24 hours (each one
 * reads everything the member has, and its file fills the disk).
 */
export const DATA_EXPORT_VALID_DAYS = 7;
export const DATA_EXPORTS_PER_DAY = 3;
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
/** The download token: 32 random bytes, base64url (43 characters). */
export const DATA_EXPORT_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** The ZIP's download (a browser navigation with the member's session cookie): `?token=`. */
export const DATA_EXPORT_DOWNLOAD_PATH = '/api/data-export-download.php';
/** The query parameter of the settings page link in the ready mail that hands the page the token. */
export const DATA_EXPORT_TOKEN_PARAM = 'data_export';

/** The wording of data export answers (clients translate by error code). */
export const DATA_EXPORT_MESSAGES = {
  pending: 'Your data is already being prepared.',
  gone: 'This download has expired. Please request your data again.',
  notFound: 'This download link is not valid.',
  limit: 'You have requested your data too often today. Please try again tomorrow.',
} as const;

// Notification settings (see notifications.ts): the switches, their defaults and the disabled reasons.

/** The e-mails a member can switch on or off, in the order the settings page shows them. */
export const EMAIL_PREFERENCES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'weekly_updates',
  'reminders',
  'news',
  'promotions',
] as const;
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];

/**
 * What a member gets before they choose: the mails about their own contacts are on; news and promotions are
 * marketing and need the member's consent, so they start off.
 */
export const EMAIL_PREFERENCE_DEFAULTS: Readonly<Record<EmailPreference, boolean>> = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  weekly_updates: true,
  reminders: true,
  news: false,
  promotions: false,
};

/** The push notifications a member can switch (separate from the e-mails). */
export const PUSH_PREFERENCES = ['new_conversations', 'new_messages', 'like'] as const;
export type PushPreference = (typeof PUSH_PREFERENCES)[number];

export const PUSH_PREFERENCE_DEFAULTS: Readonly<Record<PushPreference, boolean>> = {
  new_conversations: true,
  new_messages: true,
  like: true,
};

/** Why the site stopped mailing a member: marked as spam, address unreachable, unsubscribed in the mail app. */
export const NOTIFICATIONS_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export type NotificationsDisabledReason = (typeof NOTIFICATIONS_DISABLED_REASONS)[number];

/**
 * A new message is mailed only when it is still unread this long after it was sent and the member made no
 * request (page, poll or chat socket) since it arrived: the member is away.
 */
export const MESSAGE_MAIL_DELAY_MINUTES = 15;

/** The page a person lands on from the unsubscribe link in a mail's body; it unsubscribes only on a click. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/** Effective switches: the stored ones over the defaults, unknown stored names left out. */
export function effectivePreferences<K extends string>(
  defaults: Readonly<Record<K, boolean>>,
  stored: Readonly<Record<string, unknown>> | null | undefined,
): Record<K, boolean> {
  const result: Record<K, boolean> = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = stored?.[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return result;
}

/** The push service worker: registered from this script path, at this version (a new version ships a new URL). */
export const PUSH_SERVICE_WORKER_PATH = '/sw.js';
export const PUSH_SERVICE_WORKER_VERSION = 2;
export const PUSH_SERVICE_WORKER_URL = `${PUSH_SERVICE_WORKER_PATH}?v=${PUSH_SERVICE_WORKER_VERSION}`;
/** Push service URLs are short; a longer one is not a push endpoint. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
/** Browsers (devices) a member can receive pushes on at once; a new one replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;
