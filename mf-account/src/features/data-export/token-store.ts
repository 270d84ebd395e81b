/**
 * The download token of the member's newest export, kept on this device: the API hands it out once (in the
 * request's answer and in the ready mail's link), and the download needs it together with the session. It is
 * stored per member, so another account logged in on the same browser never sees it (and could not use it:
 * the server checks the session's member too), with the export it belongs to when known (a request made here),
 * so a newer export asked for on another device is not offered with this one's stale token.
 */
export interface StoredToken {
  token: string;
  /** The export the token opens; null when it came from the mail's link (which names no export). */
  exportId: number | null;
}

const keyOf = (memberId: number) => `account.dataExport.${memberId}`;

export function loadToken(memberId: number): StoredToken | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(keyOf(memberId)) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { token, exportId } = stored as Partial<StoredToken>;
    if (typeof token !== 'string') return null;
    return { token, exportId: typeof exportId === 'number' ? exportId : null };
  } catch {
    // Storage refused (private mode, disabled) or unreadable: the mailed link still works.
    return null;
  }
}

export function saveToken(memberId: number, stored: StoredToken): void {
  try {
    window.localStorage.setItem(keyOf(memberId), JSON.stringify(stored));
  } catch {
    // As above: nothing kept, the mail has the link.
  }
}
