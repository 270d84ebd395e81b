import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Actions, Alert, Button, Card, EmptyState, LinkButton, Page, TextField } from 'shared-ui';
import { namespace } from '../../app/translations';
import { looksLikeEmail } from '../login/validate';
import { describeAccountError } from '../../app/api-errors';
import { requestPasswordReset } from './reset-api';
import { pathTo } from 'shared-ui/kernel';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** Request a password reset e-mail; customer service and the way back to login stay at hand. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(namespace);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const badAddress = !looksLikeEmail(email);
    setInvalid(badAddress);
    setFailure(null);
    if (badAddress) return;
    setSending(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      setFailure((await describeAccountError(error, t)).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <Page size="narrow" title={t('resetPassword.title')} lead={t('resetPassword.lead')}>
      {sent ? (
        <Alert tone="success" title={t('resetPassword.sent.title')}>
          {t('resetPassword.sent.text')}
        </Alert>
      ) : (
        <Card>
          <Form noValidate onSubmit={submit}>
            {failure && (
              <Alert tone="danger" title={t('resetPassword.failureTitle')}>
                {failure}
              </Alert>
            )}
            <TextField
              label={t('resetPassword.email')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={invalid ? t('login.invalidEmail') : undefined}
            />
            <Button type="submit" size="lg" block disabled={sending}>
              {sending ? t('resetPassword.sending') : t('resetPassword.submit')}
            </Button>
          </Form>
        </Card>
      )}
      <EmptyState
        title={t('resetPassword.empty.title')}
        description={t('resetPassword.empty.description')}
        action={
          <Actions>
            <LinkButton to={pathTo('pages-service')}>{t('common.contactService')}</LinkButton>
            <LinkButton to={pathTo('login')} variant="outline">
              {t('common.backToLogin')}
            </LinkButton>
          </Actions>
        }
      />
    </Page>
  );
}
