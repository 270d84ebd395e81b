import { useTranslation } from 'react-i18next';
import { namespace } from '../../app/translations';
import { SignupFlow } from './index';
import { SignupFrame } from './SignupFrame';

/** /signup: the signup page (smartphones; desktop opens the shell's modal with the same flow). */
export default function SignupPage() {
  const { t } = useTranslation(namespace);
  return (
    <SignupFrame title={t('signup.title')} lead={t('signup.lead')} quietTitle>
      <SignupFlow />
    </SignupFrame>
  );
}
