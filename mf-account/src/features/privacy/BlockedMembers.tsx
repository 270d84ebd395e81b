import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from 'shared-ui';
import { namespace } from '../../app/translations';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * What blocking does and where it is undone. The API keeps no list of the members one blocked to show here,
 * so this says where the switch lives: on the blocked member's profile.
 */
export function BlockedMembers() {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('settings.privacy.blocked.title')}</Heading>
      <Text>{t('settings.privacy.blocked.text')}</Text>
    </Card>
  );
}
