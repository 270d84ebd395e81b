import type { Settings, User } from 'shared-ui/kernel';
import { settingsFixture as siteSettingsFixture, userFixture as siteUserFixture } from 'shared-ui/testing';

/**
 * The shell's tests run against a Dutch demo site: its domain language, countries and fictional
 * profile notices drive the shell's locale, site-entry and footer rules; its company fills the static pages.
 */
const DUTCH_SITE: Partial<Settings> = {
  name: 'Flirtpark',
  domain: 'flirtpark.example',
  domain_language: 'nl_NL',
  description: 'Meet singles near you and chat today.',
  index_title: 'Meet someone new tonight',
  cdn_prefix: '/uploads/',
  countries: ['NL', 'BE'],
  geoip_country: 'NL',
  geoip_selected_country: 'NL',
  message_credits: 5,
  signup_credits: 10,
  gift_credits: 10,
  support_email: 'support@flirtpark.example',
  support_phone: '+31 20-123 45 67',
  fictional_icon: true,
  fictional_warning: 'Some profiles on this site are fictional.',
  fictional_singular: 'fictional profile',
  fictional_plural: 'fictional profiles',
  delete_discount: 50,
  company_info: {
    name: 'Parkside Media B.V.',
    address: 'Keizersgracht 1',
    kvk: '12345678',
    city: 'Amsterdam',
    country: 'Netherlands',
    tradenames: ['Flirtpark', 'Parkside Dating'],
    vat_numbers: ['NL123456789B01'],
    added: '2020-01-01T00:00:00Z',
  },
};

/** A paying member of that site with a photo. */
const DUTCH_MEMBER: Partial<User> = {
  credits: 50,
  paid_user: true,
  signup_date: '2024-01-01T10:00:00Z',
  profile: {
    id: 7,
    status: 'active',
    name: 'Sanne',
    main_image: { filename: 'sanne.jpg', thumb_filename: 'sanne_thumb.jpg', match: 'm/sanne.jpg' },
    gender: 'female',
    sexuality: 'hetero',
    age: 31,
    country: 'NL',
    region: 'Noord-Holland',
    city: 'Amsterdam',
  },
};

/** A complete settings record as GET /api/settings.php answers it, for the Dutch demo site. */
export function settingsFixture(overrides: Partial<Settings> = {}): Settings {
  return siteSettingsFixture({ ...DUTCH_SITE, ...overrides });
}

export function userFixture(overrides: Partial<User> = {}): User {
  return siteUserFixture({ ...DUTCH_MEMBER, ...overrides });
}
