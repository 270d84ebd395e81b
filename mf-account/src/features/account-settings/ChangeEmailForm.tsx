import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from 'shared-ui';
import { ERROR_CODES } from 'shared-ui/kernel';
import { describeAccountError, type AccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { looksLikeEmail } from '../login/validate';
import { requestMailChange } from './account-settings-api';
import { SettingsForm } from './SettingsForm';

type Problems = Partial<Record<'email' | 'password', string>>;

/**
 * Asks for a new address and the current password (a session alone cannot move the account); the change
 * takes effect through the link mailed to the new address (/mail-change/do).
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation(namespace);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<AccountError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setSentTo(null);
    const address = email.trim();
    const sameAsNow = address.toLowerCase() === currentEmail.toLowerCase();
    const next: Problems = {};
    if (!looksLikeEmail(address) || sameAsNow) next.email = t('mailChange.errors.newEmailInvalid');
    if (password === '') next.password = t('accountSettings.email.passwordRequired');
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    setSending(true);
    try {
      await requestMailChange(address, password);
      setSentTo(address);
      setEmail('');
      setPassword('');
    } catch (error) {
      setFailure(await describeAccountError(error, t));
    } finally {
      setSending(false);
    }
  }

  // A wrong password is named at its field, as the password form does with the old password.
  const passwordWrong = failure?.code === ERROR_CODES.passwordWrong;
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
      {failure && !passwordWrong && (
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
        error={problems.email ?? failure?.fields.email}
      />
      <TextField
        label={t('accountSettings.email.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problems.password ?? (passwordWrong ? failure.message : failure?.fields.password)}
      />
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {sending ? t('accountSettings.email.sending') : t('accountSettings.email.submit')}
      </Button>
    </SettingsForm>
  );
}
