/** A transaction id from the URL: letters, digits, '-' and '_' (providers' references vary), at most 64. */
export function parseTransactionId(raw: string | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}
