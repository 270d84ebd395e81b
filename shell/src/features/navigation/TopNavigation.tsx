import type { MouseEvent, ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate, type NavLinkProps } from 'shared-ui/router';
import styled, { css } from 'styled-components';
import { Avatar, Button, Container, Dropdown, media, mediaBelow } from 'shared-ui';
import {
  hasRoute,
  pathTo,
  type Settings,
  settingsAtom,
  type SiteNavigationItem,
  type User,
  userAtom,
} from 'shared-ui/kernel';
import { useRouteHandle } from '../../app/routes/useRouteName';
import { logout } from '../../app/session/session';
import { SiteLogo } from '../layouts/SiteLogo';
import { shouldShowBackButton, useStandalone } from '../layouts/standalone';
import { signupsAllowed, useSignupLink, useTrafficSourceNetwork } from '../home';
import { LanguageDropdown } from './LanguageDropdown';
import { NavBadge } from './NavBadge';
import { NavIcon } from './NavIcons';
import { useGroupMenu, useNavEntries } from './useNavEntries';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  /*
   * A visitor's phone header is one row: the mark, the language, Log in and Sign up. The site's name
   * stays the logo's accessible name; there is no room to draw it beside two buttons in German.
   */
  &[data-audience='visitor'] [data-site-name] {
    ${mediaBelow.sm} {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  padding-block: ${({ theme }) => theme.space.xs}px;

  ${media.md} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space.md}px;
  }
`;

/**
 * Below 768 px a member's menu is the tab bar at the bottom, so the top bar keeps only the logo, the
 * language and the account menu; a visitor's two buttons (log in, sign up) sit in the same one row, beside
 * the logo, as the leaders' headers have them. Other items a remote registers for visitors take a row of
 * their own below, sharing its width.
 */
const Nav = styled.nav`
  order: 3;
  flex: 1 0 100%;

  &[data-audience='member'] {
    ${mediaBelow.md} {
      display: none;
    }
  }

  &[data-audience='visitor'] {
    ${mediaBelow.md} {
      order: 0;
      flex: 1 1 auto;
      min-width: 0;

      > ul {
        justify-content: flex-end;
      }

      > ul > li {
        flex: none;
      }

      > ul > li > a {
        padding-inline: ${({ theme }) => theme.space.sm + 2}px;
      }
    }
  }

  ${media.md} {
    order: 0;
    flex: 1 1 auto;
  }

  /* Its own list only: a menu inside (Discover) lays out as a menu. */
  > ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.md} {
      flex-wrap: nowrap;
      justify-content: flex-end;
    }
  }

  > ul > li {
    flex: 1 1 auto;
    ${media.md} {
      flex: none;
    }
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-left: auto;
`;

/**
 * From 768 to 991 px a member's menu draws each item as its icon over its short label, as the phone tab bar
 * does, so that long labels (German) fit beside the logo and the account menu; the full label stays the
 * accessible name. From 992 px the items show their full labels.
 */
const compactBelowLg = css`
  .icon,
  .short {
    display: none;
  }

  ${mediaBelow.lg} {
    flex-direction: column;
    gap: 0;
    padding: 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.xs};

    .icon {
      display: block;
      font-size: 1.25rem;
    }
    .short {
      display: inline;
    }
    .full {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    [data-testid$='-badge'] {
      position: absolute;
      top: 0;
      left: calc(50% + 6px);
    }
  }
`;

const ItemLink = styled(NavLink)`
  position: relative;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }

  ${compactBelowLg}
`;

/** A group's menu button, drawn like the links beside it and underlined while one of its pages is open. */
const GroupDropdown = styled(Dropdown)`
  > button {
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
    ${compactBelowLg}

    ${mediaBelow.lg} {
      > span[aria-hidden='true']:last-child {
        display: none;
      }
    }
  }
  &.current > button {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`;

const AccountLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;

  .name {
    display: none;
    max-width: 12em;
    overflow: hidden;
    text-overflow: ellipsis;
    ${media.lg} {
      display: inline;
    }
  }
`;

function NavItem({ children, ...props }: NavLinkProps & { children: ReactNode }) {
  return (
    <li>
      <ItemLink {...props}>{children}</ItemLink>
    </li>
  );
}

/** The profile thumbnail's URL under the site's content prefix, or null without a photo. */
export function profileThumbnail(settings: Settings, user: User): string | null {
  const image = user.profile.main_image;
  return image ? `${settings.cdn_prefix}${image.thumb_filename}` : null;
}

function BackButton() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const standalone = useStandalone();
  const backButtonInStandalone = useRouteHandle()?.flags?.backButtonInStandalone === true;
  // Outside standalone mode (and on the server) the history is never read.
  const historyLength = standalone ? window.history.length : 0;
  if (!shouldShowBackButton({ standalone, backButtonInStandalone, historyLength })) {
    return null;
  }
  return (
    <Button variant="link" size="sm" onClick={() => void navigate(-1)}>
      <span aria-hidden="true">←</span> {t('nav.back')}
    </Button>
  );
}

