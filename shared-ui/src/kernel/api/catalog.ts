/** The shared value lists (loaded once and cached by their callers). */
import type { CountryRegions } from 'contract';
import { api } from './client';

/** GET /api/regions.php?country=XX: the country's regions and what the country calls them. */
export async function fetchRegions(country: string): Promise<CountryRegions> {
  return api.get('regions.php', { searchParams: { country } }).json<CountryRegions>();
}
