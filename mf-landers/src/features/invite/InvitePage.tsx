import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import styled from 'styled-components';
import { EmptyState, LinkButton, Page, Spinner } from 'shared-ui';
import {
  hasRoute,
  INVITE_CODE_PATTERN,
  pathTo,
  readApiError,
  settingsAtom,
  userAtom,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { SignupFlow, SignupFrame } from '../signup';
import { fetchInvite } from './invite-api';

type State = { phase: 'loading' } | { phase: 'invited'; name: string } | { phase: 'unknown' | 'failed' };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const INVITE_CODE = new RegExp(INVITE_CODE_PATTERN);

/** A mistyped address, not an invitation: the site's 404 text, home and (for members) the search. */
function PageNotFound() {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  const search = user && hasRoute('members') ? pathTo('members') : null;
  return (
    <Page size="narrow" title={t('invite.notFound')}>
      <EmptyState
        title={t('invite.notFoundText')}
        action={
          <Actions>
            <LinkButton to="/">{t('invite.home')}</LinkButton>
            {search && (
              <LinkButton to={search} variant="secondary">
                {t('invite.searchMembers')}
              </LinkButton>
            )}
          </Actions>
        }
      />
    </Page>
  );
}

/**
 * The invite link /<code> of a member (the {token} page): who invites, and the signup with the invite,
 * which invite-only sites require. Any other single-segment path is not a page (the server answered 404
 * already): an address of an invite code's shape gets the failed-invitation text, any other the site's
 * 'page not found', without asking the API.
 */
export default function InvitePage() {
  const code = useParams().token ?? '';
  return INVITE_CODE.test(code) ? <Invitation code={code} /> : <PageNotFound />;
}

function Invitation({ code }: { code: string }) {
  const { t } = useTranslation(namespace);
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
    <Page
      size="narrow"
      title={state.phase === 'unknown' ? t('invite.invalidTitle') : t('invite.loadingTitle')}
    >
      {state.phase === 'loading' ? (
        <EmptyState icon={<Spinner aria-label={t('invite.loading')} />} title={t('invite.loading')} />
      ) : (
        <EmptyState
          title={state.phase === 'unknown' ? t('invite.invalidHint') : t('errors.generic')}
          action={<LinkButton to="/">{t('invite.home')}</LinkButton>}
          role={state.phase === 'failed' ? 'alert' : undefined}
        />
      )}
    </Page>
  );
}
