import type { NavGroupName, SiteNavigationItem } from 'shared-ui/kernel';

/** One entry of a menu bar: a registered item on its own, or a group's menu of items. */
export type NavEntry =
  | { kind: 'item'; item: SiteNavigationItem }
  | { kind: 'group'; group: NavGroupName | 'more'; items: SiteNavigationItem[] };

/** The phone tab bar holds at most this many tabs: five keep 64 px per tab on a 320 px screen. */
export const MAX_TABS = 5;

/**
 * The entries of the visible items in their order: the items of a group gather into one entry where the
 * group's first item stands.
 */
export function groupNavItems(items: readonly SiteNavigationItem[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const item of items) {
    if (!item.group) {
      entries.push({ kind: 'item', item });
      continue;
    }
    const existing = entries.find((entry) => entry.kind === 'group' && entry.group === item.group);
    if (existing?.kind === 'group') existing.items.push(item);
    else entries.push({ kind: 'group', group: item.group, items: [item] });
  }
  return entries;
}

/**
 * The tab bar's tabs: the entries while they fit, otherwise the first ones, a "More" menu of the rest and
 * the last entry. The last entry stays a tab of its own because it is the money item (Credits or Get
 * Premium, ordered last), which the product wants in sight at every width.
 */
export function tabEntries(entries: readonly NavEntry[]): NavEntry[] {
  if (entries.length <= MAX_TABS) return [...entries];
  const leading = entries.slice(0, MAX_TABS - 2);
  const folded = entries
    .slice(MAX_TABS - 2, -1)
    .flatMap((entry) => (entry.kind === 'item' ? [entry.item] : entry.items));
  const last = entries[entries.length - 1]!;
  return [...leading, { kind: 'group', group: 'more', items: folded }, last];
}
