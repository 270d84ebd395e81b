import styled, { css, type DefaultTheme } from 'styled-components';
import { withoutProps } from '../internal/forwardProps';

export type IconButtonVariant = 'quiet' | 'primary' | 'close';

export interface IconButtonStyleProps {
  /**
   * quiet: round, in the muted text colour until hovered (toolbar actions); primary: round and filled
   * (the one main action, e.g. send); close: square, in its container's colour and pulled into its
   * padding (the cross of dialogs, alerts and toasts).
   */
  variant?: IconButtonVariant;
}

const variants: Record<IconButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  quiet: (theme) => css`
    border-radius: ${theme.radii.round};
    color: ${theme.colors.textMuted};
    font-size: 1.25rem;
    transition:
      background-color ${theme.transitions.fast},
      color ${theme.transitions.fast};

    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceSunken};
      color: ${theme.colors.text};
    }
  `,
  primary: (theme) => css`
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-size: 1.25rem;

    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  close: (theme) => css`
    margin: -${theme.space.sm}px;
    border-radius: ${theme.radii.md};
    color: inherit;

    &:hover {
      background: rgba(17, 19, 23, 0.08);
    }
  `,
};

/**
 * A button that shows only an icon: give it an aria-label (or a title). A full touch target on every
 * screen. It is a plain button unless told otherwise (`type="submit"`); `as={Link}` renders a link
 * that looks the same and keeps link semantics.
 */
export const IconButton = styled.button
  .withConfig(withoutProps('variant'))
  .attrs<IconButtonStyleProps & { as?: unknown }>(({ as, type }) =>
    // A button in a form would submit it by default; a link has no button type.
    as === undefined || as === 'button' ? { type: type ?? 'button' } : {},
  )<IconButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  ${({ theme, variant = 'quiet' }) => variants[variant](theme)}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
IconButton.displayName = 'IconButton';
