import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, LinkButton } from 'shared-ui';
import { pathTo, type User } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ProfileIdentity } from '../profile/ProfileIdentity';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const CardStack = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  align-content: start;
  justify-items: start;
`;

/** The profile the signup made, as others see it, with the way to complete it (a photo first). */
export function SignupProfileCard({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  return (
    <CardStack as="section" aria-labelledby="activate-done-profile">
      <CardTitle id="activate-done-profile">{t('activateDone.profile.title')}</CardTitle>
      <ProfileIdentity user={user} />
      <Muted>
        {user.profile.main_image ? t('activateDone.profile.withPhoto') : t('activateDone.profile.noPhoto')}
      </Muted>
      <LinkButton to={pathTo('profile')}>{t('activateDone.profile.action')}</LinkButton>
    </CardStack>
  );
}