/** The navigation items the deployed remotes register, for this visitor or member, in their order. */
function RegisteredItems({ user }: { user: User | null }) {
  const { t } = useTranslation('shell');
  const entries = useNavEntries(user);
  return (
    <>
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          <NavItem
            key={`${entry.item.owner}:${entry.item.route}`}
            to={pathTo(entry.item.route)}
            end={entry.item.exact}
          >
            {entry.item.icon && <NavIcon name={entry.item.icon} className="icon" />}
            <span className="short" aria-hidden="true">
              {t(entry.item.shortLabel)}
            </span>
            <span className="full">{t(entry.item.label)}</span>
            {entry.item.badge && <NavBadge source={entry.item.badge} />}
          </NavItem>
        ) : (
          <li key={`group:${entry.group}`}>
            <GroupMenu items={entry.items} group={entry.group} />
          </li>
        ),
      )}
    </>
  );
}

/** A group of items (Discover: match finder, swipe game) as one menu of the bar. */
function GroupMenu({ items, group }: { items: SiteNavigationItem[]; group: string }) {
  const { t } = useTranslation('shell');
  const menu = useGroupMenu(items);
  return (
    <GroupDropdown
      className={menu.current ? 'current' : undefined}
      variant="link"
      align="start"
      items={menu.items}
      label={
        <>
          <NavIcon name="discover" className="icon" />
          <span>{t(`nav.groups.${group}`)}</span>
        </>
      }
    />
  );
}

function AccountDropdown({ user, settings }: { user: User; settings: Settings }) {
  const { t } = useTranslation('shell');
  const store = useStore();
  const navigate = useNavigate();
  const go = (path: string) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    void navigate(path);
  };
  return (
    <Dropdown
      variant="link"
      size="sm"
      aria-label={t('nav.account', { name: user.profile.name })}
      label={
        <AccountLabel>
          <Avatar src={profileThumbnail(settings, user)} name={user.profile.name} size="sm" decorative />
          <span className="name">{user.profile.name}</span>
        </AccountLabel>
      }
      items={[
        ...(
          [
            ['profile', 'nav.myProfile'],
            ['notifications', 'nav.settings'],
          ] as const
        )
          .filter(([route]) => hasRoute(route))
          .map(([route, label]) => ({
            key: route,
            label: t(label),
            href: pathTo(route),
            onSelect: go(pathTo(route)),
          })),
        {
          key: 'logout',
          label: t('nav.logout'),
          onSelect: () => {
            void logout(store).finally(() => navigate('/'));
          },
        },
      ]}
    />
  );
}

function VisitorMenu({ settings }: { settings: Settings }) {
  const { t } = useTranslation('shell');
  const signupLink = useSignupLink();
  const network = useTrafficSourceNetwork();
  return (
    <ul>
      <RegisteredItems user={null} />
      {hasRoute('login') && (
        <li>
          <Button as={NavLink} to={pathTo('login')} variant="outline" size="sm">
            {t('nav.login')}
          </Button>
        </li>
      )}
      {signupsAllowed(settings, network) && (
        <li>
          {/* A link, so it works in a server-drawn page before the shell has loaded. */}
          <Button as="a" size="sm" {...signupLink}>
            {t('nav.signup')}
          </Button>
        </li>
      )}
    </ul>
  );
}

/** The default layout's top bar: logo, the main menu for members or visitors, language and account. */
export function TopNavigation() {
  const { t } = useTranslation('shell');
  const settings = useAtomValue(settingsAtom);
  const user = useAtomValue(userAtom);
  if (!settings) return null;
  return (
    <Bar data-audience={user ? 'member' : 'visitor'}>
      <Row>
        <BackButton />
        <SiteLogo />
        <Nav aria-label={t('nav.label')} id="main-navigation" data-audience={user ? 'member' : 'visitor'}>
          {user ? (
            <ul>
              <RegisteredItems user={user} />
            </ul>
          ) : (
            <VisitorMenu settings={settings} />
          )}
        </Nav>
        <Tools>
          <LanguageDropdown />
          {user && <AccountDropdown user={user} settings={settings} />}
        </Tools>
      </Row>
    </Bar>
  );
}
