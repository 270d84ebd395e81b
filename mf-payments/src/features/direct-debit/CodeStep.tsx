import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, media, TextField } from 'shared-ui';
import {
  DIRECT_DEBIT_OTP_DIGITS,
  DIRECT_DEBIT_OTP_TTL_MIN,
  ERROR_CODES,
  request,
  type DirectDebitRequest,
  type DirectDebitRequestResponse,
  type Order,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { describeDirectDebitError } from './errors';
import { keepTogether } from './iban';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    outline: none;
  }

  p {
    margin: 0;
  }
`;

const CodeField = styled(TextField)`
  max-width: 14rem;

  input {
    font-size: 1.5rem;
    letter-spacing: 0.3em;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;

  ${media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
`;

export interface CodeStepProps {
  requested: DirectDebitRequestResponse;
  /** What was sent for the code; sent again for a new one. */
  body: DirectDebitRequest;
  onNewCode: (answer: DirectDebitRequestResponse) => void;
  onConfirmed: (order: Order) => void;
  /** Back to the form, its values kept. */
  onEdit: () => void;
}

/**
 * The SMS step: the code sent to the (masked) phone confirms the direct debit. A wrong code says 'Code
 * invalid' and how many attempts are left; with none left, or when the code expired, a new code is asked for.
 */
export function CodeStep({ requested, body, onNewCode, onConfirmed, onEdit }: CodeStepProps) {
  const { t } = useTranslation(namespace);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState(requested.attempts_left);
  const [exhausted, setExhausted] = useState(false);
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);
  // After an answer, where typing goes on: the code field, or with no attempts left the new-code button.
  // Only once the re-render has enabled them again (a disabled control cannot take focus).
  const [focusNext, setFocusNext] = useState<{ on: 'code' | 'resend' } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resendRef = useRef<HTMLButtonElement>(null);

  // A new step: reading starts at its heading; the code field is next.
  useEffect(() => headingRef.current?.focus(), []);

  // Each answer sets a new target object, so only a new answer moves the focus.
  useEffect(() => {
    if (focusNext) (focusNext.on === 'resend' ? resendRef.current : inputRef.current)?.focus();
  }, [focusNext]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || exhausted) return;
    const code = otp.replace(/\D/g, '');
    if (code.length === 0) {
      setError(t('directDebit.errors.fieldRequired'));
      inputRef.current?.focus();
      return;
    }
    setBusy('confirm');
    setNotice(null);
    try {
      const answer = await request('POST /api/directdebit-confirm.php', {
        json: { request: requested.request, otp: code },
      });
      onConfirmed(answer.order);
    } catch (failure) {
      const described = await describeDirectDebitError(failure, t);
      const noAttemptsLeft = described.code === ERROR_CODES.otpAttemptsExhausted;
      if (described.code === ERROR_CODES.otpInvalid) setAttemptsLeft((left) => Math.max(0, left - 1));
      if (noAttemptsLeft) {
        setExhausted(true);
        setAttemptsLeft(0);
      }
      setError(described.message);
      setOtp('');
      setBusy(null);
      setFocusNext({ on: noAttemptsLeft ? 'resend' : 'code' });
    }
  };

  const resend = async () => {
    if (busy) return;
    setBusy('resend');
    setError(null);
    setNotice(null);
    try {
      const answer = await request('POST /api/directdebit.php', { json: body });
      setAttemptsLeft(answer.attempts_left);
      setExhausted(false);
      setOtp('');
      onNewCode(answer);
      setNotice(t('directDebit.code.resent', { phone: keepTogether(answer.phone_masked) }));
      setFocusNext({ on: 'code' });
    } catch (failure) {
      setError((await describeDirectDebitError(failure, t)).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form onSubmit={(event) => void confirm(event)} noValidate aria-labelledby="direct-debit-code-title">
      <h2 id="direct-debit-code-title" ref={headingRef} tabIndex={-1}>
        {t('directDebit.code.title')}
      </h2>
      <p>
        {t('directDebit.code.text', {
          digits: DIRECT_DEBIT_OTP_DIGITS,
          phone: keepTogether(requested.phone_masked),
          minutes: DIRECT_DEBIT_OTP_TTL_MIN,
        })}
      </p>
      <Muted>{t('directDebit.code.account', { iban: keepTogether(requested.iban_masked) })}</Muted>
      <CodeField
        ref={inputRef}
        label={t('directDebit.code.label')}
        name="otp"
        value={otp}
        onChange={(event) => {
          setOtp(event.target.value.replace(/\D/g, '').slice(0, DIRECT_DEBIT_OTP_DIGITS));
          setError(null);
        }}
        error={error ?? undefined}
        hint={exhausted ? undefined : t('directDebit.code.attemptsLeft', { count: attemptsLeft })}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={DIRECT_DEBIT_OTP_DIGITS}
        disabled={busy !== null || exhausted}
        required
      />
      {notice && (
        <Alert tone="success" role="status">
          {notice}
        </Alert>
      )}
      <Buttons>
        <Button type="submit" size="lg" disabled={busy !== null || exhausted} aria-busy={busy === 'confirm'}>
          {busy === 'confirm' ? t('directDebit.code.confirming') : t('directDebit.code.submit')}
        </Button>
        <Button
          ref={resendRef}
          type="button"
          variant={exhausted ? 'primary' : 'outline'}
          onClick={() => void resend()}
          disabled={busy !== null}
          aria-busy={busy === 'resend'}
        >
          {t('directDebit.code.resend')}
        </Button>
        <Button type="button" variant="link" onClick={onEdit} disabled={busy !== null}>
          {t('directDebit.code.edit')}
        </Button>
      </Buttons>
    </Form>
  );
}
