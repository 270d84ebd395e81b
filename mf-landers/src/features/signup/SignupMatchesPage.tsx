import { useTranslation } from 'react-i18next';
import { namespace } from '../../app/translations';
import { SignupFlow } from './index';
import { SignupFrame } from './SignupFrame';

/** /signup-matches: the signup variant that leads to the visitor's matches. */
export default function SignupMatchesPage() {
  const { t } = useTranslation(namespace);
  return (
    <SignupFrame title={t('signupMatches.title')} lead={t('signupMatches.lead')}>
      <SignupFlow />
    </SignupFrame>
  );
}
