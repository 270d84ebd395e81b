/**
 * Where a member who left a page to buy credits goes back to once they have paid (the chat they were writing
 * in). Kept for the tab's session: the payment provider's page lies between leaving and coming back.
 */
const STORAGE_KEY = 'purchase.returnPath';

/** Only a path of this site: a stored value can never send the member elsewhere. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

export function rememberPurchaseReturn(path: string): void {
  if (!isSitePath(path)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, path);
  } catch {
    // Without storage the order page offers its usual way on.
  }
}

/** The remembered page, or null: read as often as needed, forgotten by forgetPurchaseReturn. */
export function purchaseReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(STORAGE_KEY);
    return path && isSitePath(path) ? path : null;
  } catch {
    return null;
  }
}

/** The member went back (or on elsewhere): a later purchase starts without a way back. */
export function forgetPurchaseReturn(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
