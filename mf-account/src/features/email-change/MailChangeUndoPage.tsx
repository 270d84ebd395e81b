import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-ui/router';
import styled from 'styled-components';
import { Alert, Button, Card, EmptyState, LinkButton, Page } from 'shared-ui';
import { ERROR_CODES, pathTo, request, userAtom } from 'shared-ui/kernel';
import { describeAccountError, type AccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;

  p {
    margin: 0;
  }
`;

/**
 * POST /api/mail-change-undo.php: restores the address the notice went to; every session of the account
 * ends, the password stops working and a reset link goes to the restored address.
 */
async function undoMailChange(token: string): Promise<void> {
  await request('POST /api/mail-change-undo.php', { json: { token } });
}

/**
 * The undo link of the notice mailed to the old address after an e-mail change (/mail-change/undo?token=).
 * The undo waits for a click: it logs out every device, so a mail scanner opening the link must not
 * trigger it.
 */
export default function MailChangeUndoPage() {
  const { t } = useTranslation(namespace);
  const token = useSearchParams()[0].get('token') ?? '';
  const setUser = useSetAtom(userAtom);
  const [failure, setFailure] = useState<AccountError | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [done, setDone] = useState(false);

  async function undo() {
    setFailure(null);
    setUndoing(true);
    try {
      await undoMailChange(token);
      // Every session of the account has ended, this device's too.
      setUser(null);
      setDone(true);
    } catch (error) {
      setFailure(await describeAccountError(error, t));
    } finally {
      setUndoing(false);
    }
  }

  const contact = (
    <LinkButton to={pathTo('pages-service')} variant="outline">
      {t('common.contactService')}
    </LinkButton>
  );

  return (
    <Page size="narrow" title={t('mailUndo.title')} lead={t('mailUndo.lead')}>
      {!token ? (
        <EmptyState
          title={t('mailUndo.invalidLink.title')}
          description={t('mailUndo.invalidLink.description')}
          action={contact}
        />
      ) : done ? (
        <EmptyState
          title={t('mailUndo.done.title')}
          description={t('mailUndo.done.description')}
          action={
            <LinkButton to={pathTo('reset-password')} variant="outline">
              {t('mailUndo.done.requestNew')}
            </LinkButton>
          }
        />
      ) : (
        <Card>
          <Content>
            {failure && (
              <Alert tone="danger" title={t('mailUndo.failed')} action={contact}>
                {failure.code === ERROR_CODES.tokenInvalid
                  ? t('mailUndo.invalidLink.description')
                  : failure.message}
              </Alert>
            )}
            <p>{t('mailUndo.explanation')}</p>
            <div>
              <Button type="button" size="lg" onClick={undo} disabled={undoing} aria-busy={undoing}>
                {undoing ? t('mailUndo.undoing') : t('mailUndo.submit')}
              </Button>
            </div>
          </Content>
        </Card>
      )}
    </Page>
  );
}
