import type { MouseEvent } from 'react';
import { useLocation } from 'shared-ui/router';
import { useOpenSignup } from 'shared-ui/kernel';
import { isPlainClick, signupPath } from 'shared-ui/lander-page';
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

/**
 * A visitor's Sign up as a link: the signup page, so it works in a server-drawn page before the shell has
 * loaded; a plain click once the shell runs opens the signup its way (the modal on desktop).
 */
export function useSignupLink(): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const openSignup = useOpenSignup();
  return {
    href: signupPath(),
    onClick: (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      openSignup();
    },
  };
}
