/** The shared value lists (loaded once and cached by their callers). */
import type { CountryRegions } from 'contract';
import { request } from './request';

/** GET /api/regions.php?country=XX: the country's regions and what the country calls them. */
export async function fetchRegions(country: string): Promise<CountryRegions> {
  const answer = await request('GET /api/regions.php', { query: { country } });
  // Without a country the endpoint lists every country; with one it answers that country alone.
  if ('countries' in answer) throw new Error(`regions.php answered every country for ${country}`);
  return answer;
}
