import { useEffect, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Alert, Button, TextAreaField, TextField } from 'shared-ui';
import {
  MINIMUM_AGE_DEFAULT,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  readTrackingData,
  settingsAtom,
  useDrawnOnServer,
  userAtom,
  pathTo,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { readSignupFailure, type FieldMessage, type SignupFailure } from './api-errors';
import { startSignup } from './signup-api';
import {
  PASSWORD_MIN_LENGTH,
  SIGNUP_MESSAGE_MAX_LENGTH,
  validateSignupStart,
  type SignupField,
  type SignupFieldError,
  type SignupStart,
} from './validate';

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

const Suggestion = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: -${({ theme }) => theme.space.sm}px 0 ${({ theme }) => theme.space.md}px;
`;

const Status = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The progress texts, cycled while the account is being created. */
export const PROGRESS_TEXTS = ['checking', 'creating', 'matches', 'mail'] as const;
export const PROGRESS_TEXT_INTERVAL_MS = 1500;

type Values = SignupStart & { signup_message: string };
const EMPTY: Values = { email: '', name: '', password: '', date_of_birth: '', signup_message: '' };

/** Today as YYYY-MM-DD, the latest date the date picker offers. */
function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

// Codes whose wording the client owns (translated); any other code shows the API's message.
const FAILURE_KEYS: Record<string, string> = {
  email_exists: 'signup.failures.emailExists',
  account_pending_deletion: 'signup.failures.pendingDeletion',
  signups_closed: 'signup.failures.signupsClosed',
  invite_only: 'signup.failures.inviteOnly',
  rate_limited: 'errors.rateLimited',
  internal_error: 'errors.generic',
};

export interface StartStepProps {
  memberId?: number;
  invite?: string;
  /** Called with true when the signup is sent, false again when it is refused. */
  onSubmitting: (submitting: boolean) => void;
  /** The account exists (the visitor is logged in now). */
  onCreated: () => void;
  /** The visitor follows a login link (e.g. their address already has an account). */
  onLogin: () => void;
}

/**
 * Signup step 0: e-mail, username, password, date of birth and an optional message, checked by the
 * signup form's rules, then posted with the stored tracking data. The API's refusals are shown where they
 * belong: per field, as a 'Did you mean' suggestion, or as an alert (with a login link for a known address).
 */
export function StartStep({ memberId, invite, onSubmitting, onCreated, onLogin }: StartStepProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const setUser = useSetAtom(userAtom);
  const minimumAge = settings?.minimum_age ?? MINIMUM_AGE_DEFAULT;
  const [values, setValues] = useState<Values>(EMPTY);
  const [invalid, setInvalid] = useState<Partial<Record<keyof Values, SignupFieldError | 'messageTooLong'>>>(
    {},
  );
  const [failure, setFailure] = useState<SignupFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const drawnOnServer = useDrawnOnServer();
  const [progressIndex, setProgressIndex] = useState(0);

  useEffect(() => {
    if (!submitting) return;
    const timer = setInterval(
      () => setProgressIndex((index) => (index + 1) % PROGRESS_TEXTS.length),
      PROGRESS_TEXT_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [submitting]);

  const translate = (message: FieldMessage | undefined) => {
    if (!message) return undefined;
    if ('text' in message) return message.text;
    return t(`signup.errors.${message.key}`, { age: minimumAge, ...message.values });
  };

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: invalid[name]
      ? t(`signup.errors.${invalid[name]}`, {
          age: minimumAge,
          ...(invalid[name] === 'nameLength'
            ? { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }
            : { min: PASSWORD_MIN_LENGTH, max: SIGNUP_MESSAGE_MAX_LENGTH }),
        })
      : translate(failure?.fields[name as SignupField]),
  });

  const applySuggestion = (suggestion: string) => {
    setValues((current) => ({ ...current, email: suggestion }));
    setFailure((current) =>
      current ? { ...current, suggestion: undefined, fields: { ...current.fields, email: undefined } } : null,
    );
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: typeof invalid = validateSignupStart(values, minimumAge);
    if (values.signup_message.length > SIGNUP_MESSAGE_MAX_LENGTH) errors.signup_message = 'messageTooLong';
    setInvalid(errors);
    setFailure(null);
    if (Object.keys(errors).length > 0) return;
    setProgressIndex(0);
    setSubmitting(true);
    onSubmitting(true);
    try {
      const tracking = readTrackingData();
      const message = values.signup_message.trim();
      const user = await startSignup({
        email: values.email.trim(),
        name: values.name.trim(),
        password: values.password,
        date_of_birth: values.date_of_birth,
        ...(message ? { signup_message: message } : {}),
        ...(memberId === undefined ? {} : { member_id: memberId }),
        ...(invite ? { invite } : {}),
        ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
      });
      setUser(user);
      onCreated();
    } catch (error) {
      setFailure(await readSignupFailure(error));
      setSubmitting(false);
      onSubmitting(false);
    }
  }

  const alertText = (() => {
    if (!failure) return null;
    if (failure.code === null) return t('errors.network');
    const key = FAILURE_KEYS[failure.code];
    if (key) return t(key, { site: settings?.name ?? '', defaultValue: failure.message });
    // A validation failure is shown at its fields; the alert only sums up.
    if (failure.code === 'validation_failed' && Object.keys(failure.fields).length > 0) {
      return t('signup.failures.checkFields');
    }
    return failure.message || t('errors.generic');
  })();

  return (
    <Form noValidate onSubmit={submit} aria-busy={submitting}>
      {failure && alertText && (
        <Alert
          tone={failure.code === 'signups_closed' || failure.code === 'invite_only' ? 'warning' : 'danger'}
          title={t('signup.failureTitle')}
          action={
            failure.code === 'email_exists' || failure.code === 'account_pending_deletion' ? (
              <Link to={pathTo('login')} onClick={onLogin}>
                {t('signup.loginInstead')}
              </Link>
            ) : undefined
          }
        >
          {alertText}
        </Alert>
      )}
      <TextField
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        disabled={submitting}
        {...field('email')}
      />
      {failure?.suggestion && (
        <Suggestion>
          <span>{t('signup.suggestion', { suggestion: failure.suggestion })}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => applySuggestion(failure.suggestion!)}
          >
            {t('signup.useSuggestion', { suggestion: failure.suggestion })}
          </Button>
        </Suggestion>
      )}
      <TextField
        label={t('signup.username')}
        autoComplete="username"
        required
        disabled={submitting}
        {...field('name')}
      />
      <TextField
        label={t('signup.password')}
        type="password"
        autoComplete="new-password"
        required
        disabled={submitting}
        {...field('password')}
      />
      <TextField
        label={t('signup.dateOfBirth')}
        hint={t('signup.dateOfBirthHint', { age: minimumAge })}
        type="date"
        autoComplete="bday"
        max={todayIso()}
        required
        disabled={submitting}
        {...field('date_of_birth')}
      />
      <TextAreaField
        label={t('signup.message')}
        hint={t('signup.messageHint')}
        maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
        rows={3}
        disabled={submitting}
        {...field('signup_message')}
      />
      <Button type="submit" size="lg" block disabled={submitting || drawnOnServer}>
        {submitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
      <Status role="status" aria-live="polite">
        {submitting ? t(`signup.progress.${PROGRESS_TEXTS[progressIndex]}`) : ''}
      </Status>
      <Legal>
        <Trans
          t={t}
          i18nKey="signup.legal"
          components={{
            terms: <Link to={pathTo('pages-terms')} />,
            privacy: <Link to={pathTo('pages-privacy')} />,
          }}
        />
      </Legal>
    </Form>
  );
}
