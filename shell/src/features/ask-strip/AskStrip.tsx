import type { AriaRole, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, CrossIcon, IconButton } from 'shared-ui';

export type AskStripTone = 'brand' | 'warning' | 'info';

/** The strip's height: one line of text and a small action on a phone, never more (no layout jump). */
export const ASK_STRIP_HEIGHT_PX = 48;

const tones: Record<AskStripTone, ReturnType<typeof css>> = {
  brand: css`
    background: linear-gradient(
      100deg,
      ${({ theme }) => theme.colors.primaryActive},
      ${({ theme }) => theme.colors.primary}
    );
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
  warning: css`
    background: ${({ theme }) => theme.tones.warning.subtle};
    color: ${({ theme }) => theme.tones.warning.onSubtle};
    border-bottom: 1px solid ${({ theme }) => theme.tones.warning.border};
  `,
  info: css`
    background: ${({ theme }) => theme.tones.info.subtle};
    color: ${({ theme }) => theme.tones.info.onSubtle};
    border-bottom: 1px solid ${({ theme }) => theme.tones.info.border};
  `,
};

const Strip = styled.section<{ $tone: AskStripTone }>`
  box-sizing: border-box;
  height: ${ASK_STRIP_HEIGHT_PX}px;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ $tone }) => tones[$tone]}
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  height: 100%;
  padding-inline-end: ${({ theme }) => theme.space.xs}px;
`;

/* One line: what does not fit ends in an ellipsis (the whole text stays for screen readers). */
const Text = styled.p`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Action = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Close = styled(IconButton)`
  flex: none;
  margin: 0;
  color: inherit;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover:not(:disabled) {
    background: rgba(17, 19, 23, 0.08);
    color: inherit;
  }
`;

/**
 * The one promo or ask above a page's content: a slim strip of fixed height (48 px), one line of text that
 * ends in an ellipsis where it does not fit, one small action and a close button. Its fixed height is what
 * lets the ask slot swap or drop a strip without moving the page by more than the strip itself.
 */
export function AskStrip({
  label,
  tone,
  role,
  action,
  onDismiss,
  dismissLabel,
  testId,
  children,
}: {
  /** The strip's accessible name (a region). */
  label: string;
  tone: AskStripTone;
  /** Overrides the region role (alert for a warning, status for a polite tip). */
  role?: AriaRole;
  action?: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Strip $tone={tone} aria-label={label} role={role} data-testid={testId} data-ask-strip="">
      <Inner>
        <Text>{children}</Text>
        {action && <Action>{action}</Action>}
        {onDismiss && (
          <Close variant="quiet" aria-label={dismissLabel} onClick={onDismiss}>
            <CrossIcon />
          </Close>
        )}
      </Inner>
    </Strip>
  );
}
