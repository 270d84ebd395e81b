import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { parseRouteId } from 'shared-ui';
import { namespace } from '../../app/translations';
import { SignupFrame } from './SignupFrame';
import { SignupMember } from './SignupMember';
import { SignupFlow } from './index';

/**
 * /members/:id/signup: the signup tied to a member profile. It shows that member as a visitor may see them
 * (or nothing, for an id that names nobody a visitor may see), and the member id travels with the signup.
 */
export default function MemberSignupPage() {
  const { t } = useTranslation(namespace);
  const memberId = parseRouteId(useParams().id) ?? undefined;
  return (
    <SignupFrame title={t('memberSignup.title')} lead={t('memberSignup.lead')}>
      {memberId !== undefined && <SignupMember memberId={memberId} />}
      <SignupFlow memberId={memberId} />
    </SignupFrame>
  );
}
