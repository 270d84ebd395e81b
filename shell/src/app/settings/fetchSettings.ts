import { api, type Settings, type SettingsResponse } from 'shared-ui/kernel';

/**
 * The query of GET /api/settings.php: the current page's query parameters (a
 * traffic source, a selected country, ...) plus forced_domain from the host, which picks the site.
 */
export function settingsQuery(location: Pick<Location, 'hostname' | 'search'>): URLSearchParams {
  const query = new URLSearchParams(location.search);
  query.set('forced_domain', location.hostname);
  return query;
}

export async function fetchSettings(location: Pick<Location, 'hostname' | 'search'>): Promise<Settings> {
  const body = await api
    .get('settings.php', { searchParams: settingsQuery(location) })
    .json<SettingsResponse>();
  return body.settings;
}
