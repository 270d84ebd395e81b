import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { withoutProps } from '../internal/forwardProps';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardStyleProps {
  padding?: CardPadding;
  /** Lifts on hover, for cards that are links or buttons as a whole (render them `as="a"`). */
  interactive?: boolean;
}

const paddings: Record<CardPadding, [number, number]> = {
  none: [0, 0],
  sm: [8, 12],
  md: [16, 24],
  lg: [24, 32],
};

/** A surface that groups one thing: a profile, a package tier, a setting. Use `as="section"` etc. for semantics. */
export const Card = styled.div.withConfig(withoutProps('padding', 'interactive'))<CardStyleProps>`
  display: block;
  position: relative;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ padding = 'md' }) => paddings[padding][0]}px;
  text-decoration: none;

  ${media.sm} {
    padding: ${({ padding = 'md' }) => paddings[padding][1]}px;
  }

  ${({ interactive, theme }) =>
    interactive &&
    css`
      cursor: pointer;
      transition:
        box-shadow ${theme.transitions.normal},
        transform ${theme.transitions.normal};
      &:hover {
        box-shadow: ${theme.shadows.md};
        transform: translateY(-1px);
      }
    `}
`;
Card.displayName = 'Card';
