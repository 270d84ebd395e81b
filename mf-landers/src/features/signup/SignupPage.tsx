import { useTranslation } from 'react-i18next';
import { namespace } from '../../app/translations';
import { SignupFrame } from './SignupFrame';
import { StartForm } from './StartForm';

/** /signup: the signup page (smartphones; desktop opens the shell's modal). */
export default function SignupPage() {
  const { t } = useTranslation(namespace);
  return (
    <SignupFrame title={t('signup.title')} lead={t('signup.lead')} step={0}>
      <StartForm />
    </SignupFrame>
  );
}
