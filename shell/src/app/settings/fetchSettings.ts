import { FIRST_PAINT_RETRY, request, type Settings } from 'shared-ui/kernel';

/**
 * The query of GET /api/settings.php: the current page's query parameters (a
 * traffic source, a selected country, ...) plus forced_domain from the host, which picks the site.
 */
export function settingsQuery(location: Pick<Location, 'hostname' | 'search'>): URLSearchParams {
  const query = new URLSearchParams(location.search);
  query.set('forced_domain', location.hostname);
  return query;
}

/** The site's settings for the first paint (FIRST_PAINT_RETRY: an outage shows the boot panel at once). */
export async function fetchSettings(location: Pick<Location, 'hostname' | 'search'>): Promise<Settings> {
  const body = await request('GET /api/settings.php', {
    query: Object.fromEntries(settingsQuery(location)),
    retry: FIRST_PAINT_RETRY,
  });
  return body.settings;
}
