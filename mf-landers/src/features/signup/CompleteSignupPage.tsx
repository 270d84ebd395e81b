import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { hasRoute, settingsAtom, userAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ResendActivation } from './ResendActivation';
import { SignupFrame } from './SignupFrame';
import { webInboxFor } from './mail-inbox';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding-left: 1.5em;
`;

const SentTo = styled.p`
  margin: 0;
  text-align: center;
  overflow-wrap: anywhere;
`;

// The address is what the visitor checks for a typo: it stands out.
const Address = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const InboxLink = styled.a`
  justify-self: center;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /complete-signup: the last signup step, confirming the e-mail address. The member sees where the mail went
 * (a typo shows at once), a link to the web inbox of a well-known provider, and can have the mail sent again.
 */
export default function CompleteSignupPage() {
  const { t } = useTranslation(namespace);
  const site = useAtomValue(settingsAtom)?.name;
  const user = useAtomValue(userAtom);
  const waiting = user?.status === 'not_confirmed' ? user : null;
  const inbox = waiting ? webInboxFor(waiting.email) : null;
  return (
    <SignupFrame title={t('complete.title')} lead={t('complete.lead')} allowLoggedIn>
      {waiting && (
        <SentTo>
          <Trans
            t={t}
            i18nKey="complete.sentTo"
            values={{ email: waiting.email }}
            components={{ address: <Address /> }}
          />
        </SentTo>
      )}
      {inbox && (
        <InboxLink href={inbox.url} target="_blank" rel="noopener noreferrer">
          {t('complete.openInbox', { provider: inbox.name })}
        </InboxLink>
      )}
      <Steps>
        <li>{site ? t('complete.steps.openWithSite', { site }) : t('complete.steps.open')}</li>
        <li>{t('complete.steps.click')}</li>
        <li>{t('complete.steps.start')}</li>
      </Steps>
      {waiting && <ResendActivation email={waiting.email} />}
      <Note>
        <Trans
          t={t}
          i18nKey="complete.noMail"
          components={{ service: <Link to={pathTo('pages-service')} /> }}
        />
      </Note>
      {waiting && hasRoute('notifications') && (
        <Note>
          <Link to={pathTo('notifications')}>{t('complete.changeAddress')}</Link>
        </Note>
      )}
    </SignupFrame>
  );
}
