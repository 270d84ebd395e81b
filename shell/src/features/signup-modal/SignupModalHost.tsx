import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Button, Modal } from 'shared-ui';
import { hasRoute, isLoggedInAtom, signupRequestAtom, pathTo } from 'shared-ui/kernel';
import { SignupFlowSlot, type SignupFlowLoader } from './SignupFlowSlot';

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.md}px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ConfirmButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/**
 * The desktop signup modal, opened through signupRequestAtom (by the navigation, the home page and
 * remotes alike), showing the multi-step signup a remote registers for the 'signup.flow' slot. While the signup is in progress the modal
 * cannot be closed by backdrop or Escape; the block clears on completion, on close
 * and on the way to the login. Before that, a close (Escape, backdrop, close button) with something typed
 * asks 'Discard what you typed?' first, so nothing is lost by a stray key.
 */
export function SignupModalHost({ loadFlow }: { loadFlow?: SignupFlowLoader } = {}) {
  const { t } = useTranslation('shell');
  const [request, setRequest] = useAtom(signupRequestAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [inProgress, setInProgress] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const close = () => {
    setInProgress(false);
    setDirty(false);
    setConfirming(false);
    setRequest(null);
  };
  const askToClose = () => (dirty ? setConfirming(true) : close());

  // The signup logs the visitor in at its first step; the modal stays open for the steps after it.
  const open = request !== null && (!loggedIn || inProgress);

  return (
    <Modal
      open={open}
      onClose={askToClose}
      title={t('signupModal.title')}
      size="md"
      dismissible={!inProgress}
    >
      <SignupFlowSlot
        load={loadFlow}
        memberId={request?.memberId}
        onProgress={setInProgress}
        onDone={close}
        onDirty={setDirty}
      />
      {!inProgress && !loggedIn && hasRoute('login') && (
        <Muted>
          {t('signupModal.haveAccount')}{' '}
          <Link to={pathTo('login')} onClick={close}>
            {t('nav.login')}
          </Link>
        </Muted>
      )}
      <Modal
        open={open && confirming}
        onClose={() => setConfirming(false)}
        title={t('signupModal.discard.title')}
        size="sm"
        footer={
          <ConfirmButtons>
            <Button type="button" variant="outline" onClick={close}>
              {t('signupModal.discard.confirm')}
            </Button>
            <Button type="button" onClick={() => setConfirming(false)}>
              {t('signupModal.discard.keep')}
            </Button>
          </ConfirmButtons>
        }
      >
        <p>{t('signupModal.discard.text')}</p>
      </Modal>
    </Modal>
  );
}
