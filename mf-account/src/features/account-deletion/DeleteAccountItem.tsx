import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card } from 'shared-ui';
import { REACTIVATION_WINDOW_DAYS } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-items: start;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The delete-account item of the settings page: what deleting means, and the button that opens the flow.
 * Only on the full settings page (the logged-in member's own), never in a shorter variant of it.
 */
export function DeleteAccountItem() {
  const { t } = useTranslation(namespace);
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <Section aria-labelledby="delete-account-title">
        <Title id="delete-account-title">{t('deleteAccount.item.title')}</Title>
        <Description>{t('deleteAccount.item.description', { count: REACTIVATION_WINDOW_DAYS })}</Description>
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          {t('deleteAccount.item.open')}
        </Button>
      </Section>
      {open && <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />}
    </Card>
  );
}
