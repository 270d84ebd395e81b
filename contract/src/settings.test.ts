/** @jest-environment node */
import { SettingsSchema } from './settings.js';

/** Every global setting of a site, in the product's order and spelling (snake_case on the wire). */
const SPEC_GLOBAL_SETTINGS = [
  'name',
  'domain',
  'domain_language',
  'description',
  'index_title',
  'cdn_prefix',
  'countries',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'enable_site_entry_popup',
  'geoip_country',
  'geoip_selected_country',
  'region_data',
  'visible_profile_fields',
  'visible_profile_notes',
  'search_fields',
  'interests',
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'message_length',
  'minimum_message_costs',
  'support_email',
  'support_phone',
  'push_public_key',
  'fictional_icon',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'refund_days',
  'delete_discount',
  'member_resell',
  'company_info',
];

describe('SettingsSchema', () => {
  it('has every global setting of the product, all required', () => {
    for (const field of SPEC_GLOBAL_SETTINGS) {
      expect(SettingsSchema.properties).toHaveProperty(field);
      expect(SettingsSchema.required).toContain(field);
    }
  });

  it('describes company info with the fields the product names', () => {
    expect(Object.keys(SettingsSchema.properties.company_info.properties).sort()).toEqual(
      ['added', 'address', 'city', 'country', 'kvk', 'name', 'tradenames', 'vat_numbers'].sort(),
    );
  });
});
