import { useId, type ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Container, LoginRequired, media } from 'shared-ui';
import { pathTo, userAtom } from 'shared-ui/kernel';
import { Link, useSearchParams } from 'shared-ui/router';
import { namespace } from '../../app/translations';
import { AccountSettings } from '../account-settings';
import { DeleteAccountItem } from '../account-deletion';
import { NotificationSettings } from '../notifications';
import { PrivacySettings } from '../privacy';
import { SettingsMenu } from './SettingsMenu';
import { SettingsRedirect } from './SettingsRedirect';
import type { SettingsScreen, SettingsScreenId } from './settings-screens';
import { useSettingsScreen } from './useSettingsScreen';

const SCREENS: Record<SettingsScreenId, ComponentType> = {
  account: AccountSettings,
  alerts: NotificationSettings,
  privacy: PrivacySettings,
  delete: DeleteAccountItem,
};

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
  padding-block: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.xxl}px;

  ${media.md} {
    padding-block: ${({ theme }) => theme.space.xl}px;
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* A phone shows the list or one sub-screen; a desktop keeps the list beside the open sub-screen. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;

  ${media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
  }
`;

const Aside = styled.div`
  display: none;

  ${media.lg} {
    display: grid;
    gap: ${({ theme }) => theme.space.sm}px;
    position: sticky;
    top: ${({ theme }) => theme.space.lg}px;
    padding-block: ${({ theme }) => theme.space.xl}px;
  }
`;

const AsideTitle = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

/* The way back to the list on a phone, where the list is not beside the sub-screen. */
const BackLink = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  ${media.lg} {
    display: none;
  }
`;

/** The answer of the address confirmation link (/api/mail-confirm.php redirects to the settings with it). */
function AddressConfirmed() {
  const { t } = useTranslation(namespace);
  const answer = useSearchParams()[0].get('address_confirmed');
  if (answer === '1') return <Alert tone="success">{t('notifications.confirmed.done')}</Alert>;
  if (answer === '0') return <Alert tone="danger">{t('notifications.confirmed.failed')}</Alert>;
  return null;
}

function SettingsList() {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  return (
    <Container size="narrow">
      <Section aria-labelledby={headingId}>
        <Header>
          <Title id={headingId}>{t('settings.title')}</Title>
          <Lead>{t('settings.lead')}</Lead>
        </Header>
        <LoginRequired namespace={namespace}>
          <SettingsRedirect />
          <AddressConfirmed />
          <SettingsMenu />
        </LoginRequired>
      </Section>
    </Container>
  );
}

function SettingsSubScreen({ screen }: { screen: SettingsScreen }) {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  const member = useAtomValue(userAtom) !== null;
  const Screen = SCREENS[screen.id];
  return (
    <Container>
      <Columns>
        {member && (
          <Aside>
            <AsideTitle to={pathTo('notifications')}>{t('settings.title')}</AsideTitle>
            <SettingsMenu />
          </Aside>
        )}
        <Section aria-labelledby={headingId} data-settings-screen={screen.id}>
          <Header>
            <BackLink to={pathTo('notifications')}>
              <span aria-hidden="true">‹</span>
              {t('settings.back')}
            </BackLink>
            <Title id={headingId}>{t(`settings.screens.${screen.id}.title`)}</Title>
            <Lead>{t(`settings.screens.${screen.id}.lead`)}</Lead>
          </Header>
          <LoginRequired namespace={namespace}>
            <Screen />
          </LoginRequired>
        </Section>
      </Columns>
    </Container>
  );
}

/**
 * The settings (the product's "notifications" route and its sub-screens): a short list of sub-screens, each a
 * page of its own that fits on about two phone screens, instead of one page holding everything.
 */
export default function SettingsPage() {
  const screen = useSettingsScreen();
  return screen ? <SettingsSubScreen screen={screen} /> : <SettingsList />;
}
