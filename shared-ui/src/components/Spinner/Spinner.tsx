import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { withoutProps } from '../internal/forwardProps';
import { useUiText } from '../i18n/uiText';

export type SpinnerSize = 'sm' | 'md' | 'lg';
const pixels: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span.withConfig(withoutProps('px'))<{ px: number }>`
  display: inline-block;
  flex: none;
  width: ${({ px }) => px}px;
  height: ${({ px }) => px}px;
  border: ${({ px }) => Math.max(2, Math.round(px / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
`;

export type SpinnerProps = {
  size?: SpinnerSize;
  /** What is loading, read by screen readers; defaults to the localized "Loading". */
  'aria-label'?: string;
} & Omit<ComponentPropsWithRef<'span'>, 'children'>;

/** An indeterminate busy indicator in the current text colour, announced politely as a status. */
export function Spinner({ size = 'md', 'aria-label': ariaLabel, ...spanProps }: SpinnerProps) {
  const text = useUiText();
  return (
    <span role="status" aria-label={ariaLabel ?? text.loading} {...spanProps}>
      <Ring px={pixels[size]} aria-hidden="true" />
    </span>
  );
}
