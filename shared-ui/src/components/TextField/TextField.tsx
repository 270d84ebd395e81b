import type { ComponentPropsWithRef } from 'react';
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

export type TextFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;
export type TextAreaFieldProps = FieldProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

const Input = styled.input`
  ${controlStyles}
`;

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 6em;
  resize: vertical;
`;

/** A labelled text input (text, email, password, number...) with hint and error text. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={controlId} required={inputProps.required}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Input id={controlId} {...controlAria} {...inputProps} />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}

/** The multi-line sibling of TextField (remarks, complaints, profile texts). */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...textAreaProps
}: TextAreaFieldProps) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={controlId} required={textAreaProps.required}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <TextArea id={controlId} {...controlAria} {...textAreaProps} />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
