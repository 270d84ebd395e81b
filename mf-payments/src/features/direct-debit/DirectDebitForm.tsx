import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'shared-ui/router';
import { Alert, Button, media, TextField } from 'shared-ui';
import {
  pathTo,
  request,
  settingsAtom,
  type DirectDebitRequest,
  type DirectDebitRequestResponse,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { describeDirectDebitError, FORM_FIELDS, type DirectDebitError, type FormField } from './errors';
import { caretAfterFormat, compactIban, formatIban, isIbanChecksumValid } from './iban';

export type FormValues = Record<FormField, string>;

export const EMPTY_FORM: FormValues = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  phone: '',
};

/** Countries whose postcodes are digits only: the phone shows its number pad there. */
const NUMERIC_ZIP_COUNTRIES = ['DE', 'AT', 'FR', 'IT', 'ES', 'BE', 'CH', 'LU', 'FI', 'GR'];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/* Street and house number, postcode and city: side by side even on a phone, the short one narrow. */
const Pair = styled.div<{ $narrowFirst?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $narrowFirst }) =>
    $narrowFirst ? '7.5rem minmax(0, 1fr)' : 'minmax(0, 1fr) 6.5rem'};
  gap: 0 ${({ theme }) => theme.space.sm + 4}px;

  ${media.sm} {
    gap: 0 ${({ theme }) => theme.space.md}px;
  }
`;

const Terms = styled.div`
  margin: ${({ theme }) => theme.space.sm}px 0 ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${({ theme }) => theme.space.sm}px;
  }
`;

/* Room between a refusal and the pay button under it. */
const Failure = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm}px;
`;

const Submit = styled(Button)`
  width: 100%;

  ${media.sm} {
    width: auto;
  }
`;

/** What the browser checks before the server is asked: every field filled, the IBAN's checksum. */
export function checkForm(values: FormValues): Partial<Record<FormField, 'fieldRequired' | 'ibanInvalid'>> {
  const problems: Partial<Record<FormField, 'fieldRequired' | 'ibanInvalid'>> = {};
  for (const field of FORM_FIELDS) if (values[field].trim() === '') problems[field] = 'fieldRequired';
  if (!problems.iban && !isIbanChecksumValid(values.iban)) problems.iban = 'ibanInvalid';
  return problems;
}

export interface DirectDebitFormProps {
  packageId: number;
  country: string;
  discountCode?: string;
  /** The price as shown (the button and the terms name it). */
  amount: string;
  values: FormValues;
  onChange: (values: FormValues) => void;
  /** The SMS code is on its way: the request to confirm and what was sent (to ask for a new code). */
  onRequested: (answer: DirectDebitRequestResponse, body: DirectDebitRequest) => void;
  /** A blocked account or the limit: shown with what to do instead. */
  renderRefusal: (error: DirectDebitError) => React.ReactNode;
}

/** The request body of the form's values (the IBAN without its spaces). */
export function requestBody(
  values: FormValues,
  options: { packageId: number; country: string; discountCode?: string },
): DirectDebitRequest {
  const body: DirectDebitRequest = {
    package: options.packageId,
    country: options.country,
    account_holder: values.account_holder.trim(),
    iban: compactIban(values.iban),
    street: values.street.trim(),
    house_number: values.house_number.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
    phone: values.phone.trim(),
    accept_terms: true,
  };
  if (options.discountCode) body.discount_code = options.discountCode;
  return body;
}

/**
 * The direct-debit form: account holder and IBAN, the holder's address, the phone the SMS code goes to,
 * the payment terms with the SEPA mandate (accepted by paying), and the pay button.
 */
