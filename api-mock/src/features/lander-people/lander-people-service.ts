/**
 * Real members on the landers, as a logged-out visitor may see them: who may appear is the discovery rule
 * (`listable`, as for a visitor: active, not invisible, not pending deletion, of the site), the photo is the
 * main one only (the photo rule gives visitors nothing more), region and city only where the site shows them
 * on profiles. The answers never depend on a session.
 */
import { LANDER_MEMBERS_DEFAULT, type LanderMember, type LanderMembersQuery } from 'contract';
import type { DiscoveryRepository, LanderRow } from '../../db/repositories/index.js';
import { ageOn } from '../account/validation.js';
import type { ResolvedSite } from '../sites/site-directory.js';

/** The address of an uploaded file under the site's cdn_prefix ('/uploads/' or a CDN origin). */
export function cdnUrl(cdnPrefix: string, filename: string): string {
  return `${cdnPrefix.replace(/\/?$/, '/')}${filename}`;
}

export function toLanderMember(row: LanderRow, site: ResolvedSite, now: Date): LanderMember {
  const shown = new Set(site.settings.visible_profile_fields);
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.dateOfBirth, now),
    city: shown.has('city') ? row.city : null,
    region: shown.has('region') ? row.region : null,
    country: row.country,
    photo: row.mainThumbFilename ? cdnUrl(site.settings.cdn_prefix, row.mainThumbFilename) : null,
    fictional: row.fictional,
  };
}

export function createLanderPeopleService(deps: { discovery: DiscoveryRepository; now: () => Date }) {
  const { discovery, now } = deps;
  return {
    /**
     * Members of the gender looked for (default female) with a main photo, in the visitor's country
     * first, then in the site's other countries until `limit` are found.
     */
    async members(
      site: ResolvedSite,
      visitorCountry: string,
      query: Pick<LanderMembersQuery, 'looking_for' | 'limit'>,
    ): Promise<LanderMember[]> {
      const rows = await discovery.landerMembers({
        siteId: site.id,
        gender: query.looking_for ?? 'female',
        country: visitorCountry,
        fillUp: site.settings.countries.some((other) => other !== visitorCountry),
        limit: query.limit ?? LANDER_MEMBERS_DEFAULT,
      });
      const at = now();
      return rows.map((row) => toLanderMember(row, site, at));
    },

    /**
     * The member of a member landing, or null for whoever a visitor may not see, whatever the reason
     * (unknown, inactive, invisible, pending deletion, another site's).
     */
    async member(site: ResolvedSite, id: number): Promise<LanderMember | null> {
      const row = await discovery.landerMember(site.id, id);
      return row ? toLanderMember(row, site, now()) : null;
    },
  };
}

export type LanderPeopleService = ReturnType<typeof createLanderPeopleService>;
