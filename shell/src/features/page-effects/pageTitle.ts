/**
 * `<page title> | <site name>`, prefixed with `(n) ` when unread messages plus new likes is above zero
 *, so a background tab shows there is something new.
 */
export function formatPageTitle(input: { pageTitle: string; siteName: string; count: number }): string {
  const parts = [input.pageTitle, input.siteName].filter((part) => part.trim() !== '');
  const base = parts.join(' | ');
  return input.count > 0 ? `(${input.count}) ${base}` : base;
}