export function DirectDebitForm(props: DirectDebitFormProps) {
  const { packageId, country, discountCode, amount, values, onChange, onRequested, renderRefusal } = props;
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FormField, string>>>({});
  const [failure, setFailure] = useState<DirectDebitError | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingCaret = useRef<{ input: HTMLInputElement; caret: number } | null>(null);
  const creditor = settings?.company_info?.name || settings?.name || '';

  // The first field with an error takes the focus once it is rendered with its error and enabled again
  // (after the server's answer the fields were disabled while sending; a disabled field takes no focus).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => setFocusRequest((count) => count + 1);

  const set = (field: FormField) => (event: ChangeEvent<HTMLInputElement>) => {
    setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
    onChange({ ...values, [field]: event.target.value });
  };

  // Grouped in fours as typed, the caret kept behind the character it was after.
  const setIban = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const formatted = formatIban(input.value);
    const caret = caretAfterFormat(input.value, input.selectionStart ?? input.value.length, formatted);
    setFieldErrors(({ iban: _cleared, ...rest }) => rest);
    pendingCaret.current = { input, caret };
    onChange({ ...values, iban: formatted });
  };

  // Right after the reformatted value is in the DOM, before the next key press is handled.
  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    pendingCaret.current = null;
    if (pending && document.activeElement === pending.input) {
      pending.input.setSelectionRange(pending.caret, pending.caret);
    }
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const problems = checkForm(values);
    if (Object.keys(problems).length > 0) {
      const texts: Partial<Record<FormField, string>> = {};
      for (const [field, key] of Object.entries(problems))
        texts[field as FormField] = t(`directDebit.errors.${key}`);
      setFieldErrors(texts);
      focusFirstInvalid();
      return;
    }
    const body = requestBody(values, { packageId, country, discountCode });
    setSending(true);
    try {
      const answer = await request('POST /api/directdebit.php', { json: body });
      onRequested(answer, body);
    } catch (error) {
      const described = await describeDirectDebitError(error, t);
      setFieldErrors(described.fields);
      setFailure(described.message ? described : null);
      if (Object.keys(described.fields).length > 0) focusFirstInvalid();
      setSending(false);
    }
  };

  const field = (name: FormField) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: fieldErrors[name],
    required: true,
    disabled: sending,
  });

  const refused = failure?.code === 'direct_debit_blocked' || failure?.code === 'direct_debit_limit';

  return (
    <Form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="direct-debit-form-title"
    >
      <Fieldset>
        <legend id="direct-debit-form-title">{t('directDebit.form.bank')}</legend>
        <TextField
          {...field('account_holder')}
          label={t('directDebit.form.accountHolder')}
          autoComplete="name"
          autoCapitalize="words"
          maxLength={70}
        />
        <TextField
          {...field('iban')}
          onChange={setIban}
          label={t('directDebit.form.iban')}
          hint={t('directDebit.form.ibanHint')}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          maxLength={42}
        />
      </Fieldset>
      <Fieldset>
        <legend>{t('directDebit.form.address')}</legend>
        <Pair>
          <TextField
            {...field('street')}
            label={t('directDebit.form.street')}
            autoComplete="address-line1"
            maxLength={70}
          />
          <TextField
            {...field('house_number')}
            label={t('directDebit.form.houseNumber')}
            autoComplete="off"
            maxLength={16}
          />
        </Pair>
        <Pair $narrowFirst>
          <TextField
            {...field('zip')}
            label={t('directDebit.form.zip')}
            autoComplete="postal-code"
            inputMode={NUMERIC_ZIP_COUNTRIES.includes(country) ? 'numeric' : 'text'}
            autoCapitalize="characters"
            maxLength={10}
          />
          <TextField
            {...field('city')}
            label={t('directDebit.form.city')}
            autoComplete="address-level2"
            maxLength={35}
          />
        </Pair>
      </Fieldset>
      <TextField
        {...field('phone')}
        type="tel"
        label={t('directDebit.form.phone')}
        hint={t('directDebit.form.phoneHint')}
        autoComplete="tel"
        inputMode="tel"
        maxLength={32}
      />
      <Terms role="note" aria-labelledby="direct-debit-terms">
        <h3 id="direct-debit-terms">{t('directDebit.terms.title')}</h3>
        <p>
          <Trans
            t={t}
            i18nKey="directDebit.terms.text"
            values={{ button: t('directDebit.form.submit', { amount }) }}
            components={{ terms: <Link to={pathTo('pages-terms')} /> }}
          />
        </p>
        <p>{t('directDebit.terms.mandate', { creditor })}</p>
      </Terms>
      {failure && (
        <Failure>{refused ? renderRefusal(failure) : <Alert tone="danger">{failure.message}</Alert>}</Failure>
      )}
      <div>
        <Submit type="submit" size="lg" disabled={sending} aria-busy={sending}>
          {sending ? t('directDebit.form.sending') : t('directDebit.form.submit', { amount })}
        </Submit>
      </div>
    </Form>
  );
}
