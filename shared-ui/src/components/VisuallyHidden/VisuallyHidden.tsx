import styled, { css } from 'styled-components';
import { withoutProps } from '../internal/forwardProps';

const hidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

export interface VisuallyHiddenProps {
  /** Shows itself when focused: for skip links ("Skip to content"). */
  focusable?: boolean;
}

/** Text for screen readers only: present in the accessibility tree, invisible on screen. */
export const VisuallyHidden = styled.span.withConfig(withoutProps('focusable'))<VisuallyHiddenProps>`
  ${({ focusable, theme }) =>
    focusable
      ? css`
          &:not(:focus):not(:focus-within) {
            ${hidden}
          }
          &:focus,
          &:focus-within {
            position: fixed;
            top: ${theme.space.sm}px;
            left: ${theme.space.sm}px;
            z-index: ${theme.zIndices.loadingBar + 1};
            padding: ${theme.space.sm}px ${theme.space.md}px;
            background: ${theme.colors.surface};
            color: ${theme.colors.text};
            box-shadow: ${theme.shadows.md};
            border-radius: ${theme.radii.md};
          }
        `
      : hidden}
`;
VisuallyHidden.displayName = 'VisuallyHidden';
