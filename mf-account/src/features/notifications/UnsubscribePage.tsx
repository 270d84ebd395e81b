import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Card, EmptyState, LinkButton, Page } from 'shared-ui';
import { ERROR_CODES, pathTo, readApiError, type EmailPreference } from 'shared-ui/kernel';
import { useSearchParams } from 'shared-ui/router';
import { describeAccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { unsubscribe } from './notifications-api';

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;

  p {
    margin: 0;
  }
`;

/**
 * The unsubscribe link in the body of a notification mail (/unsubscribe?token=). It unsubscribes only on a
 * click: mail scanners open every link of a mail. Mail apps use the List-Unsubscribe header instead, which
 * posts the same token directly.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation(namespace);
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<'idle' | 'sending' | 'invalid'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<EmailPreference | null>(null);

  async function confirm() {
    setState('sending');
    setFailure(null);
    try {
      setDone((await unsubscribe(token)).preference);
      setState('idle');
    } catch (error) {
      const refusal = await readApiError(error);
      if (refusal?.error === ERROR_CODES.notFound || refusal?.error === ERROR_CODES.validationFailed) {
        setState('invalid');
        return;
      }
      setFailure((await describeAccountError(error, t)).message);
      setState('idle');
    }
  }

  const settingsLink = (
    <LinkButton to={pathTo('notifications-alerts')} variant="outline">
      {t('unsubscribe.settings')}
    </LinkButton>
  );

  return (
    <Page size="narrow" title={t('unsubscribe.title')}>
      {!token || state === 'invalid' ? (
        <EmptyState
          title={t('unsubscribe.invalid.title')}
          description={t('unsubscribe.invalid.description')}
          action={settingsLink}
        />
      ) : done ? (
        <EmptyState
          title={t('unsubscribe.done.title')}
          description={t('unsubscribe.done.description', {
            mails: t(`notifications.switches.email.${done}`),
          })}
          action={settingsLink}
        />
      ) : (
        <Card>
          <Content>
            {failure && <Alert tone="danger">{failure}</Alert>}
            <p>{t('unsubscribe.explanation')}</p>
            <div>
              <Button
                type="button"
                size="lg"
                onClick={confirm}
                disabled={state === 'sending'}
                aria-busy={state === 'sending'}
              >
                {state === 'sending' ? t('unsubscribe.sending') : t('unsubscribe.submit')}
              </Button>
            </div>
          </Content>
        </Card>
      )}
    </Page>
  );
}
