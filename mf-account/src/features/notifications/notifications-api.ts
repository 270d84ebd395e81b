import {
  queryKeys,
  request,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type UnsubscribeResponse,
} from 'shared-ui/kernel';

/** The query key of the member's notification settings (under the account: dropped at logout). */
export const notificationSettingsKey = (userId: number | null) =>
  [...queryKeys.account(userId), 'notification-settings'] as const;

/** GET /api/notification-settings.php: every switch (defaults filled in) and why e-mails stopped. */
export async function fetchNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return (await request('GET /api/notification-settings.php', { signal })).settings;
}

/** PUT /api/notification-settings.php: changes the given switches; the answer is the whole new state. */
export async function saveNotificationSettings(
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  return (await request('PUT /api/notification-settings.php', { json: update })).settings;
}

/** POST /api/unsubscribe.php?token=: switches off the e-mail the mailed link names. */
export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return request('POST /api/unsubscribe.php', { query: { token } });
}

/** POST /api/mail-confirmation.php: mails a link that confirms the address again (the fix of a bounce). */
export async function requestAddressConfirmation(): Promise<void> {
  await request('POST /api/mail-confirmation.php');
}
