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
import { BirthDateField } from './BirthDateField';
import { ChoicePills } from './ChoicePills';
import { suggestEmail } from './email-suggestion';
import { LOOKING_FOR, sexualityFor, type Gender, type LookingFor } from './looking-for';
import { GENDERS } from './values';
import { startSignup } from './signup-api';
import { StepHeading } from './StepHeading';
import {
  PASSWORD_MIN_LENGTH,
  SIGNUP_MESSAGE_MAX_LENGTH,
  START_SCREENS,
  recheckOnBlur,
  recheckOnChange,
  screenOf,
  validateScreen,
  validateStart,
  type SignupField,
  type StartErrors,
  type StartField,
  type StartScreen,
  type StartValues,
} from './validate';
import { WaitingPanel } from './WaitingPanel';

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

const Buttons = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;

  & > :only-child {
    grid-column: 1 / -1;
  }
`;

const EMPTY: StartValues = {
  gender: '',
  looking_for: '',
  email: '',
  name: '',
  password: '',
  date_of_birth: '',
  signup_message: '',
};

/** Whether anything was typed or chosen: a modal asks before throwing it away. */
export const isDirty = (values: StartValues) =>
  (Object.keys(EMPTY) as (keyof StartValues)[]).some((key) => values[key].trim() !== '');

// Codes whose wording the client owns (translated); any other code shows the API's message.
const FAILURE_KEYS: Record<string, string> = {
  email_exists: 'signup.failures.emailExists',
  account_pending_deletion: 'signup.failures.pendingDeletion',
  signups_closed: 'signup.failures.signupsClosed',
  invite_only: 'signup.failures.inviteOnly',
  rate_limited: 'errors.rateLimited',
  internal_error: 'errors.generic',
};

// The first text field of a screen gets the focus when the visitor arrives there by Continue.
const FIRST_TEXT_FIELD: Partial<Record<StartScreen, string>> = { you: 'name', login: 'email' };

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
  /** The screen shown (0 to 2), for the progress dots. */
  onScreen?: (index: number) => void;
}

/**
 * The signup's first part, the one that creates the account, as three short screens with a headline each:
 * whom the visitor is and looks for (one tap each, so discovery shows the right members from the start),
 * their username and birthday, then e-mail and password with the spec's optional message (folded away until
 * asked for). Continue checks the screen's own fields; a marked field is checked again as it changes, so
 * its message goes as soon as it is fixed. The last screen posts the signup with the stored tracking data
 * and shows the progress texts for exactly as long as the call takes. The API's refusals are shown where
 * they belong: per field (on that field's screen), as a 'Did you mean' suggestion, or as an alert (with a
 * login link for a known address).
 */
export function StartStep({
  memberId,
  invite,
  onSubmitting,
  onCreated,
  onLogin,
  onDirty,
  onScreen,
}: StartStepProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const setUser = useSetAtom(userAtom);
  const minimumAge = settings?.minimum_age ?? MINIMUM_AGE_DEFAULT;
  const [screen, setScreen] = useState<StartScreen>('who');
  const [values, setValues] = useState<StartValues>(EMPTY);
  const [errors, setErrors] = useState<StartErrors>({});
  const [failure, setFailure] = useState<SignupFailure | null>(null);
  const [typoSuggestion, setTypoSuggestion] = useState<string | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ count: number; first?: string }>({ count: 0 });
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const noteOpenedByClick = useRef(false);
  const drawnOnServer = useDrawnOnServer();
  const screenIndex = START_SCREENS.indexOf(screen);
  const dirty = isDirty(values);

  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  useEffect(() => onScreen?.(screenIndex), [screenIndex, onScreen]);

  useEffect(() => {
    if (noteOpen && noteOpenedByClick.current) noteRef.current?.focus();
  }, [noteOpen]);

  // After Continue or a refused submit: the first marked field (else the named one) in view and focused.
  useEffect(() => {
    if (focusRequest.count === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      (focusRequest.first ? form?.querySelector<HTMLElement>(`[name="${focusRequest.first}"]`) : null);
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [focusRequest]);

  const requestFocus = (first?: string) =>
    setFocusRequest((current) => ({ count: current.count + 1, first }));

  const change = (field: StartField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => recheckOnChange(current, field, next, minimumAge));
    // The API's word on a field no longer holds once the field changed.
    setFailure((current) =>
      current?.fields[field as SignupField]
        ? { ...current, fields: { ...current.fields, [field]: undefined } }
        : current,
    );
  };
  const blur = (field: StartField) =>
    setErrors((current) => recheckOnBlur(current, field, values, minimumAge));

  const translate = (message: FieldMessage | undefined) => {
    if (!message) return undefined;
    if ('text' in message) return message.text;
    return t(`signup.errors.${message.key}`, { age: minimumAge, ...message.values });
  };

  const errorText = (field: StartField) => {
    const key = errors[field];
    if (key) {
      return t(`signup.errors.${key}`, {
        age: minimumAge,
        ...(key === 'nameLength'
          ? { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }
          : { min: PASSWORD_MIN_LENGTH, max: SIGNUP_MESSAGE_MAX_LENGTH }),
      });
    }
    return field === 'gender' || field === 'looking_for'
      ? undefined
      : translate(failure?.fields[field as SignupField]);
  };

  const textField = (name: 'email' | 'name' | 'password' | 'signup_message') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => blur(name),
    error: errorText(name),
    disabled: submitting,
  });

  const applySuggestion = (suggestion: string) => {
    change('email', suggestion);
    setErrors((current) => {
      const next = { ...current };
      delete next.email;
      return next;
    });
    setTypoSuggestion(null);
    setFailure((current) => (current ? { ...current, suggestion: undefined } : null));
    requestFocus('email');
  };
  const suggestion = failure?.suggestion ?? typoSuggestion;

  const goTo = (next: StartScreen, focusFirst: boolean) => {
    setScreen(next);
    requestFocus(focusFirst ? FIRST_TEXT_FIELD[next] : undefined);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (screen !== 'login') {
      const screenErrors = validateScreen(screen, values, minimumAge);
      setErrors((current) => ({ ...current, ...screenErrors }));
      if (Object.keys(screenErrors).length > 0) return requestFocus();
      return goTo(START_SCREENS[screenIndex + 1]!, true);
    }
    const all = validateStart(values, minimumAge);
    setErrors(all);
    setFailure(null);
    const marked = Object.keys(all) as StartField[];
    if (marked.length > 0) {
      if (all.signup_message) setNoteOpen(true);
      // A field of an earlier screen can only be wrong here after going back and changing it.
      setScreen(START_SCREENS.find((candidate) => marked.some((field) => screenOf(field) === candidate))!);
      return requestFocus();
    }
    const gender = values.gender as Gender;
    const lookingFor = values.looking_for as LookingFor;
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
      const refusedFields = (Object.keys(refused.fields) as StartField[]).filter(
        (field) => refused.fields[field as SignupField],
      );
      if (refusedFields.length > 0) {
        setScreen(START_SCREENS.find((candidate) => refusedFields.some((f) => screenOf(f) === candidate))!);
      }
      requestFocus();
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

  if (submitting) return <WaitingPanel />;

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`signup-${screen}-heading`}>
      <StepHeading
        id={`signup-${screen}-heading`}
        title={t(`start.${screen}.title`, { site: settings?.name ?? '' })}
        lead={t(`start.${screen}.lead`)}
      />
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
      {screen === 'who' && (
        <>
          <ChoicePills
            legend={t('signup.gender')}
            name="gender"
            value={values.gender as Gender | ''}
            onChange={(gender) => change('gender', gender)}
            options={GENDERS.map((value) => ({ value, label: t(`signup.genderOptions.${value}`) }))}
            error={errorText('gender')}
            size="lg"
          />
          <ChoicePills
            legend={t('signup.lookingFor')}
            name="looking_for"
            value={values.looking_for as LookingFor | ''}
            onChange={(lookingFor) => change('looking_for', lookingFor)}
            options={LOOKING_FOR.map((value) => ({ value, label: t(`signup.lookingForOptions.${value}`) }))}
            error={errorText('looking_for')}
            size="lg"
          />
        </>
      )}
      {screen === 'you' && (
        <>
          <TextField label={t('signup.username')} autoComplete="nickname" required {...textField('name')} />
          <BirthDateField
            value={values.date_of_birth}
            onChange={(value) => change('date_of_birth', value)}
            onBlur={() => blur('date_of_birth')}
            hint={t('signup.dateOfBirthHint', { age: minimumAge })}
            error={errorText('date_of_birth')}
          />
        </>
      )}
      {screen === 'login' && (
        <>
          <TextField
            label={t('signup.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...textField('email')}
            onBlur={() => {
              blur('email');
              setTypoSuggestion(suggestEmail(values.email));
            }}
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
            label={t('signup.password')}
            type="password"
            autoComplete="new-password"
            required
            {...textField('password')}
          />
          {noteOpen ? (
            <TextAreaField
              label={t('signup.message')}
              hint={t('signup.messageHint')}
              maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
              rows={3}
              ref={noteRef}
              {...textField('signup_message')}
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
            >
              {t('signup.addMessage')}
            </NoteToggle>
          )}
        </>
      )}
      <Buttons>
        {screenIndex > 0 && (
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={() => goTo(START_SCREENS[screenIndex - 1]!, false)}
          >
            {t('signup.back')}
          </Button>
        )}
        <Button type="submit" size="lg" block disabled={drawnOnServer}>
          {screen === 'login' ? t('signup.submit') : t('steps.continue')}
        </Button>
      </Buttons>
      {screen === 'login' && (
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
      )}
    </Form>
  );
}
