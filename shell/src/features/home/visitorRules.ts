import { useLocation } from 'shared-ui/router';
import type { Settings } from 'shared-ui/kernel';
import { readTrackingData } from '../page-effects/queryParams';

/** Signups are open for 'all', or for 'with_trafficsource' when a traffic-source network is known. */
export function signupsAllowed(settings: Settings, network: string | null): boolean {
  return settings.signups === 'all' || (settings.signups === 'with_trafficsource' && Boolean(network));
}

/**
 * Logged-out search is visible when logged_out_search is not 'none', or when the
 * traffic-source variant is not 'none' and a traffic source exists.
 */
export function loggedOutSearchVisible(settings: Settings, network: string | null): boolean {
  return (
    settings.logged_out_search !== 'none' ||
    (settings.logged_out_search_trafficsource !== 'none' && Boolean(network))
  );
}

/** The visitor's traffic-source network: from the address (first page view) or as stored before. */
export function useTrafficSourceNetwork(): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get('network') || readTrackingData().network || null;
}
