import { useTranslation } from 'react-i18next';
import { namespace } from '../../app/translations';
import { SignupFlow } from './index';
import { SignupFrame } from './SignupFrame';
import { SignupMatchesPageMembers } from './SignupMatchesPageMembers';

/** /signup-matches: the signup variant that leads to the visitor's matches, with real members above it. */
export default function SignupMatchesPage() {
  const { t } = useTranslation(namespace);
  return (
    <SignupFrame title={t('signupMatches.title')} lead={t('signupMatches.lead')}>
      <SignupMatchesPageMembers />
      <SignupFlow />
    </SignupFrame>
  );
}
