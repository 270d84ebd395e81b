/** All SQL about sites, their host names and operating companies. */
import { asc, eq } from 'drizzle-orm';
import type { CompanyInfo, Settings } from 'contract';
import type { AppDatabase } from '../client.js';
import { companies, siteAliases, sites } from '../schema.js';

/** The settings stored for a site: everything but what depends on the request or on shared catalogs. */
export type StoredSiteSettings = Omit<
  Settings,
  'geoip_country' | 'geoip_selected_country' | 'region_data' | 'interests' | 'company_info'
>;

export interface SiteRecord {
  id: number;
  domain: string;
  /** Further host names that answer for this site. */
  aliases: string[];
  settings: StoredSiteSettings;
  company: CompanyInfo;
}

export interface SiteRepository {
  /** Every site, the default site (lowest id, the first seeded) first. */
  listSites(): Promise<SiteRecord[]>;
}

export function createSiteRepository(db: AppDatabase): SiteRepository {
  return {
    async listSites() {
      const rows = await db
        .select({ site: sites, company: companies })
        .from(sites)
        .innerJoin(companies, eq(sites.companyId, companies.id))
        .orderBy(asc(sites.id));
      const aliasRows = await db.select().from(siteAliases).orderBy(asc(siteAliases.hostname));
      return rows.map(({ site, company }) => ({
        id: site.id,
        domain: site.domain,
        aliases: aliasRows.filter((alias) => alias.siteId === site.id).map((alias) => alias.hostname),
        settings: toStoredSettings(site),
        company: toCompanyInfo(company),
      }));
    },
  };
}

function toCompanyInfo(row: typeof companies.$inferSelect): CompanyInfo {
  return {
    name: row.name,
    address: row.address,
    kvk: row.kvk,
    city: row.city,
    country: row.country,
    tradenames: row.tradenames,
    vat_numbers: row.vatNumbers,
    added: row.added.toISOString(),
  };
}

function toStoredSettings(row: typeof sites.$inferSelect): StoredSiteSettings {
  return {
    name: row.name,
    domain: row.domain,
    domain_language: row.domainLanguage,
    description: row.description,
    index_title: row.indexTitle,
    cdn_prefix: row.cdnPrefix,
    countries: row.countries,
    // The check constraints of the table guarantee these values.
    signups: row.signups as StoredSiteSettings['signups'],
    logged_out_search: row.loggedOutSearch as StoredSiteSettings['logged_out_search'],
    logged_out_search_trafficsource:
      row.loggedOutSearchTrafficsource as StoredSiteSettings['logged_out_search'],
    enable_site_entry_popup: row.enableSiteEntryPopup,
    visible_profile_fields: row.visibleProfileFields,
    visible_profile_notes: row.visibleProfileNotes,
    search_fields: row.searchFields,
    message_credits: row.messageCredits,
    signup_credits: row.signupCredits,
    photo_credits: row.photoCredits,
    gift_credits: row.giftCredits,
    free_messages: row.freeMessages,
    message_length: row.messageLength,
    minimum_message_costs: row.minimumMessageCosts,
    minimum_age: row.minimumAge,
    support_email: row.supportEmail,
    support_phone: row.supportPhone,
    push_public_key: row.pushPublicKey,
    fictional_icon: row.fictionalIcon,
    fictional_warning: row.fictionalWarning,
    fictional_singular: row.fictionalSingular,
    fictional_plural: row.fictionalPlural,
    refund_days: row.refundDays,
    delete_discount: row.deleteDiscount,
    member_resell: row.memberResell,
    primary_color: row.primaryColor,
  };
}
