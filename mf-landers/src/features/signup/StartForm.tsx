import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, describeApiError, type FormError, TextField } from 'shared-ui';
import { MINIMUM_AGE_DEFAULT, settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { startSignup } from './signup-api';
import { validateSignupStart, type SignupField, type SignupFieldError, type SignupStart } from './validate';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Legal = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const EMPTY: SignupStart = { email: '', name: '', password: '', date_of_birth: '' };

/** Today as YYYY-MM-DD, the latest date the date picker offers. */
function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Signup step 0: e-mail, username, password and date of birth, checked as SPEC section 5 says and
 * posted to the API. The API's error is shown as it answers; a success leads to the e-mail confirmation.
 */
export function StartForm({ memberId }: { memberId?: number }) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const minimumAge = useAtomValue(settingsAtom)?.minimum_age ?? MINIMUM_AGE_DEFAULT;
  const [values, setValues] = useState<SignupStart>(EMPTY);
  const [invalid, setInvalid] = useState<Partial<Record<SignupField, SignupFieldError>>>({});
  const [failure, setFailure] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: SignupField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: invalid[name] ? t(`signup.errors.${invalid[name]}`, { age: minimumAge }) : failure?.fields[name],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateSignupStart(values, minimumAge);
    setInvalid(errors);
    setFailure(null);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      await startSignup({
        ...values,
        email: values.email.trim(),
        name: values.name.trim(),
        ...(memberId === undefined ? {} : { member_id: memberId }),
      });
      await navigate('/complete-signup');
    } catch (error) {
      setFailure(await describeApiError(error, t));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit}>
      {failure && (
        <Alert tone="danger" title={t('signup.failureTitle')}>
          {failure.message}
        </Alert>
      )}
      <TextField
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...field('email')}
      />
      <TextField label={t('signup.username')} autoComplete="username" required {...field('name')} />
      <TextField
        label={t('signup.password')}
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <TextField
        label={t('signup.dateOfBirth')}
        hint={t('signup.dateOfBirthHint', { age: minimumAge })}
        type="date"
        autoComplete="bday"
        max={todayIso()}
        required
        {...field('date_of_birth')}
      />
      <Button type="submit" size="lg" block disabled={submitting} aria-busy={submitting}>
        {submitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
      <Legal>
        <Trans
          t={t}
          i18nKey="signup.legal"
          components={{ terms: <Link to="/pages/terms" />, privacy: <Link to="/pages/privacy" /> }}
        />
      </Legal>
    </Form>
  );
}
