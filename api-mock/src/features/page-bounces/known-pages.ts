/**
 * What a page bounce may name, so nobody can fill the operators' report with invented entries: its path must
 * be a page of the deployed site (the shell's and the deployed remotes' page tables) and its lb either the
 * plain "logging on" value or the id of a deployed lander. A lander's id is the last fixed segment of its
 * page's path: `video` for /landers/video/:slug?, `landing2` for /members/:id/landing2/:slug?.
 */
import { PAGE_BOUNCE_LOGGING_ON } from 'contract';
import { deployedRoutes } from '../../plugins/site/deployed-routes.js';

export interface KnownPages {
  page(path: string): Promise<boolean>;
  lander(lb: string): Promise<boolean>;
}

/** The id of a lander page from its path pattern, or null when it has no fixed segment. */
export function landerId(pattern: string): string | null {
  const fixed = pattern.split('/').filter((segment) => segment !== '' && !/^[:*]/.test(segment));
  return fixed.at(-1)?.replace(/\?$/, '').toLowerCase() ?? null;
}

export function createKnownPages(
  siteRoot: string,
  onError: (error: unknown, file: string) => void,
): KnownPages {
  const deployed = deployedRoutes(siteRoot, onError);
  return {
    async page(path) {
      if (!path.startsWith('/')) return false;
      const table = await deployed.table();
      // A page that exists only for some values (a member's profile) counts by its pattern: no lookup.
      return table !== null && (table.plain(path) || table.verified(path).length > 0);
    },
    async lander(lb) {
      if (lb === PAGE_BOUNCE_LOGGING_ON) return true;
      const wanted = lb.toLowerCase();
      return (await deployed.landerPages()).some((page) => landerId(page.pattern) === wanted);
    },
  };
}
