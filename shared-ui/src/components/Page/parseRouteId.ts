/**
 * A numeric id from a page's URL (a member, a conversation, a credit package): a positive whole
 * number without leading zeros that JavaScript holds exactly, or null for anything else, so a page
 * never asks the API about '007', '4.5' or '12abc'.
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
