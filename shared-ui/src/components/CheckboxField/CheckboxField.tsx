import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldIds, type FieldProps } from '../Field/Field';

export type CheckboxFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>;

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

/* The whole row is the click target, at least 44 px high. */
const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm + 4}px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.sm + 2}px 0;
  cursor: pointer;
`;

const Box = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 2px;
  }
`;

const Indented = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  margin-top: -${({ theme }) => theme.space.xs}px;
  padding-left: calc(20px + ${({ theme }) => theme.space.sm + 4}px);
`;

/** A checkbox with its label beside it (terms acceptance, notification switches). */
export function CheckboxField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxFieldProps) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds({ id, hint, error, describedBy });
  return (
    <Wrapper className={className}>
      <Row htmlFor={controlId}>
        <Box type="checkbox" id={controlId} {...controlAria} {...inputProps} />
        <span>{label}</span>
      </Row>
      {(hint || error) && (
        <Indented>
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </Indented>
      )}
    </Wrapper>
  );
}
