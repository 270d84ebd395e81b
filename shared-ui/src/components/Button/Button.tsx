import styled, { css, type DefaultTheme } from 'styled-components';
import { media } from '../../theme/media';
import { withoutProps } from '../internal/forwardProps';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  /** primary: the one main action; secondary: amber accent; outline: quiet action; link: looks like text. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
      border-color: ${theme.colors.primaryHover};
      color: ${theme.colors.onPrimary};
    }
    &:active:not(:disabled) {
      background: ${theme.colors.primaryActive};
    }
  `,
  secondary: (theme) => css`
    background: ${theme.colors.secondary};
    border-color: ${theme.colors.secondary};
    color: ${theme.colors.onSecondary};
    &:hover:not(:disabled) {
      background: ${theme.colors.secondaryHover};
      border-color: ${theme.colors.secondaryHover};
      color: ${theme.colors.onSecondary};
    }
  `,
  outline: (theme) => css`
    /* Its own light ground: the primary text keeps its contrast on tinted parents (alerts, cards). */
    background: ${theme.colors.surface};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primarySubtle};
      color: ${theme.colors.primaryActive};
    }
  `,
  link: (theme) => css`
    background: transparent;
    border-color: transparent;
    color: ${theme.colors.link};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    padding-inline: ${theme.space.xs}px;
    &:hover:not(:disabled) {
      color: ${theme.colors.linkHover};
    }
  `,
};

const sizes: Record<ButtonSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (theme) => css`
    min-height: 32px;
    padding: ${theme.space.xs}px ${theme.space.md - 4}px;
    font-size: ${theme.fontSizes.sm};
  `,
  md: (theme) => css`
    min-height: ${theme.touchTarget};
    padding: ${theme.space.sm}px ${theme.space.md}px;
    font-size: ${theme.fontSizes.md};
  `,
  lg: (theme) => css`
    min-height: 52px;
    padding: ${theme.space.sm + 4}px ${theme.space.lg}px;
    font-size: ${theme.fontSizes.lg};
  `,
};

/**
 * The product's button. A styled button, so every native prop works, and `as={Link}` (or `as="a"`)
 * renders a link that looks like a button while keeping link semantics.
 */
export const Button = styled.button.withConfig(withoutProps('variant', 'size', 'block'))<ButtonStyleProps>`
  display: ${({ block }) => (block ? 'flex' : 'inline-flex')};
  width: ${({ block }) => (block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  ${({ theme, size = 'md' }) => sizes[size](theme)}
  ${({ theme, variant = 'primary' }) => variants[variant](theme)}

  /* Small screens: big tap targets everywhere, whatever the size asked for. */
  ${({ size, theme }) =>
    size === 'sm' &&
    css`
      min-height: ${theme.touchTarget};
      ${media.sm} {
        min-height: 32px;
      }
    `}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
Button.displayName = 'Button';
