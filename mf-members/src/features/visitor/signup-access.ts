import type { Settings } from 'shared-ui/kernel';

/**
 * Signups are allowed when the setting is 'all', or 'with_trafficsource' and the visitor came
 * with a traffic-source network. Invite-only sites sign up through an invite link, never from a profile.
 */
export function signupsOpen(settings: Settings | null, hasTrafficSource: boolean): boolean {
  if (!settings) return false;
  return settings.signups === 'all' || (settings.signups === 'with_trafficsource' && hasTrafficSource);
}
