import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { Button } from 'shared-ui';
import { settingsAtom, useOpenSignup, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { signupsOpen } from './signup-access';
import { readTrafficNetwork } from './tracking';

export interface VisitorActionsProps {
  /** Ties the signup to the profile the visitor is looking at (member-specific signup). */
  memberId?: number;
  /** Called before the signup opens or the login is followed, e.g. to close the prompt. */
  onLeave?: () => void;
}

/** What a visitor can do about a login prompt: sign up (where the site allows it) or log in. */
export function VisitorActions({ memberId, onLeave }: VisitorActionsProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const openSignup = useOpenSignup();
  const canSignUp = signupsOpen(settings, readTrafficNetwork() !== null);
  return (
    <>
      {canSignUp && (
        <Button
          type="button"
          onClick={() => {
            onLeave?.();
            openSignup({ memberId });
          }}
        >
          {t('visitor.signup')}
        </Button>
      )}
      <Button as={Link} to={pathTo('login')} variant={canSignUp ? 'outline' : 'primary'} onClick={onLeave}>
        {t('auth.login')}
      </Button>
    </>
  );
}
