/**
 * The one database schema (PostgreSQL dialect, used on PGlite and on PostgreSQL alike).
 * Migrations in ../../drizzle are generated from this file with `npm run db:generate -w api-mock`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Per-country minimum cost of one message, shown in the footer and the terms (SPEC section 9). */
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

/** The interests a profile can pick (SPEC section 3 value list), in display order. */
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
