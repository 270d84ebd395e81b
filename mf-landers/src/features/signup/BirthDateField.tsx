import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldHint } from 'shared-ui';
import { namespace } from '../../app/translations';
import { birthDateOrder, joinBirthDate, splitBirthDate, type BirthDatePart } from './birth-date';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Parts = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 1.5fr;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Part = styled.label`
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  input {
    ${controlStyles}
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const LENGTH: Record<BirthDatePart, number> = { day: 2, month: 2, year: 4 };
const AUTOCOMPLETE: Record<BirthDatePart, string> = {
  day: 'bday-day',
  month: 'bday-month',
  year: 'bday-year',
};

export interface BirthDateFieldProps {
  /** YYYY-MM-DD, parts possibly empty ('1990--04'); '' when nothing is typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * The date of birth as three number fields in the reader's order (day, month, year for most of Europe):
 * the phone's number pad, and the cursor moves on once a part is complete. Faster on a phone than a date
 * picker that opens on today and must be scrolled back thirty years.
 */
export function BirthDateField({ value, onChange, onBlur, hint, error, disabled }: BirthDateFieldProps) {
  const { t, i18n } = useTranslation(namespace);
  const id = useId();
  const refs = useRef<Partial<Record<BirthDatePart, HTMLInputElement | null>>>({});
  const parts = splitBirthDate(value);
  const order = birthDateOrder(i18n.language);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const change = (part: BirthDatePart, typed: string) => {
    const digits = typed.replace(/\D/g, '').slice(0, LENGTH[part]);
    onChange(joinBirthDate({ ...parts, [part]: digits }));
    const next = order[order.indexOf(part) + 1];
    if (next && digits.length === LENGTH[part]) refs.current[next]?.focus();
  };

  return (
    <Fieldset
      aria-describedby={describedBy}
      // Leaving the whole date counts, not moving from the day to the month.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <Legend>{t('signup.dateOfBirth')}</Legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Parts>
        {order.map((part) => (
          <Part key={part}>
            {t(`signup.dateParts.${part}`)}
            <input
              ref={(element) => {
                refs.current[part] = element;
              }}
              name={`birth_${part}`}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={AUTOCOMPLETE[part]}
              placeholder={t(`signup.datePlaceholders.${part}`)}
              maxLength={LENGTH[part]}
              value={parts[part]}
              onChange={(event) => change(part, event.target.value)}
              disabled={disabled}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          </Part>
        ))}
      </Parts>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
