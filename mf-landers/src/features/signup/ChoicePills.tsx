import { useId } from 'react';
import styled from 'styled-components';
import { FieldError } from 'shared-ui';

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

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

// A native radio under each pill: arrow keys, forms and screen readers work as with any radio group.
// Large pills share the row evenly (two or three big choices); medium ones are chips as wide as their words.
const Pill = styled.label<{ $size: 'md' | 'lg' }>`
  position: relative;
  flex: ${({ $size }) => ($size === 'lg' ? '1 1 0' : '0 1 auto')};
  min-width: ${({ $size }) => ($size === 'lg' ? '5.5em' : '3.5em')};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme, $size }) => ($size === 'lg' ? '56px' : theme.touchTarget)};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.lg : 'inherit')};
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  &:has(input[aria-invalid='true']) {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

export interface ChoicePillsProps<T extends string> {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | '';
  onChange: (value: T) => void;
  error?: string;
  disabled?: boolean;
  /** Large pills for a screen that asks nothing else; medium ones where several questions share a screen. */
  size?: 'md' | 'lg';
  /** False for an optional question (a profile detail), whose pills only offer a quick answer. */
  required?: boolean;
}

/** A one-tap choice (a radio group drawn as pills), e.g. 'I am: a man / a woman'. */
export function ChoicePills<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  disabled,
  size = 'md',
  required = true,
}: ChoicePillsProps<T>) {
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option) => (
          <Pill key={option.value} $size={size}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
              required={required}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </Pill>
        ))}
      </Options>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
