import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal, useDismissible } from 'shared-ui';
import { isLoggedInAtom, MINIMUM_AGE_DEFAULT, settingsAtom } from 'shared-ui/kernel';
import { useRouteName } from '../../app/routes/useRouteName';
import { useStandalone } from '../layouts/standalone';
import { ENTRY_WARNING_HIDE_KEY, shouldShowSiteEntryWarning } from 'shared-ui/lander-page';

/** Where Leave takes the visitor: away from the adult site altogether. */
export const LEAVE_URL = 'https://www.google.com/';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/**
 * The adult-content warning: a modal that only Enter (remembered, with the time) or Leave closes;
 * backdrop and Escape do nothing.
 */
export function SiteEntryWarning({ limitTo }: { limitTo?: readonly string[] }) {
  const { t } = useTranslation('shell');
  const settings = useAtomValue(settingsAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const standalone = useStandalone();
  const routeName = useRouteName();
  const { hidden, dismiss } = useDismissible(ENTRY_WARNING_HIDE_KEY);
  if (!settings) return null;

  const open = shouldShowSiteEntryWarning({
    loggedIn,
    standalone,
    setting: settings.enable_site_entry_popup,
    country: settings.geoip_country,
    dismissed: hidden,
    limitTo,
    routeName,
  });

  return (
    <Modal
      open={open}
      onClose={() => undefined}
      dismissible={false}
      title={t('siteEntry.title')}
      size="sm"
      footer={
        <Actions>
          <Button variant="outline" onClick={() => window.location.assign(LEAVE_URL)}>
            {t('siteEntry.leave')}
          </Button>
          <Button onClick={dismiss}>{t('siteEntry.enter')}</Button>
        </Actions>
      }
    >
      <p>{t('siteEntry.message', { minimumAge: settings.minimum_age || MINIMUM_AGE_DEFAULT })}</p>
    </Modal>
  );
}
