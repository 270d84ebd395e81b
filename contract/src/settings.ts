import { Type, type Static } from '@sinclair/typebox';
import { Text } from './primitives.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const CompanyInfoSchema = Type.Object(
  {
    name: Type.String(),
    address: Type.String(),
    kvk: Type.String(),
    city: Type.String(),
    country: Type.String(),
    tradenames: Type.Array(Type.String()),
    vat_numbers: Type.Array(Type.String()),
    /** ISO date-time when the company data was added; later than the terms date moves the terms version. */
    added: Type.String(),
  },
  { $id: 'CompanyInfo' },
);
export type CompanyInfo = Static<typeof CompanyInfoSchema>;

const OffSwitch = Type.Union([Type.Literal('none'), Type.Literal('all'), Type.Literal('with_trafficsource')]);

export const SettingsSchema = Type.Object(
  {
    name: Type.String(),
    domain: Type.String(),
    /** e.g. 'en_US', 'de_DE': its first two letters pick the default locale. */
    domain_language: Type.String(),
    description: Type.String(),
    index_title: Type.String(),
    cdn_prefix: Type.String(),
    countries: Type.Array(Type.String()),
    signups: Type.Union([
      Type.Literal('all'),
      Type.Literal('with_trafficsource'),
      Type.Literal('invite_only'),
    ]),
    logged_out_search: OffSwitch,
    logged_out_search_trafficsource: OffSwitch,
    /** 'no' disables the site-entry warning; 'yes' shows it everywhere; a list limits it to those countries. */
    enable_site_entry_popup: Type.Union([Type.Literal('yes'), Type.Literal('no'), Type.Array(Type.String())]),
    geoip_country: Type.String(),
    geoip_selected_country: Type.String(),
    region_data: Type.Record(
      Type.String(),
      Type.Object({ label: Type.String(), regions: Type.Array(Type.String()) }),
    ),
    visible_profile_fields: Type.Array(Type.String()),
    visible_profile_notes: Type.Array(Type.String()),
    search_fields: Type.Array(Type.String()),
    interests: Type.Array(Type.String()),
    message_credits: Type.Integer(),
    signup_credits: Type.Integer(),
    photo_credits: Type.Integer(),
    gift_credits: Type.Integer(),
    /** Text messages a free member sends without credits, spent before their credits (premium members have none). */
    free_messages: Type.Integer({ minimum: 0 }),
    message_length: Type.Integer(),
    minimum_message_costs: Type.Record(
      Type.String(),
      Type.Object({ costs: Type.Number(), currency: Type.String() }),
    ),
    minimum_age: Type.Integer(),
    support_email: Type.String(),
    support_phone: Type.String(),
    push_public_key: Type.String(),
    fictional_icon: Type.Boolean(),
    fictional_warning: Type.String(),
    fictional_singular: Type.String(),
    fictional_plural: Type.String(),
    refund_days: Type.Integer(),
    delete_discount: Type.Integer(),
    member_resell: Type.Boolean(),
    company_info: CompanyInfoSchema,
    primary_color: Nullable(Type.String()),
  },
  { $id: 'Settings' },
);
export type Settings = Static<typeof SettingsSchema>;

export const SettingsResponseSchema = Type.Object({ settings: SettingsSchema });
export type SettingsResponse = Static<typeof SettingsResponseSchema>;

/**
 * GET /api/settings.php. The shell sends its host name as forced_domain (else the Host header decides) and
 * passes the route's query parameters along; `country` selects the visitor's country when the site serves it.
 */
export const SettingsQuerySchema = Type.Object(
  {
    forced_domain: Type.Optional(
      Text(253, { minLength: 1, description: 'Host name of the site, sent by the shell' }),
    ),
    country: Type.Optional(
      Text(16, { description: 'Selected country (ISO alpha-2); ignored unless the site serves it' }),
    ),
  },
  { additionalProperties: true },
);
export type SettingsQuery = Static<typeof SettingsQuerySchema>;
