/**
 * What the worker shows for a push: the server's PushPayload (contract/src/push.ts), read defensively. A
 * push the worker cannot read still shows a notification: with userVisibleOnly the browser expects one for
 * every push, and a plain one that opens the site is better than the browser's own "updated in background".
 */
import type { PushPayload } from 'contract';

export const NOTIFICATION_ICON = '/icons/icon-192.png';

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { renotify: boolean; data: { url: string } };
  /** The installed app's badge: unread messages plus new likes; null when the push did not say. */
  badgeCount: number | null;
}

/**
 * A path on this site, or '/'. A notification never opens another site, whatever a payload says: the click
 * navigates an open window of the site or opens one.
 */
export function sitePath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return '/';
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return '/';
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return '/';
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function parse(raw: string | null): Partial<PushPayload> {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Partial<PushPayload>) : {};
  } catch {
    return {};
  }
}

/** The notification for a push's text (the decrypted payload), on the site at `origin` named `siteName`. */
export function notificationFor(raw: string | null, origin: string, siteName: string): ShownNotification {
  const payload = parse(raw);
  const count = payload.badge_count;
  return {
    title: text(payload.title) ?? siteName,
    options: {
      body: text(payload.body) ?? '',
      // One notification per conversation or member: a newer one replaces it, and still alerts.
      tag: text(payload.tag) ?? 'site',
      renotify: true,
      icon: NOTIFICATION_ICON,
      data: { url: sitePath(payload.url, origin) },
    },
    badgeCount: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null,
  };
}
