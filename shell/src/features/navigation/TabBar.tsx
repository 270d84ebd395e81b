import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'shared-ui/router';
import styled, { createGlobalStyle, css } from 'styled-components';
import { Dropdown, media, mediaBelow, VisuallyHidden } from 'shared-ui';
import { pathTo, type SiteNavigationItem, userAtom } from 'shared-ui/kernel';
import { NavBadge } from './NavBadge';
import { NavIcon } from './NavIcons';
import { tabEntries, type NavEntry } from './navEntries';
import { useGroupMenu, useNavEntries } from './useNavEntries';

/** The bar's height above the safe area: a 44 px touch target with room for the label under the icon. */
export const TAB_BAR_HEIGHT = 56;

/**
 * While the bar is on screen (phones), `--bottom-nav-height` tells the layouts how much room to leave at
 * the bottom, and the toasts how far to rise, so no content hides behind it.
 */
const ReserveRoom = createGlobalStyle`
  ${mediaBelow.md} {
    :root {
      /* The tabs and the bar's 1 px top border. */
      --bottom-nav-height: calc(${TAB_BAR_HEIGHT + 1}px + env(safe-area-inset-bottom, 0px));
    }
  }
`;

const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -1px 4px rgba(0, 0, 0, 0.06);

  ${media.md} {
    display: none;
  }

  > ul {
    display: grid;
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const currentTab = css`
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: inset 0 3px 0 ${({ theme }) => theme.colors.primary};
`;

const tabStyles = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  min-width: 0;
  min-height: ${TAB_BAR_HEIGHT}px;
  padding: ${({ theme }) => theme.space.xs}px 2px;
  border: 0;
  border-radius: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.2;
  text-decoration: none;

  > svg {
    font-size: 1.5rem;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  &[aria-current] {
    ${currentTab}
  }
`;

const Tab = styled(NavLink)`
  ${tabStyles}
`;

/** The visible short label: one line, cut with an ellipsis rather than pushing the next tab away. */
const ShortLabel = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* A 320 px screen leaves 64 px a tab: a size smaller keeps "Nachrichten" whole. */
  @media (max-width: 359.98px) {
    font-size: 0.625rem;
  }
`;

/** The badge sits on the icon's top right corner. */
const TabBadge = styled(NavBadge)`
  position: absolute;
  top: 2px;
  left: calc(50% + 6px);
  font-size: 0.6875rem;
`;

const GroupMenu = styled(Dropdown)`
  display: flex;
  height: 100%;

  > button {
    ${tabStyles}
    height: auto;

    > span[aria-hidden='true']:last-child {
      display: none;
    }
  }

  > button:hover:not(:disabled) {
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  &.current > button {
    ${currentTab}
  }
`;

function ItemTab({ item }: { item: SiteNavigationItem }) {
  const { t } = useTranslation('shell');
  const label = t(item.label);
  const shortLabel = t(item.shortLabel);
  return (
    <Tab to={pathTo(item.route)} end={item.exact} data-route={item.route}>
      <NavIcon name={item.icon ?? 'more'} />
      {/* The accessible name is the full label (which contains the short one); the tab shows the short one. */}
      <ShortLabel aria-hidden="true">{shortLabel}</ShortLabel>
      <VisuallyHidden>{label}</VisuallyHidden>
      {item.badge && <TabBadge source={item.badge} />}
    </Tab>
  );
}

/** A group's tab opens its menu upwards; the menu marks the page on screen (aria-current) when open. */
function GroupTab({ entry, align }: { entry: Extract<NavEntry, { kind: 'group' }>; align: 'start' | 'end' }) {
  const { t } = useTranslation('shell');
  const { items, current } = useGroupMenu(entry.items);
  return (
    <GroupMenu
      className={current ? 'current' : undefined}
      variant="link"
      placement="above"
      align={align}
      items={items}
      label={
        <>
          <NavIcon name={entry.group === 'more' ? 'more' : 'discover'} />
          <ShortLabel>{t(`nav.groups.${entry.group}`)}</ShortLabel>
        </>
      }
    />
  );
}

/**
 * The members' navigation on phones (below 768 px), fixed at the bottom within thumb reach: the items the
 * remotes register, each with its icon, short label and badge; groups open a menu upwards.
 */
export function TabBar() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(userAtom);
  const entries = tabEntries(useNavEntries(user));
  if (!user || entries.length === 0) return null;
  return (
    <>
      <ReserveRoom />
      <Bar aria-label={t('nav.label')} data-testid="tab-bar">
        <ul>
          {entries.map((entry, index) => (
            <li key={entry.kind === 'item' ? entry.item.route : `group:${entry.group}`}>
              {entry.kind === 'item' ? (
                <ItemTab item={entry.item} />
              ) : (
                // The menu lines up with the tab's outer edge so it never runs off the screen.
                <GroupTab entry={entry} align={index < entries.length / 2 ? 'start' : 'end'} />
              )}
            </li>
          ))}
        </ul>
      </Bar>
    </>
  );
}
