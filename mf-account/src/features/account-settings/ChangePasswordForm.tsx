import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from 'shared-ui';
import { ERROR_CODES, PASSWORD_MIN_LENGTH } from 'shared-ui/kernel';
import { describeAccountError, type AccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { checkNewPassword } from '../password-reset/ResetPasswordDoPage';
import { changePassword } from './account-settings-api';
import { SettingsForm } from './SettingsForm';

type Problems = Partial<Record<'old' | 'password' | 'repeat', string>>;

/** Password change with the old password; other devices are logged out by the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation(namespace);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<AccountError | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setDone(false);
    const found = checkNewPassword(password, repeat);
    const next: Problems = {};
    if (oldPassword === '') next.old = t('accountSettings.password.oldRequired');
    if (found.password)
      next.password = t(`resetPasswordDo.problems.${found.password}`, { min: PASSWORD_MIN_LENGTH });
    if (found.repeat) next.repeat = t(`resetPasswordDo.problems.${found.repeat}`);
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    try {
      await changePassword(oldPassword, password);
      setDone(true);
      setOldPassword('');
      setPassword('');
      setRepeat('');
    } catch (error) {
      setFailure(await describeAccountError(error, t));
    } finally {
      setSaving(false);
    }
  }

  const oldWrong = failure?.code === ERROR_CODES.oldPasswordWrong;
  return (
    <SettingsForm title={t('accountSettings.password.title')} onSubmit={submit}>
      {done && (
        <Alert tone="success" title={t('accountSettings.password.done.title')}>
          {t('accountSettings.password.done.text')}
        </Alert>
      )}
      {failure && !oldWrong && (
        <Alert tone="danger" title={t('accountSettings.password.failureTitle')}>
          {failure.message}
        </Alert>
      )}
      <TextField
        label={t('accountSettings.password.old')}
        type="password"
        name="old_password"
        autoComplete="current-password"
        required
        value={oldPassword}
        onChange={(event) => setOldPassword(event.target.value)}
        error={problems.old ?? (oldWrong ? failure.message : failure?.fields.old_password)}
      />
      <TextField
        label={t('accountSettings.password.new')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problems.password ?? failure?.fields.password}
      />
      <TextField
        label={t('accountSettings.password.repeat')}
        type="password"
        name="password_repeat"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={problems.repeat}
      />
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {saving ? t('accountSettings.password.saving') : t('accountSettings.password.submit')}
      </Button>
    </SettingsForm>
  );
}
