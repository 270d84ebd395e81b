/**
 * The one database schema (PostgreSQL dialect, used on PGlite and on PostgreSQL alike).
 * Migrations in ../../drizzle are generated from this file with `npm run db:generate -w api-mock`.
 */
import {
  LEDGER_REASONS,
  ORDER_STATUSES,
  PACKAGE_TIERS,
  type LedgerReason,
  type Moderation,
  type OrderStatus,
  type PackageTier,
  type PaymentMethod,
} from 'contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A list of allowed values as SQL, for check constraints that follow a list of the contract. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Per-country minimum cost of one message, shown in the footer and the terms. */
export type MinimumMessageCosts = Record<string, { costs: number; currency: string }>;
/** 'yes', 'no' or the list of countries the site-entry warning is limited to. */
export type SiteEntryPopup = 'yes' | 'no' | string[];

/** The legal entity that operates one or more sites (imprint, terms, invoices). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  /** Chamber of commerce (KvK) registration number: the company's natural key. */
  kvk: text('kvk').notNull().unique(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: text('tradenames').array().notNull(),
  vatNumbers: text('vat_numbers').array().notNull(),
  /** When the company data was added; a date later than the terms date moves the terms version. */
  added: timestamp('added', { withTimezone: true, mode: 'date' }).notNull(),
});

/** One branded site; every column is a field of the settings the API serves for its domain. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull().unique(),
    name: text('name').notNull(),
    domainLanguage: text('domain_language').notNull(),
    description: text('description').notNull(),
    indexTitle: text('index_title').notNull(),
    cdnPrefix: text('cdn_prefix').notNull(),
    countries: text('countries').array().notNull(),
    signups: text('signups').notNull(),
    loggedOutSearch: text('logged_out_search').notNull(),
    loggedOutSearchTrafficsource: text('logged_out_search_trafficsource').notNull(),
    enableSiteEntryPopup: jsonb('enable_site_entry_popup').$type<SiteEntryPopup>().notNull(),
    visibleProfileFields: text('visible_profile_fields').array().notNull(),
    visibleProfileNotes: text('visible_profile_notes').array().notNull(),
    searchFields: text('search_fields').array().notNull(),
    messageCredits: integer('message_credits').notNull(),
    signupCredits: integer('signup_credits').notNull(),
    photoCredits: integer('photo_credits').notNull(),
    giftCredits: integer('gift_credits').notNull(),
    /** Text messages each free member sends without credits (existing sites start with none). */
    freeMessages: integer('free_messages').notNull().default(0),
    messageLength: integer('message_length').notNull(),
    minimumMessageCosts: jsonb('minimum_message_costs').$type<MinimumMessageCosts>().notNull(),
    minimumAge: integer('minimum_age').notNull(),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull(),
    /** VAPID key pair for web push; only the public half ever leaves the server. */
    pushPublicKey: text('push_public_key').notNull(),
    pushPrivateKey: text('push_private_key').notNull(),
    fictionalIcon: boolean('fictional_icon').notNull(),
    fictionalWarning: text('fictional_warning').notNull(),
    fictionalSingular: text('fictional_singular').notNull(),
    fictionalPlural: text('fictional_plural').notNull(),
    refundDays: integer('refund_days').notNull(),
    deleteDiscount: integer('delete_discount').notNull(),
    memberResell: boolean('member_resell').notNull(),
    primaryColor: text('primary_color'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('sites_signups_check', sql`${table.signups} in ('all', 'with_trafficsource', 'invite_only')`),
    check(
      'sites_logged_out_search_check',
      sql`${table.loggedOutSearch} in ('none', 'all', 'with_trafficsource') and ${table.loggedOutSearchTrafficsource} in ('none', 'all', 'with_trafficsource')`,
    ),
  ],
);

/** Further host names answering for a site (e.g. localhost for the default demo site). */
export const siteAliases = pgTable(
  'site_aliases',
  {
    hostname: text('hostname').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (table) => [index('site_aliases_site_id_idx').on(table.siteId)],
);

/** The interests a profile can pick (a value list), in display order. */
export const interests = pgTable('interests', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull(),
});

