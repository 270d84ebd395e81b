import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'shared-ui/router';
import { isLoggedInAtom, pathTo } from 'shared-ui/kernel';
import { Page } from 'shared-ui';
import { namespace } from '../../app/translations';
import { ReactivationNotice } from '../account-deletion';
import { LoginForm } from './LoginForm';

/** Login. A user who is already logged in goes straight to the members area. */
export default function LoginPage() {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (loggedIn) return <Navigate to={pathTo('members')} replace />;
  return (
    <Page size="narrow" title={t('login.title')} lead={t('login.lead')}>
      <ReactivationNotice />
      <LoginForm />
    </Page>
  );
}
