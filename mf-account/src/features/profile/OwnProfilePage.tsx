import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar, Card, EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, userAtom, type User } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

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

/** The member's own profile: summary, photo overview and (with later issues) details and location. */
export default function OwnProfilePage() {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  const premium = user?.paid_user ?? false;
  return (
    <Page title={t('profile.title')} lead={t('profile.lead')}>
      <LoginRequired namespace={namespace}>
        {user && <ProfileSummary user={user} />}
        <EmptyState
          title={t('profile.photos.title')}
          description={t('profile.photos.description', {
            count: premium ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE,
          })}
          action={
            premium ? undefined : (
              <LinkButton to="/premium">
                {t('profile.photos.premium', { count: PHOTO_LIMIT_PREMIUM })}
              </LinkButton>
            )
          }
        />
      </LoginRequired>
    </Page>
  );
}