/** What a country calls its top-level regions. */
export const REGION_KINDS = ['province', 'state', 'canton', 'region', 'voivodeship'] as const;
export type RegionKind = (typeof REGION_KINDS)[number];

/** Top-level regions per country (province, state, canton, region or voivodeship). */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    /** ISO 3166-1 alpha-2 code, upper case. */
    country: text('country').notNull(),
    kind: text('kind').$type<RegionKind>().notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    // Also serves lookups by country (its leading column).
    unique('regions_country_name_unique').on(table.country, table.name),
    check(
      'regions_kind_check',
      sql`${table.kind} in ('province', 'state', 'canton', 'region', 'voivodeship')`,
    ),
  ],
);

/** Account status: not_confirmed until the activation link is used. */
export type MemberStatus = 'not_confirmed' | 'confirmed';
/** Traffic-source data kept from the signup form. */
export interface SignupTracking {
  network?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}

/** A member of one site: account, credits and profile. E-mail addresses are stored lower-cased. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    email: text('email').notNull(),
    /** scrypt parameters, salt and hash in one string (see lib/password.ts). */
    passwordHash: text('password_hash').notNull(),
    status: text('status').$type<MemberStatus>().notNull().default('not_confirmed'),
    language: text('language').notNull(),
    signupDate: timestamp('signup_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    credits: integer('credits').notNull().default(0),
    /**
     * Free messages the member has sent: the running count of their 'free_message' ledger entries, raised by
     * the database's chat_send only while it is below the site's free_messages (so never past it).
     */
    freeMessagesUsed: integer('free_messages_used').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    notificationsDisabled: text('notifications_disabled')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tracking: jsonb('tracking').$type<SignupTracking>().notNull().default({}),
    /** The member whose profile the signup started from (member-tied signups), if any. */
    referrerMemberId: integer('referrer_member_id'),
    /** Set when the member deleted the account: pending deletion, reactivatable for 14 days. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Why the member left (a delete reason of the contract) and their remarks, kept for the operator. */
    deleteReason: text('delete_reason'),
    deleteRemarks: text('delete_remarks'),
    /** Set when the personal data was erased after the reactivation window; the row stays for the ledger. */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    /** When the member last refused the browser's notification permission (null: never, or subscribed since). */
    pushDeniedAt: timestamp('push_denied_at', { withTimezone: true, mode: 'date' }),
    /**
     * The member's notification switches, e-mail and push, by preference name; a name not present takes the
     * contract's default, so a new preference needs no migration.
     */
    emailPreferences: jsonb('email_preferences').$type<Record<string, boolean>>().notNull().default({}),
    pushPreferences: jsonb('push_preferences').$type<Record<string, boolean>>().notNull().default({}),
    profileStatus: text('profile_status').$type<'active' | 'disabled'>().notNull().default('active'),
    name: text('name').notNull(),
    gender: text('gender'),
    sexuality: text('sexuality'),
    dateOfBirth: text('date_of_birth').notNull(),
    country: text('country').notNull(),
    region: text('region'),
    city: text('city'),
    aboutMe: text('about_me'),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    tattoos: boolean('tattoos'),
    signupReason: text('signup_reason'),
    signupMessage: text('signup_message'),
    /** The profile photo (first upload), if any. Not a foreign key: photos reference members. */
    mainPhotoId: integer('main_photo_id'),
    /**
     * The member's invite link is /<invite code>: 16 hex characters (60 random bits) from the database's
     * strong random source, so existing members got one too when the column was added.
     */
    inviteCode: text('invite_code')
      .notNull()
      .default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)`),
    /** Invisible mode: hidden from search and suggestions; others cannot make the first contact. */
    invisible: boolean('invisible').notNull().default(false),
    /**
     * An operator's restriction after a report (features/reports): 'hidden' (the profile is shown to no one,
     * profile_status 'disabled') or 'suspended' (hidden too, sessions ended, login refused); null: none.
     * Kept apart from profile_status so a later e-mail confirmation cannot undo it.
     */
    moderation: text('moderation').$type<Moderation>(),
    /** A profile run by the operator (fictional content), always disclosed with the site's warning. */
    fictional: boolean('fictional').notNull().default(false),
    /** Generated by the demo seed (npm run seed); never set for real signups. */
    demo: boolean('demo').notNull().default(false),
    /**
     * How complete the profile is, the search's first sort key (see PROFILE_SCORE in
     * db/repositories/discovery.ts): a main photo 8, an about-me text 2, the filled detail fields 0 to 3. The
     * photo outweighs everything else together, so no profile without a photo ranks before one with a photo.
     * Computed by the database from the row itself, so every write (profile edit, photo upload or deletion,
     * seed) keeps it right in the same statement.
     */
    profileScore: smallint('profile_score')
      .notNull()
      .generatedAlwaysAs(
        sql`(case when main_photo_id is not null then 8 else 0 end) + (case when length(btrim(coalesce(about_me, ''))) > 0 then 2 else 0 end) + ((case when hair_color is not null then 1 else 0 end) + (case when eye_color is not null then 1 else 0 end) + (case when body_type is not null then 1 else 0 end) + (case when relationship_status is not null then 1 else 0 end) + (case when tattoos is not null then 1 else 0 end) + (case when cardinality(interests) > 0 then 1 else 0 end)) / 2`,
      ),
  },
  (table) => [
    // Member search, most complete profiles first, then newest signups: one index per filter shape (gender;
    // gender and country; gender, country and region; no gender), each giving the order itself so a page reads
    // only its rows. Ordering
    // by signup date rather than id keeps the planner off a backward primary-key scan across other sites. The
    // date of birth comes last, after the unique id, only so the capped count of an age filter can be an
    // index-only scan.
    ...(
      [
        ['members_search_gender_idx', [table.gender]],
        ['members_search_country_idx', [table.gender, table.country]],
        ['members_search_region_idx', [table.gender, table.country, table.region]],
        ['members_search_site_idx', []],
      ] as const
    ).map(([name, columns]) =>
      index(name)
        .on(table.siteId, ...columns, table.profileScore, table.signupDate, table.id, table.dateOfBirth)
        .where(
          sql`${table.profileStatus} = 'active' and ${table.invisible} = false and ${table.deletedAt} is null`,
        ),
    ),
    unique('members_invite_code_unique').on(table.inviteCode),
    unique('members_site_email_unique').on(table.siteId, table.email),
    check('members_status_check', sql`${table.status} in ('not_confirmed', 'confirmed')`),
    check('members_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Login sessions. Only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_member_id_idx').on(table.memberId)],
);

export const ONE_TIME_TOKEN_KINDS = [
  'activation',
  'password_reset',
  'mail_change',
  'mail_change_undo',
  'reactivation',
] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/**
 * Links sent by mail (activation, password reset, e-mail change and its undo): stored hashed, single use,
 * time limited.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<OneTimeTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** e.g. the new address of an e-mail change. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('one_time_tokens_member_kind_idx').on(table.memberId, table.kind),
    check('one_time_tokens_kind_check', sql`${table.kind} in (${sqlList(ONE_TIME_TOKEN_KINDS)})`),
  ],
);

/**
 * Login attempts for the lockout (features/account/lockout.ts): a row is written before the password is
 * checked and counts as a failure until a success removes it, so concurrent attempts are all counted.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Lower-cased, whether or not an account has it (unknown addresses lock the same way). */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.siteId, table.email, table.at),
    index('login_failures_ip_idx').on(table.ip, table.at),
  ],
);

/**
 * Client IPs each member has logged in from (the lockout's known clients): the per-address lockout, which
 * anyone can trigger, does not apply to them, so a member keeps access from their usual clients.
 */
export const loginClients = pgTable(
  'login_clients',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ip] })],
);

/** Every mail the API sends, kept in non-production as the outbox (and as the default transport). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers the mail carried (List-Unsubscribe, List-Unsubscribe-Post), as sent. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to)],
);

/** Uploaded photos: re-encoded without metadata, with a 400 px thumbnail; names are random. */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    /** Private photos are for premium viewers only; public ones for every logged-in member. */
    private: boolean('private').notNull().default(false),
    /**
     * Where the member placed the photo, smallest first (ties: oldest first). The main photo is always first;
     * new uploads go last. Rewritten as a whole under a lock of the member row (repositories/photos.ts).
     */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('photos_member_id_idx').on(table.memberId),
    // The file route finds the photo behind a requested name to decide who may see it.
    index('photos_filename_idx').on(table.filename),
    index('photos_thumb_filename_idx').on(table.thumbFilename),
  ],
);

/**
 * Photo uploads that reached image processing, for the per-member upload rate (PHOTO_UPLOADS_PER_DAY). Kept
 * apart from `photos`, so deleting a photo does not give its upload back: upload-then-delete meets the rate.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('photo_uploads_member_created_idx').on(table.memberId, table.createdAt)],
);

export const LIKE_SOURCES = ['profile', 'match_finder', 'swipe', 'auto'] as const;
export type LikeSource = (typeof LIKE_SOURCES)[number];

/** One member liking another; both directions make a match. `seen` is false while the like is new. */
export const likes = pgTable(
  'likes',
  {
    likerId: integer('liker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    likedId: integer('liked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    source: text('source').$type<LikeSource>().notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.likerId, table.likedId] }),
    index('likes_liked_idx').on(table.likedId, table.createdAt),
    check('likes_not_self_check', sql`${table.likerId} <> ${table.likedId}`),
    check('likes_source_check', sql`${table.source} in ('profile', 'match_finder', 'swipe', 'auto')`),
  ],
);

/** A member blocking another: no viewing or contact either way while it stands. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_idx').on(table.blockedId),
    check('blocks_not_self_check', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/** Swipe game likes used per member and UTC day; the counter is raised only below the daily limit. */
export const swipeDays = pgTable(
  'swipe_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    likes: integer('likes').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

/** Profiles a member passed in the swipe game, so they are not offered again. */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.profileId] })],
);

/**
 * The transactional outbox and job queue in one table: a side effect (a mail now; push and others later) is
 * written as a row in the same transaction as the change that causes it, so it exists exactly when the change
 * committed; workers (src/jobs) claim due rows with FOR UPDATE SKIP LOCKED, retry failures with exponential
 * backoff and mark a job done in the transaction that records its result. Periodic work (the purges) runs as
 * jobs too, one per period.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** What to do (a handler name: 'mail', 'purge'). */
    kind: text('kind').notNull(),
    /** One per side effect (e.g. 'mail:activation:<token hash>'): enqueueing it again is a no-op. */
    key: text('key').notNull().unique(),
    /** The handler's input; cleared once the job is done (a mail's links must not outlive its sending). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Not before this moment: the first run, or the next retry. */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** A worker holds the job until then (its lease); afterwards another may take it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** The holding worker's claim: only it may mark the job done. */
    claim: text('claim'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    /** Set when the last attempt failed: the job is kept for inspection and never run again. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt, table.id)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    index('jobs_done_idx').on(table.doneAt),
  ],
);

/**
 * The credit ledger: every change of a member's credits, append-only. `members.credits` is the running
 * balance the ledger repository writes in the same statement sequence as the entry, under a condition that
 * never lets it drop below 0; the sum of a member's entries always equals it (a test proves it).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    /** What the entry paid for or came from, e.g. 'message:123', 'order:7'. */
    object: text('object'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_ledger_member_idx').on(table.memberId, table.id),
    // A free message moves no credits but is an entry like any other movement.
    check('credit_ledger_delta_check', sql`${table.delta} <> 0 or ${table.reason} = 'free_message'`),
    check('credit_ledger_balance_check', sql`${table.balanceAfter} >= 0`),
    // The reasons the API lists (contract): a reason added there changes this check, so drizzle-kit
    // generates the migration that allows it.
    check(
      'credit_ledger_reason_check',
      sql`${table.reason} in (${sql.raw(LEDGER_REASONS.map((reason) => `'${reason}'`).join(', '))})`,
    ),
  ],
);

/** A conversation between two members of one site; `member_low` < `member_high`, one per pair. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberLow: integer('member_low')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberHigh: integer('member_high')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Who sent the first message: free members may start FREE_CONVERSATION_LIMIT conversations. */
    startedBy: integer('started_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('conversations_pair_unique').on(table.memberLow, table.memberHigh),
    index('conversations_high_idx').on(table.memberHigh),
    index('conversations_started_by_idx').on(table.startedBy),
    check('conversations_order_check', sql`${table.memberLow} < ${table.memberHigh}`),
  ],
);

/**
 * The conversations each member started, by partner, kept when the conversation itself goes (a block deletes
 * it): free members may start FREE_CONVERSATION_LIMIT, and blocking and unblocking must not give them more.
 * One row per partner, so writing again to the same partner after an unblock costs no second start.
 */
export const conversationStarts = pgTable(
  'conversation_starts',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.partnerId] })],
);

/**
 * Each member's side of a conversation: how far they have read, and, when they deleted it from their list,
 * the last message they deleted with it (a later message brings the conversation back, without the old ones).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    otherId: integer('other_id').notNull(),
    lastReadId: integer('last_read_id').notNull().default(0),
    clearedUpToId: integer('cleared_up_to_id').notNull().default(0),
    /** Unread messages from the other member after last_read_id (kept with each send and read). */
    unread: integer('unread').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.memberId] }),
    index('conversation_members_member_idx').on(table.memberId),
    check('conversation_members_unread_check', sql`${table.unread} >= 0`),
  ],
);

/** A message: text, a gift, or a photo. `client_id` makes a retried send idempotent per sender. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    kind: text('kind').$type<'text' | 'gift' | 'photo'>().notNull(),
    body: text('body').notNull().default(''),
    gift: text('gift'),
    /** The stored image of a photo message (storage key, under the chat attachments folder). */
    attachmentKey: text('attachment_key'),
    attachmentWidth: integer('attachment_width'),
    attachmentHeight: integer('attachment_height'),
    /** Credits the message cost. */
    credits: integer('credits').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    unique('messages_sender_client_unique').on(table.senderId, table.clientId),
    index('messages_conversation_idx').on(table.conversationId, table.id),
    check('messages_kind_check', sql`${table.kind} in ('text', 'gift', 'photo')`),
  ],
);

/**
 * Credit packages: per site and payment country, tiers p0 to p3, priced in the country's currency in integer
 * minor units. Prices live here only; an order copies what it charged.
 */
export const creditPackages = pgTable(
  'credit_packages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    tier: text('tier').$type<PackageTier>().notNull(),
    credits: integer('credits').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    popular: boolean('popular').notNull().default(false),
  },
  (table) => [
    unique('credit_packages_site_country_tier_unique').on(table.siteId, table.country, table.tier),
    check('credit_packages_tier_check', sql`${table.tier} in (${sqlList(PACKAGE_TIERS)})`),
    check('credit_packages_amounts_check', sql`${table.credits} > 0 and ${table.price} > 0`),
  ],
);

/**
 * Orders: one package bought with one method, through a provider. The status only moves forward from
 * created/pending to one final state, with one conditional UPDATE, so a redirect and webhooks racing for one
 * order settle it once; the purchase's ledger entry names the order ('order:<id>').
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => creditPackages.id),
    tier: text('tier').$type<PackageTier>().notNull(),
    credits: integer('credits').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    /** What is charged, after the discount (minor units). */
    amount: integer('amount').notNull(),
    normalAmount: integer('normal_amount').notNull(),
    discountCode: text('discount_code'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    /** The provider that takes the payment ('sandbox', 'directdebit', ...) and its reference for it. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** The provider's token of a stored card (never a card number), its brand and last four digits. */
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    repeatOf: integer('repeat_of'),
    /** A repeat order's idempotency key, given by the client: one order per member and key. */
    idempotencyKey: text('idempotency_key'),
    ibanMasked: text('iban_masked'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('orders_member_idx').on(table.memberId, table.id),
    unique('orders_provider_ref_unique').on(table.provider, table.providerRef),
    unique('orders_member_idempotency_key_unique').on(table.memberId, table.idempotencyKey),
    check('orders_status_check', sql`${table.status} in (${sqlList(ORDER_STATUSES)})`),
    check('orders_amounts_check', sql`${table.amount} >= 0 and ${table.normalAmount} >= ${table.amount}`),
  ],
);

/**
 * The stored-card spending guard of a site, per currency (minor units): repeat orders and amount per member
 * per day and per CARD_LIMIT_PERIOD_DAYS, and the amount above which the member confirms with the password.
 * Operators edit the rows; a currency without a row gets CARD_LIMIT_DEFAULTS.
 */
export const cardSpendingLimits = pgTable(
  'card_spending_limits',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    ordersPerDay: integer('orders_per_day').notNull(),
    amountPerDay: integer('amount_per_day').notNull(),
    ordersPerPeriod: integer('orders_per_period').notNull(),
    amountPerPeriod: integer('amount_per_period').notNull(),
    confirmAboveAmount: integer('confirm_above_amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.currency] }),
    check(
      'card_spending_limits_positive_check',
      sql`${table.ordersPerDay} >= 0 and ${table.amountPerDay} >= 0 and ${table.ordersPerPeriod} >= 0 and ${table.amountPerPeriod} >= 0 and ${table.confirmAboveAmount} >= 0`,
    ),
  ],
);

/** Sessions whose member confirmed a stored-card payment with the password (the guard's known devices). */
export const cardConfirmedSessions = pgTable('card_confirmed_sessions', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Webhook events received, by provider and the provider's event id: a replayed event is refused. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: integer('order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * The built-in sandbox provider's own books (a real provider keeps these on its side): one hosted checkout
 * per order, the outcome the payer chose on its page, and the cards it tokenised.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  /** The checkout's id: random, in the hosted page's URL. */
  id: text('id').primaryKey(),
  /** The merchant's reference (the order id as text). */
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  /** What the hosted page shows: the merchant (the site's name) and what is bought ('120 credits'). */
  merchant: text('merchant').notNull().default(''),
  description: text('description').notNull().default(''),
  storeCard: boolean('store_card').notNull().default(false),
  /** open, pending, paid, failed, cancelled. */
  status: text('status').notNull().default('open'),
  returnUrl: text('return_url').notNull(),
  cardToken: text('card_token'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** The sandbox's test card that declines charges made without the payer (repeat orders). */
  declinesRecurring: boolean('declines_recurring').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Discount codes of a site. A code with `member_id` is that member's only; `payment_methods` empty: any.
 * The time bonus (TIMEBONUS25) is a code of every site whose validity is each member's own (4 hours from
 * signup, non-paid members, once); so is each welcome code (`welcome`: WELCOME25 on every site, 7 days).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Upper case; looked up case-insensitively. */
    code: text('code').notNull(),
    country: text('country'),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    valuePercentage: doublePrecision('value_percentage').notNull(),
    currency: text('currency'),
    minimumOrderValue: integer('minimum_order_value').notNull().default(0),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    paymentMethods: text('payment_methods')
      .array()
      .$type<PaymentMethod[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A welcome code: GET /api/discountcode.php?welcome=true answers the member's newest active one. */
    welcome: boolean('welcome').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('discount_codes_site_code_unique').on(table.siteId, table.code),
    check('discount_codes_code_upper_check', sql`${table.code} = upper(${table.code})`),
    check(
      'discount_codes_percentage_check',
      sql`${table.valuePercentage} > 0 and ${table.valuePercentage} <= 100`,
    ),
    check('discount_codes_status_check', sql`${table.status} in ('active', 'inactive')`),
  ],
);

/**
 * A code spent by a member: written when an order with it is paid (settle-order.ts), never by an open
 * checkout. One unreleased use per code and member (a code is valid once per member); `released_at` gives a
 * use back (a use an older version recorded at checkout, released when that order did not complete).
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('discount_redemptions_once_idx')
      .on(table.codeId, table.memberId)
      .where(sql`${table.releasedAt} is null`),
    unique('discount_redemptions_order_unique').on(table.orderId),
  ],
);

/**
 * A direct-debit purchase waiting for its SMS code: the mandate's details (the IBAN in full, as the debit
 * needs it; shown masked), the code's hash, its expiry and the wrong attempts.
 */
export const directDebitRequests = pgTable(
  'direct_debit_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => creditPackages.id),
    country: text('country').notNull(),
    discountCode: text('discount_code'),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    otpHash: text('otp_hash').notNull(),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** open, confirmed, void. */
    status: text('status').$type<'open' | 'confirmed' | 'void'>().notNull().default('open'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('direct_debit_requests_member_idx').on(table.memberId, table.createdAt),
    check('direct_debit_requests_status_check', sql`${table.status} in ('open', 'confirmed', 'void')`),
  ],
);

/** IBANs (normalised, no spaces) and phones (E.164) refused for direct debit (returned debits, fraud). */
export const directDebitBlocks = pgTable(
  'direct_debit_blocks',
  {
    kind: text('kind').$type<'iban' | 'phone'>().notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.value] }),
    check('direct_debit_blocks_kind_check', sql`${table.kind} in ('iban', 'phone')`),
  ],
);

/** Every SMS the API sends, kept as the outbox in development (like the mails). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('sms_outbox_to_idx').on(table.to)],
);

/**
 * Complaints a member filed (about a member, a payment or the service), with the public reference the
 * confirmation mail names and the state the member sees.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    category: text('category').notNull(),
    /** What it concerns, where the category has one: a member's profile, a conversation, an order. */
    aboutMemberId: integer('about_member_id'),
    conversationId: integer('conversation_id'),
    orderId: integer('order_id'),
    message: text('message').notNull(),
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('complaints_member_idx').on(table.memberId, table.id),
    check('complaints_category_check', sql`${table.category} in ('member', 'payment', 'service')`),
    check('complaints_status_check', sql`${table.status} in ('received', 'in_progress', 'closed')`),
  ],
);

/**
 * Data exports: prepared in the background into a ZIP file, offered to its member only, until it expires.
 * Only the SHA-256 of the download token is stored.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    tokenHash: text('token_hash').unique(),
    /** The ZIP's file name in the export storage, once ready. */
    fileName: text('file_name'),
    bytes: integer('bytes'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('data_exports_member_idx').on(table.memberId, table.id),
    check('data_exports_status_check', sql`${table.status} in ('pending', 'ready', 'failed', 'expired')`),
  ],
);

/**
 * A browser's Web Push subscription for a member. Bound to the session that stored it: it ends with that
 * session (logout, expiry, deletion), so a shared device never gets the previous member's pushes. An endpoint
 * is one browser: storing it again (another member logging in there) moves it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('push_subscriptions_member_idx').on(table.memberId),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);

/**
 * Page bounces: with query parameter lb on, each time a page became hidden (the visitor left it), for the
 * site's operators. No address, no user agent: the lb value, the path and, when logged in, the member.
 */
export const pageBounces = pgTable(
  'page_bounces',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    lb: text('lb').notNull(),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('page_bounces_site_created_idx').on(table.siteId, table.createdAt)],
);

/**
 * Reports of a member (features/reports): by whom, why, what was reported as it was then (the snapshot
 * survives later edits and deletions), and the operator's decision. One open report per reporter and target
 * (the partial unique index answers a repeat, even a parallel one, with the open report).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    text: text('text'),
    /** What the report names besides the profile, if anything (not foreign keys: the snapshot keeps them). */
    conversationId: integer('conversation_id'),
    messageId: integer('message_id'),
    photoId: integer('photo_id'),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('open'),
    action: text('action'),
    ground: text('ground'),
    facts: text('facts'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('reports_site_status_idx').on(table.siteId, table.status, table.id),
    index('reports_reporter_idx').on(table.reporterId, table.createdAt),
    uniqueIndex('reports_open_pair_idx')
      .on(table.reporterId, table.targetId)
      .where(sql`${table.status} = 'open'`),
    check('reports_status_check', sql`${table.status} in ('open', 'decided')`),
  ],
);

/**
 * Each member's event log: every realtime event that changes what a client shows (a message, a read receipt,
 * unread totals, credits, likes, matches, a conversation removed), numbered per member without gaps, written in
 * the transaction that made the change. The chat socket replays it to a client that missed events (a crashed
 * instance, a Redis outage, a reconnect), so nothing committed is ever missing from a member's screen. Kept
 * CHAT_REPLAY_DAYS; a client further behind loads its data again.
 */
export const memberEvents = pgTable(
  'member_events',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The event as the member's client receives it, without its seq. */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.seq] }),
    index('member_events_created_idx').on(table.createdAt),
  ],
);

/**
 * The newest seq of each member's event log. Raised in the transaction that appends, so the row lock orders
 * one member's events by commit, and the instances compare it with what their sockets delivered.
 */
export const memberEventHeads = pgTable('member_event_heads', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull().default(0),
});
