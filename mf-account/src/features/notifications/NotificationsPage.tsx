import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { userAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { AccountSettings } from '../account-settings/AccountSettings';

const Reasons = styled.ul`
  margin: 0;
  padding-left: 1.25em;

  li + li {
    margin-top: ${({ theme }) => theme.space.xs}px;
  }
`;

/** Why e-mails stopped (fbl, bounce, listunsubscribe), each with how to fix it. */
function DisabledNotifications() {
  const { t } = useTranslation(namespace);
  const reasons = useAtomValue(userAtom)?.notifications_disabled ?? [];
  if (reasons.length === 0) return null;
  return (
    <Alert tone="warning" title={t('notifications.disabled.title')}>
      <Reasons>
        {reasons.map((reason) => (
          <li key={reason}>
            <strong>{t(`notifications.disabled.${reason}.reason`)}</strong>{' '}
            {t(`notifications.disabled.${reason}.fix`)}
          </li>
        ))}
      </Reasons>
    </Alert>
  );
}

/**
 * The settings page (the product's "notifications" route): why e-mails stopped, the e-mail preferences (their
 * switches arrive with the notification feature), and the account's e-mail address and password.
 */
export default function NotificationsPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('notifications.title')} lead={t('notifications.lead')}>
      <LoginRequired namespace={namespace}>
        <DisabledNotifications />
        <EmptyState
          title={t('notifications.empty.title')}
          description={t('notifications.empty.description')}
          action={
            <LinkButton to={pathTo('profile')} variant="outline">
              {t('notifications.empty.action')}
            </LinkButton>
          }
        />
        <AccountSettings />
      </LoginRequired>
    </Page>
  );
}
