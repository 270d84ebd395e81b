import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, LoginRequired, Page } from 'shared-ui';
import { userAtom, type User } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { LocationSettings } from '../location';
import { PartnerCards } from '../partners';
import { InviteLink } from './InviteLink';
import { InvisibleMode } from './InvisibleMode';
import { OwnPhotos } from './OwnPhotos';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfileIdentity } from './ProfileIdentity';

const Summary = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
`;

function ProfileSummary({ user }: { user: User }) {
  return (
    <Summary>
      <ProfileIdentity user={user} />
    </Summary>
  );
}

/**
 * The member's own profile: summary, photos, details, location (followed by the resell partners' cards on a
 * site that resells), invisible mode and the invite link.
 */
export default function OwnProfilePage() {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  return (
    <Page title={t('profile.title')} lead={t('profile.lead')}>
      <LoginRequired namespace={namespace}>
        {user && <ProfileSummary user={user} />}
        {user && <OwnPhotos />}
        {user && <ProfileDetailsForm user={user} />}
        {user && <LocationSettings user={user} />}
        {user && <PartnerCards title={t('ownProfile.location.partners')} />}
        {user && <InvisibleMode invisible={user.invisible} />}
        {user && <InviteLink code={user.invite_code} />}
      </LoginRequired>
    </Page>
  );
}
