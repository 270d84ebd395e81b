import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from 'shared-ui';
import { describeAccountError, type AccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { looksLikeEmail } from '../login/validate';
import { requestMailChange } from './account-settings-api';
import { SettingsForm } from './SettingsForm';

/** Asks for a new address; it takes effect through the link mailed to it (/mail-change/do). */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation(namespace);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<AccountError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setSentTo(null);
    const address = email.trim();
    const sameAsNow = address.toLowerCase() === currentEmail.toLowerCase();
    setProblem(looksLikeEmail(address) && !sameAsNow ? null : t('mailChange.errors.newEmailInvalid'));
    if (!looksLikeEmail(address) || sameAsNow) return;
    setSending(true);
    try {
      await requestMailChange(address);
      setSentTo(address);
      setEmail('');
    } catch (error) {
      setFailure(await describeAccountError(error, t));
    } finally {
      setSending(false);
    }
  }

  return (
    <SettingsForm
      title={t('accountSettings.email.title')}
      description={t('accountSettings.email.current', { email: currentEmail })}
      onSubmit={submit}
    >
      {sentTo && (
        <Alert tone="success" title={t('accountSettings.email.sent.title')}>
          {t('accountSettings.email.sent.text', { email: sentTo })}
        </Alert>
      )}
      {failure && (
        <Alert tone="danger" title={t('accountSettings.email.failureTitle')}>
          {failure.message}
        </Alert>
      )}
      <TextField
        label={t('accountSettings.email.newEmail')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problem ?? failure?.fields.email}
      />
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {sending ? t('accountSettings.email.sending') : t('accountSettings.email.submit')}
      </Button>
    </SettingsForm>
  );
}
