import type { MouseEvent, ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate, type NavLinkProps } from 'shared-ui/router';
import styled from 'styled-components';
import { Avatar, Badge, Button, Container, CountBadge, Dropdown, media, VisuallyHidden } from 'shared-ui';
import {
  badgeSources,
  hasRoute,
  pathTo,
  type BadgeSourceName,
  type Settings,
  settingsAtom,
  siteComposition,
  type User,
  userAtom,
} from 'shared-ui/kernel';
import { useRouteHandle } from '../../app/routes/useRouteName';
import { logout } from '../../app/session/session';
import { SiteLogo } from '../layouts/SiteLogo';
import { shouldShowBackButton, useStandalone } from '../layouts/standalone';
import { signupsAllowed, useSignupLink, useTrafficSourceNetwork } from '../home/visitorRules';
import { LanguageDropdown } from './LanguageDropdown';
import { BADGE_PRESENTATION, isNavItemVisible } from './navRules';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
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
 * Below 768 px the menu takes a row of its own whose items share the width and wrap rather than scroll: on a
 * 375 px phone every item (Get Premium last) stays visible without a sideways swipe nobody would guess.
 */
const Nav = styled.nav`
  order: 3;
  flex: 1 0 100%;

  ${media.md} {
    order: 0;
    flex: 1 1 auto;
  }

  ul {
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

  li {
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

const ItemLink = styled(NavLink)`
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

function NavBadge({ source }: { source: BadgeSourceName }) {
  const { t } = useTranslation('shell');
  const badge = badgeSources[source]();
  const { testId, spokenKey } = BADGE_PRESENTATION[source];
  if (!badge) return null;
  const spoken = badge.count > 0 || badge.kind === 'alert';
  return (
    <>
      {badge.kind === 'count' ? (
        <CountBadge count={badge.count} aria-hidden="true" data-testid={testId} />
      ) : (
        <Badge tone={badge.tone} data-tone={badge.tone} data-testid={testId} aria-hidden="true">
          {badge.count}
        </Badge>
      )}
      {spoken && <VisuallyHidden>{t(spokenKey, { count: badge.count })}</VisuallyHidden>}
    </>
  );
}

/** The navigation items the deployed remotes register, for this visitor or member, in their order. */
function RegisteredItems({ user }: { user: User | null }) {
  const { t } = useTranslation('shell');
  const items = siteComposition().navigation.filter((item) => isNavItemVisible(item.visibility, user));
  return (
    <>
      {items.map((item) => (
        <NavItem key={`${item.owner}:${item.route}`} to={pathTo(item.route)} end={item.exact}>
          {t(item.label)}
          {item.badge && <NavBadge source={item.badge} />}
        </NavItem>
      ))}
    </>
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
    <Bar>
      <Row>
        <BackButton />
        <SiteLogo />
        <Nav aria-label={t('nav.label')} id="main-navigation">
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
