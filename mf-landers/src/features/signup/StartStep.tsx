import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { birthDateBounds } from './birth-date';
import { ChoicePills } from './ChoicePills';
import { suggestEmail } from './email-suggestion';
import { LOOKING_FOR, sexualityFor, type Gender, type LookingFor } from './looking-for';
import { GENDERS } from './values';
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
  grid-template-columns: minmax(0, 1fr);
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

const NoteToggle = styled(Button)`
  justify-self: start;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
`;

const Status = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The progress texts, cycled while the account is being created. */
export const PROGRESS_TEXTS = ['checking', 'creating', 'matches', 'mail'] as const;
export const PROGRESS_TEXT_INTERVAL_MS = 1500;

type Values = SignupStart & { signup_message: string; gender: Gender | ''; looking_for: LookingFor | '' };
const EMPTY: Values = {
  gender: '',
  looking_for: '',
  email: '',
  name: '',
  password: '',
  date_of_birth: '',
  signup_message: '',
};
type FieldErrorKey = SignupFieldError | 'messageTooLong' | 'genderRequired' | 'lookingForRequired';

/** Whether anything was typed or chosen: a modal asks before throwing it away. */
export const isDirty = (values: Values) =>
  (Object.keys(EMPTY) as (keyof Values)[]).some((key) => values[key].trim() !== '');

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
  /** True once anything is typed or chosen, false when the form is empty again. */
  onDirty?: (dirty: boolean) => void;
}

/**
 * Signup step 0: whom the visitor is and looks for (one tap each, so discovery shows the right members from
 * the start), e-mail, username, password, date of birth and the spec's optional message (folded away until
 * asked for), checked by the signup form's rules, then posted with the stored tracking data. A likely typo in
 * the address is pointed out as the visitor leaves the field. The API's refusals are shown where they belong:
 * per field, as a 'Did you mean' suggestion, or as an alert (with a login link for a known address). After a
 * refused submit the first marked field is scrolled into view and focused.
 */
export function StartStep({ memberId, invite, onSubmitting, onCreated, onLogin, onDirty }: StartStepProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const setUser = useSetAtom(userAtom);
  const minimumAge = settings?.minimum_age ?? MINIMUM_AGE_DEFAULT;
  const [values, setValues] = useState<Values>(EMPTY);
  const [invalid, setInvalid] = useState<Partial<Record<keyof Values, FieldErrorKey>>>({});
  const [failure, setFailure] = useState<SignupFailure | null>(null);
  const [typoSuggestion, setTypoSuggestion] = useState<string | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const noteOpenedByClick = useRef(false);
  const birthDate = birthDateBounds(minimumAge);
  const dirty = isDirty(values);

  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);

  useEffect(() => {
    if (noteOpen && noteOpenedByClick.current) noteRef.current?.focus();
  }, [noteOpen]);

  // After a refused submit: the first marked field (in the order of the form), in view and focused.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [focusRequest]);
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

  const field = (name: Exclude<keyof Values, 'gender' | 'looking_for'>) => ({
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
    setTypoSuggestion(null);
    setInvalid((current) => ({ ...current, email: undefined }));
    setFailure((current) =>
      current ? { ...current, suggestion: undefined, fields: { ...current.fields, email: undefined } } : null,
    );
    emailRef.current?.focus();
  };
  const suggestion = failure?.suggestion ?? typoSuggestion;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: typeof invalid = {
      ...(values.gender === '' ? { gender: 'genderRequired' as const } : {}),
      ...(values.looking_for === '' ? { looking_for: 'lookingForRequired' as const } : {}),
      ...validateSignupStart(values, minimumAge),
    };
    if (values.signup_message.length > SIGNUP_MESSAGE_MAX_LENGTH) {
      errors.signup_message = 'messageTooLong';
      setNoteOpen(true);
    }
    setInvalid(errors);
    setFailure(null);
    if (Object.keys(errors).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    const { gender, looking_for: lookingFor } = values as Values & {
      gender: Gender;
      looking_for: LookingFor;
    };
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
        gender,
        sexuality: sexualityFor(gender, lookingFor),
        ...(message ? { signup_message: message } : {}),
        ...(memberId === undefined ? {} : { member_id: memberId }),
        ...(invite ? { invite } : {}),
        ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
      });
      setUser(user);
      onCreated();
    } catch (error) {
      const refused = await readSignupFailure(error);
      setFailure(refused);
      setSubmitting(false);
      onSubmitting(false);
      if (refused.fields.signup_message) setNoteOpen(true);
      setFocusRequest((count) => count + 1);
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
    <Form ref={formRef} noValidate onSubmit={submit} aria-busy={submitting}>
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
      <ChoicePills
        legend={t('signup.gender')}
        name="gender"
        value={values.gender}
        onChange={(gender) => setValues((current) => ({ ...current, gender }))}
        options={GENDERS.map((value) => ({ value, label: t(`signup.genderOptions.${value}`) }))}
        error={invalid.gender ? t(`signup.errors.${invalid.gender}`) : undefined}
        disabled={submitting}
      />
      <ChoicePills
        legend={t('signup.lookingFor')}
        name="looking_for"
        value={values.looking_for}
        onChange={(lookingFor) => setValues((current) => ({ ...current, looking_for: lookingFor }))}
        options={LOOKING_FOR.map((value) => ({ value, label: t(`signup.lookingForOptions.${value}`) }))}
        error={invalid.looking_for ? t(`signup.errors.${invalid.looking_for}`) : undefined}
        disabled={submitting}
      />
      <TextField
        ref={emailRef}
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        disabled={submitting}
        onBlur={() => setTypoSuggestion(suggestEmail(values.email))}
        {...field('email')}
      />
      {suggestion && (
        <Suggestion role="status">
          <span>{t('signup.suggestion', { suggestion })}</span>
          <Button type="button" size="sm" variant="outline" onClick={() => applySuggestion(suggestion)}>
            {t('signup.useSuggestion', { suggestion })}
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
        min={birthDate.min}
        max={birthDate.max}
        required
        disabled={submitting}
        {...field('date_of_birth')}
      />
      {noteOpen ? (
        <TextAreaField
          label={t('signup.message')}
          hint={t('signup.messageHint')}
          maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
          rows={3}
          disabled={submitting}
          ref={noteRef}
          {...field('signup_message')}
        />
      ) : (
        <NoteToggle
          type="button"
          variant="link"
          size="sm"
          aria-expanded={false}
          onClick={() => {
            noteOpenedByClick.current = true;
            setNoteOpen(true);
          }}
          disabled={submitting}
        >
          {t('signup.addMessage')}
        </NoteToggle>
      )}
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
