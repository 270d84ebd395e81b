import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, LinkButton } from 'shared-ui';
import { pathTo, type User } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ProfileIdentity } from '../profile';
import { ProfileCompletionMeter } from './ProfileCompletionMeter';

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

/**
 * The profile the signup made, as others see it, how complete it is (from the member's real data) and a
 * link for each part still missing.
 */
export function SignupProfileCard({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  return (
    <CardStack as="section" aria-labelledby="activate-done-profile">
      <CardTitle id="activate-done-profile">{t('activateDone.profile.title')}</CardTitle>
      <ProfileIdentity user={user} />
      <ProfileCompletionMeter user={user} />
      <LinkButton to={pathTo('profile')} variant="outline">
        {t('activateDone.profile.action')}
      </LinkButton>
    </CardStack>
  );
}
