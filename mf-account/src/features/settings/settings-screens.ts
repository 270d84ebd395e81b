/**
 * The sub-screens of the settings route, in the order the list shows them. Each one is a route of its own
 * (registration.json): a deep link opens it, and the browser's back button returns to the list.
 */
export const SETTINGS_SCREENS = [
  { id: 'account', route: 'notifications-account' },
  { id: 'alerts', route: 'notifications-alerts' },
  { id: 'privacy', route: 'notifications-privacy' },
  { id: 'delete', route: 'notifications-delete-account' },
] as const;

export type SettingsScreen = (typeof SETTINGS_SCREENS)[number];
export type SettingsScreenId = SettingsScreen['id'];

/** The list itself: the product's "notifications" route, which the spec also calls settings. */
export const SETTINGS_LIST_ROUTE = 'notifications';
