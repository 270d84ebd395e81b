import type { User } from 'shared-ui/kernel';

/**
 * Routes where the reminder would be in the way: the signup funnel, where the member is
 * still finishing, and the settings page, where the address is changed.
 */
export const REMINDER_HIDDEN_ROUTES: readonly string[] = [
  'signup',
  'signup-matches',
  'members-id-signup',
  'complete-signup',
  'notifications',
];

/**
 * An unconfirmed member whose profile is still disabled sees the reminder. When their mails are disabled
 * (bounce, spam, unsubscribe) the link cannot reach them: the disabled-notifications alert explains that
 * instead.
 */
export function shouldShowActivationReminder(user: User | null, routeName: string | undefined): boolean {
  if (!user || user.status !== 'not_confirmed') return false;
  if (user.profile.status !== 'disabled' || user.notifications_disabled.length > 0) return false;
  return !isReminderHiddenRoute(routeName);
}

/** The routes above, and the settings' own sub-screens (account, alerts, privacy ...), where it is changed. */
export function isReminderHiddenRoute(routeName: string | undefined): boolean {
  const name = routeName ?? '';
  return REMINDER_HIDDEN_ROUTES.includes(name) || name.startsWith('notifications-');
}

/** The settings' sub-screen with the e-mail address where the site has one, else the settings page. */
export function changeAddressRoute(hasRoute: (name: string) => boolean): string | null {
  if (hasRoute('notifications-account')) return 'notifications-account';
  return hasRoute('notifications') ? 'notifications' : null;
}

/** A modal only on smartphones that arrived with api_signup_complete; an alert otherwise. */
export function reminderPresentation(options: {
  desktop: boolean;
  arrivedFromSignup: boolean;
}): 'modal' | 'alert' {
  return !options.desktop && options.arrivedFromSignup ? 'modal' : 'alert';
}
