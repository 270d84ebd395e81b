import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Alert, Button, Card, type FormError, TextField } from 'shared-ui';
import { ERROR_CODES, userAtom, pathTo } from 'shared-ui/kernel';
import { SupportContact } from '../account-deletion';
import { namespace } from '../../app/translations';
import { logIn } from './login-api';
import { describeLoginError } from './login-errors';
import { validateCredentials, type CredentialErrors } from './validate';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: ${({ theme }) => theme.space.sm}px 0 0;
`;

/** E-mail and password, posted to the API. A success logs the user in and opens the members area. */
export function LoginForm() {
  const { t } = useTranslation(namespace);
  const setUser = useSetAtom(userAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<(FormError & { known?: boolean; code?: string }) | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateCredentials({ email, password });
    setInvalid(errors);
    setFailure(null);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      const user = await logIn({ email: email.trim(), password });
      if (user) {
        // The login page sends a logged-in user on to the members area.
        setUser(user);
        return;
      }
      setFailure({ message: t('login.failed'), fields: {} });
    } catch (error) {
      setFailure(await describeLoginError(error, t));
    } finally {
      setSubmitting(false);
    }
  }

  const emailError = invalid.email ? t(`login.${invalid.email}`) : failure?.fields.email;
  const passwordError = invalid.password ? t(`login.${invalid.password}`) : failure?.fields.password;

  return (
    <Card>
      <Form noValidate onSubmit={submit} aria-describedby={failure ? 'login-failure' : undefined}>
        {failure && (
          <Alert
            tone="danger"
            id="login-failure"
            // The product's own messages say it all; any other answer gets the heading for context.
            title={failure.known ? undefined : t('login.failureTitle')}
          >
            {failure.message}
            {(failure.code === ERROR_CODES.accountPendingDeletion ||
              failure.code === ERROR_CODES.accountSuspended) && <SupportContact />}
          </Alert>
        )}
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
        />
        <Button type="submit" size="lg" block disabled={submitting} aria-busy={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <Links>
          <Link to={pathTo('reset-password')}>{t('login.forgotPassword')}</Link>
          <Link to={pathTo('signup')}>{t('login.signup')}</Link>
        </Links>
      </Form>
    </Card>
  );
}
