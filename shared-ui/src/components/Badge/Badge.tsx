import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { badgeText } from '../../kernel/session/atoms';
import type { Tone } from '../../theme/theme';
import { withoutProps } from '../internal/forwardProps';

export type BadgeTone = Extract<Tone, 'neutral' | 'primary' | 'warning' | 'danger' | 'success'>;

export interface BadgeStyleProps {
  tone?: BadgeTone;
}

/** A small pill with a short status or number. Colour is never the only signal: the text says it. */
export const Badge = styled.span.withConfig(withoutProps('tone'))<BadgeStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5em;
  height: 1.5em;
  padding: 0 0.45em;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, tone = 'neutral' }) => theme.tones[tone].solid};
  color: ${({ theme, tone = 'neutral' }) => theme.tones[tone].onSolid};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  vertical-align: middle;
`;
Badge.displayName = 'Badge';

export type CountBadgeProps = { count: number } & BadgeStyleProps &
  Omit<ComponentPropsWithRef<'span'>, 'children'>;

/**
 * A counter such as unread messages or new likes: '99+' from 100 on, and nothing
 * at all when there is nothing to count. Give it an aria-label when the number alone says too little.
 */
export function CountBadge({ count, tone = 'danger', ...spanProps }: CountBadgeProps) {
  if (!Number.isFinite(count) || count <= 0) return null;
  return (
    <Badge tone={tone} {...spanProps}>
      {badgeText(Math.floor(count))}
    </Badge>
  );
}
