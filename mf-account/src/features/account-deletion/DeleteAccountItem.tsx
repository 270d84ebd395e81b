import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card } from 'shared-ui';
import { REACTIVATION_WINDOW_DAYS } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-items: start;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The delete-account item of the settings: what deleting means, and the button that opens the flow. It is
 * the settings' last sub-screen, whose heading names it; only the logged-in member's own settings have it.
 */
export function DeleteAccountItem() {
  const { t } = useTranslation(namespace);
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <Content>
        <Description>{t('deleteAccount.item.description', { count: REACTIVATION_WINDOW_DAYS })}</Description>
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          {t('deleteAccount.item.open')}
        </Button>
      </Content>
      {open && <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />}
    </Card>
  );
}
