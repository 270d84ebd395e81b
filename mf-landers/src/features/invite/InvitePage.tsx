import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { EmptyState, LinkButton, Page, Spinner } from 'shared-ui';
import { readApiError, settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { SignupFlow, SignupFrame } from '../signup';
import { fetchInvite } from './invite-api';

type State = { phase: 'loading' } | { phase: 'invited'; name: string } | { phase: 'unknown' | 'failed' };

/**
 * The invite link /<code> of a member (the {token} page): who invites, and the signup with the invite,
 * which invite-only sites require. Any other single-segment path is not a page: the 404 text (the server
 * answered 404 already).
 */
export default function InvitePage() {
  const { t } = useTranslation(namespace);
  const code = useParams().token ?? '';
  const site = useAtomValue(settingsAtom)?.name ?? '';
  const [state, setState] = useState<State>({ phase: 'loading' });

  useEffect(() => {
    let current = true;
    fetchInvite(code).then(
      ({ inviter }) => current && setState({ phase: 'invited', name: inviter.name }),
      async (error: unknown) => {
        const status = (await readApiError(error))?.statusCode;
        if (current) setState({ phase: status === 404 ? 'unknown' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (state.phase === 'invited') {
    return (
      <SignupFrame title={t('invite.title', { name: state.name, site })} lead={t('invite.lead')}>
        <SignupFlow invite={code} />
      </SignupFrame>
    );
  }
  return (
    <Page size="narrow" title={state.phase === 'unknown' ? t('invite.notFound') : t('invite.loadingTitle')}>
      {state.phase === 'loading' ? (
        <EmptyState icon={<Spinner aria-label={t('invite.loading')} />} title={t('invite.loading')} />
      ) : (
        <EmptyState
          title={state.phase === 'unknown' ? t('invite.notFoundHint') : t('errors.generic')}
          action={<LinkButton to="/">{t('invite.home')}</LinkButton>}
          role={state.phase === 'failed' ? 'alert' : undefined}
        />
      )}
    </Page>
  );
}
