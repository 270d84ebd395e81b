import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-ui/router';
import { EmptyState, LinkButton, Page, Spinner } from 'shared-ui';
import { isLoggedInAtom, pathTo, request, userAtom, type User } from 'shared-ui/kernel';
import { describeAccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';

type State = { phase: 'confirming' } | { phase: 'done' } | { phase: 'failed'; message: string };

/** POST /api/mail-change-do.php: confirms the new address with the token of the e-mailed link. */
async function confirmMailChange(token: string): Promise<User> {
  return (await request('POST /api/mail-change-do.php', { json: { token } })).user;
}

/** Confirms an e-mail change through the link sent to the new address (/mail-change/do?token=...). */
export default function MailChangeDoPage() {
  const { t } = useTranslation(namespace);
  const token = useSearchParams()[0].get('token') ?? '';
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setUser = useSetAtom(userAtom);
  const [state, setState] = useState<State>({ phase: 'confirming' });
  // The link is single use: the confirmation is sent once, even when an effect runs twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    confirmMailChange(token).then(
      (user) => {
        // Only a session on this device gets the fresh user; the link itself logs nobody in.
        if (loggedIn) setUser(user);
        setState({ phase: 'done' });
      },
      async (error: unknown) => {
        setState({ phase: 'failed', message: (await describeAccountError(error, t)).message });
      },
    );
  }, [token, loggedIn, setUser, t]);

  const toSettings = (
    <LinkButton to={pathTo('notifications-account')}>{t('mailChange.toSettings')}</LinkButton>
  );

  return (
    <Page size="narrow" title={t('mailChange.title')} lead={t('mailChange.lead')}>
      {!token ? (
        <EmptyState
          title={t('mailChange.invalidLink.title')}
          description={t('mailChange.invalidLink.description')}
          action={toSettings}
        />
      ) : state.phase === 'confirming' ? (
        <EmptyState
          icon={<Spinner aria-label={t('mailChange.confirming')} />}
          title={t('mailChange.confirming')}
        />
      ) : state.phase === 'done' ? (
        <EmptyState
          title={t('mailChange.done.title')}
          description={t('mailChange.done.description')}
          action={toSettings}
        />
      ) : (
        <EmptyState
          title={t('mailChange.failed')}
          description={state.message}
          action={toSettings}
          role="alert"
        />
      )}
    </Page>
  );
}
