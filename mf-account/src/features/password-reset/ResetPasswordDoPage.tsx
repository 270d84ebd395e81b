import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-ui/router';
import styled from 'styled-components';
import { Alert, Button, Card, EmptyState, LinkButton, Page, TextField } from 'shared-ui';
import { ERROR_CODES, PASSWORD_MIN_LENGTH, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { describeAccountError, type AccountError } from '../../app/api-errors';
import { resetPassword } from './reset-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

type PasswordProblem = 'required' | 'tooShort' | 'differ';

/** The checks that need no server: a password long enough, typed the same way twice. */
export function checkNewPassword(
  password: string,
  repeat: string,
): Partial<Record<'password' | 'repeat', PasswordProblem>> {
  if (password === '') return { password: 'required' };
  if (password.length < PASSWORD_MIN_LENGTH) return { password: 'tooShort' };
  if (password !== repeat) return { repeat: 'differ' };
  return {};
}

/**
 * Set a new password through the e-mailed link (/reset-password/do?token=...). Without a token the
 * link cannot be one of ours: the product's expired-or-invalid message, with the way to a new e-mail.
 */
export default function ResetPasswordDoPage() {
  const { t } = useTranslation(namespace);
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<ReturnType<typeof checkNewPassword>>({});
  const [failure, setFailure] = useState<AccountError | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const problemText = (problem: PasswordProblem | undefined) =>
    problem && t(`resetPasswordDo.problems.${problem}`, { min: PASSWORD_MIN_LENGTH });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkNewPassword(password, repeat);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await resetPassword(token, password, repeat);
      setDone(true);
    } catch (error) {
      setFailure(await describeAccountError(error, t));
    } finally {
      setSaving(false);
    }
  }

  const requestNew = <LinkButton to={pathTo('reset-password')}>{t('resetPasswordDo.requestNew')}</LinkButton>;

  return (
    <Page size="narrow" title={t('resetPasswordDo.title')} lead={t('resetPasswordDo.lead')}>
      {!token ? (
        <EmptyState title={t('passwordErrors.tokenInvalid')} action={requestNew} />
      ) : done ? (
        <EmptyState
          title={t('resetPasswordDo.done.title')}
          description={t('resetPasswordDo.done.description')}
          action={<LinkButton to={pathTo('login')}>{t('resetPasswordDo.done.login')}</LinkButton>}
        />
      ) : (
        <Card>
          <Form noValidate onSubmit={submit}>
            {failure && (
              <Alert
                tone="danger"
                title={t('resetPasswordDo.failureTitle')}
                action={failure.code === ERROR_CODES.tokenInvalid ? requestNew : undefined}
              >
                {failure.message}
              </Alert>
            )}
            <TextField
              label={t('resetPasswordDo.password')}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={problemText(problems.password) ?? failure?.fields.password}
            />
            <TextField
              label={t('resetPasswordDo.repeat')}
              type="password"
              name="password_repeat"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
              error={problemText(problems.repeat) ?? failure?.fields.password_repeat}
            />
            <Button type="submit" size="lg" block disabled={saving}>
              {saving ? t('resetPasswordDo.saving') : t('resetPasswordDo.submit')}
            </Button>
          </Form>
        </Card>
      )}
    </Page>
  );
}
