import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useUiText } from '../i18n/uiText';

export interface FieldProps {
  /** Visible label, tied to the control with for/id. */
  label: ReactNode;
  /** Error text: shown under the control, linked with aria-describedby, marks the control aria-invalid. */
  error?: ReactNode;
  /** Help text shown under the label, also linked with aria-describedby. */
  hint?: ReactNode;
}

/** Ids that tie a control to its label, hint and error, plus the control's aria attributes. */
export function useFieldIds({
  id,
  hint,
  error,
  describedBy,
}: {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlAria: {
      'aria-describedby': ariaDescribedBy,
      'aria-invalid': error ? (true as const) : undefined,
    },
  };
}

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  margin-left: 0.2em;
  color: ${({ theme }) => theme.colors.danger};
`;

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  const text = useUiText();
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {/* The control itself says "required" to screen readers; the star is for eyes only. */}
      {required && (
        <RequiredMark aria-hidden="true" title={text.required}>
          *
        </RequiredMark>
      )}
    </Label>
  );
}

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.tones.danger.onSubtle};
`;

/** The look shared by text inputs, selects and text areas. */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md - 4}px`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* 16 px stops iOS from zooming into the field on focus. */
  font-size: 16px;
  line-height: ${({ theme }) => theme.lineHeights.body};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus {
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    cursor: not-allowed;
  }
`;
