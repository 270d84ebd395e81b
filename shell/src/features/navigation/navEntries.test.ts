import type { SiteNavigationItem } from 'shared-ui/kernel';
import { groupNavItems, MAX_TABS, tabEntries, type NavEntry } from './navEntries';

const item = (route: string, order: number, group?: 'discover'): SiteNavigationItem => ({
  route,
  order,
  group,
  owner: 'mf_test',
  label: `test:${route}`,
  shortLabel: `test:${route}`,
  visibility: 'member',
});

/** An entry as a short text: the route, or the group with its routes. */
const describeEntry = (entry: NavEntry) =>
  entry.kind === 'item' ? entry.item.route : `${entry.group}(${entry.items.map((i) => i.route).join(',')})`;

describe('navigation entries', () => {
  it('gathers a group where its first item stands', () => {
    const entries = groupNavItems([
      item('members', 10),
      item('match-finder', 12, 'discover'),
      item('chats', 20),
      item('swipe-game', 25, 'discover'),
      item('credits', 40),
    ]);
    expect(entries.map(describeEntry)).toEqual([
      'members',
      'discover(match-finder,swipe-game)',
      'chats',
      'credits',
    ]);
  });

  it('keeps every entry as a tab while they fit', () => {
    const entries = groupNavItems(['a', 'b', 'c', 'd', 'e'].map((route, index) => item(route, index)));
    expect(tabEntries(entries).map(describeEntry)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('folds the middle into More beyond five tabs, the last (money) entry staying a tab', () => {
    const entries = groupNavItems([
      item('a', 1),
      item('b', 2),
      item('c', 3),
      item('m', 4, 'discover'),
      item('s', 5, 'discover'),
      item('d', 6),
      item('credits', 9),
    ]);
    const tabs = tabEntries(entries);
    expect(tabs).toHaveLength(MAX_TABS);
    expect(tabs.map(describeEntry)).toEqual(['a', 'b', 'c', 'more(m,s,d)', 'credits']);
  });
});
