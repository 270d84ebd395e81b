import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal } from 'shared-ui';
import { isLoggedInAtom, signupRequestAtom } from 'shared-ui/kernel';
import { pathTo } from '../../app/routes/routeTable';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The desktop signup modal, opened through signupRequestAtom (by the navigation, the home page and
 * remotes alike). The multi-step signup itself arrives with the signup feature; until then the modal
 * leads to the signup page.
 */
export function SignupModalHost() {
  const { t } = useTranslation('shell');
  const [request, setRequest] = useAtom(signupRequestAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const close = () => setRequest(null);
  const signupPath =
    request?.memberId !== undefined
      ? pathTo('members-id-signup', { id: request.memberId })
      : pathTo('signup');

  return (
    <Modal open={request !== null && !loggedIn} onClose={close} title={t('signupModal.title')} size="sm">
      <p>{t('signupModal.text')}</p>
      <Actions>
        <Button as={Link} to={signupPath} onClick={close} size="lg" block>
          {t('signupModal.continue')}
        </Button>
        <Muted>
          {t('signupModal.haveAccount')}{' '}
          <Link to={pathTo('login')} onClick={close}>
            {t('nav.login')}
          </Link>
        </Muted>
      </Actions>
    </Modal>
  );
}
