import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
  useFieldIds,
  type FieldProps,
} from '../Field/Field';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export type SelectFieldProps = FieldProps & {
  /** The choices; alternatively pass <option> children. */
  options?: SelectOption[];
  /** A first, empty choice such as "Please choose"; it cannot be chosen again once left. */
  placeholder?: string;
} & ComponentPropsWithRef<'select'>;

const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 2.5em;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' stroke='%231f1f1f' stroke-width='2' fill='none'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 1em center;
  cursor: pointer;
`;

/** A labelled native select: the platform's own picker is the most usable one on phones. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  options,
  placeholder,
  children,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={controlId} required={selectProps.required}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Select id={controlId} {...controlAria} {...selectProps}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </Select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
