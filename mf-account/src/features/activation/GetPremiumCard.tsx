import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, LinkButton } from 'shared-ui';
import { hasRoute, pathTo, TIME_BONUS_PERCENTAGE, timeBonusAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { CardStack, CardTitle } from './SignupProfileCard';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;

  h2 {
    margin: 0;
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Premium for a member who has not bought yet: the first purchase makes them premium for life. While the
 * welcome discount runs (the time bonus), its badge shows the percentage off.
 */
export function GetPremiumCard() {
  const { t } = useTranslation(namespace);
  const bonus = useAtomValue(timeBonusAtom);
  if (!hasRoute('premium')) return null;
  const discount = bonus?.isVisible === true;
  return (
    <CardStack as="section" aria-labelledby="activate-done-premium">
      <TitleRow>
        <CardTitle as="h2" id="activate-done-premium">
          {t('activateDone.premium.title')}
        </CardTitle>
        {discount && (
          <Badge tone="warning">
            {t('activateDone.premium.discount', { percentage: TIME_BONUS_PERCENTAGE })}
          </Badge>
        )}
      </TitleRow>
      <Text>{t('activateDone.premium.text')}</Text>
      <LinkButton to={pathTo('premium')}>{t('activateDone.premium.action')}</LinkButton>
    </CardStack>
  );
}
