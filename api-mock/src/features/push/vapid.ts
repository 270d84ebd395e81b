/**
 * The VAPID key pair of a site: generated per site at seed and kept with the data, or one pair for every site
 * from the environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY). With the environment's pair, settings.php must
 * publish its public key: a browser subscribes with the key the server later signs with.
 */
import type { SiteRepository } from '../../db/repositories/index.js';

/** The site repository with every site's push_public_key replaced by `publicKey` (none given: unchanged). */
export function withVapidPublicKey(sites: SiteRepository, publicKey: string | null): SiteRepository {
  if (publicKey === null) return sites;
  return {
    ...sites,
    async listSites() {
      const list = await sites.listSites();
      return list.map((site) => ({ ...site, settings: { ...site.settings, push_public_key: publicKey } }));
    },
  };
}
