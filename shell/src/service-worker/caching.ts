/**
 * The worker's one cache: the offline page. Nothing else is cached (no shell, no remote, no manifest), so
 * no page is ever left on a stale shell and no cache outlives a deploy: HTML and manifests always come from
 * the network. Each worker build has its own cache name; activating deletes every other one.
 */
import { PUSH_SERVICE_WORKER_VERSION } from 'contract/constants';

/** The site's offline page, served by the API per site. */
export const OFFLINE_PAGE = '/offline.html';

/** The cache of this worker build: the worker's version plus the shell's build version. */
export function cacheName(buildVersion: string): string {
  return `offline-v${PUSH_SERVICE_WORKER_VERSION}-${buildVersion}`;
}

/** The caches an activating worker deletes: every one but its own. */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name !== current);
}
