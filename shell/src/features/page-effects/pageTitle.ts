import { INVITE_CODE_PATTERN } from 'shared-ui/kernel';

const INVITE_CODE = new RegExp(INVITE_CODE_PATTERN);

/**
 * Whether the address is a page of a route that exists only for some values (the server checks those:
 * `invite` is /:token for an invite code's shape only). Routes without a check always are.
 */
export function isVerifiedPage(
  verify: string | undefined,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  if (verify !== 'invite') return true;
  return INVITE_CODE.test(params.token ?? '');
}

/**
 * `<page title> | <site name>`, prefixed with `(n) ` when unread messages plus new likes is above zero
 *, so a background tab shows there is something new.
 */
export function formatPageTitle(input: { pageTitle: string; siteName: string; count: number }): string {
  const parts = [input.pageTitle, input.siteName].filter((part) => part.trim() !== '');
  const base = parts.join(' | ');
  return input.count > 0 ? `(${input.count}) ${base}` : base;
}
