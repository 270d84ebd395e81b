import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar, Card, LoginRequired, Page } from 'shared-ui';
import { userAtom, type User } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { InviteLink } from './InviteLink';
import { InvisibleMode } from './InvisibleMode';
import { OwnPhotos } from './OwnPhotos';

const Summary = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Details = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ProfileSummary({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  const { profile } = user;
  const place = [profile.city, profile.region].filter(Boolean).join(', ');
  return (
    <Summary>
      <Avatar name={profile.name} size="lg" decorative />
      <div>
        <Name>{profile.name}</Name>
        <Details>
          {t('profile.age', { count: profile.age })}
          {place && ` · ${place}`}
        </Details>
      </div>
    </Summary>
  );
}

/** The member's own profile: summary, photos, invisible mode and (with later issues) details and location. */
export default function OwnProfilePage() {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  return (
    <Page title={t('profile.title')} lead={t('profile.lead')}>
      <LoginRequired namespace={namespace}>
        {user && <ProfileSummary user={user} />}
        {user && <OwnPhotos />}
        {user && <InvisibleMode invisible={user.invisible} />}
        {user && <InviteLink code={user.invite_code} />}
      </LoginRequired>
    </Page>
  );
}
