import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-ui/router';
import type { DropdownItem } from 'shared-ui';
import { pathTo, siteComposition, type SiteNavigationItem, type User } from 'shared-ui/kernel';
import { useRouteName } from '../../app/routes/useRouteName';
import { groupNavItems, type NavEntry } from './navEntries';
import { isNavItemVisible } from './navRules';

/** The entries of the items the deployed remotes register for this visitor or member, in their order. */
export function useNavEntries(user: User | null): NavEntry[] {
  const items = siteComposition().navigation.filter((item) => isNavItemVisible(item.visibility, user));
  return groupNavItems(items);
}

/** A group's items as menu items: client-side navigation, the page on screen marked as current. */
export function useGroupMenu(items: readonly SiteNavigationItem[]): {
  items: DropdownItem[];
  current: boolean;
} {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const routeName = useRouteName();
  const menuItems = items.map((item) => {
    const href = pathTo(item.route);
    return {
      key: `${item.owner}:${item.route}`,
      label: t(item.label),
      href,
      current: item.route === routeName,
      onSelect: (event: MouseEvent<HTMLElement>) => {
        event.preventDefault();
        void navigate(href);
      },
    };
  });
  return { items: menuItems, current: menuItems.some((item) => item.current) };
}
