import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { Alert, parseRouteId } from 'shared-ui';
import { namespace } from '../../app/translations';
import { SignupFrame } from './SignupFrame';
import { SignupFlow } from './index';

/** /members/:id/signup: the signup tied to a member profile; the member id travels with the signup. */
export default function MemberSignupPage() {
  const { t } = useTranslation(namespace);
  const memberId = parseRouteId(useParams().id) ?? undefined;
  return (
    <SignupFrame title={t('memberSignup.title')} lead={t('memberSignup.lead')}>
      {memberId !== undefined && (
        <Alert tone="info" role="note">
          {t('memberSignup.member', { id: memberId })}
        </Alert>
      )}
      <SignupFlow memberId={memberId} />
    </SignupFrame>
  );
}
