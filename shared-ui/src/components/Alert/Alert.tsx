import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/theme';
import { CloseIcon } from '../internal/CloseIcon';
import { withoutProps } from '../internal/forwardProps';
import { IconButton } from '../IconButton/IconButton';
import { useUiText } from '../i18n/uiText';

export type AlertTone = Extract<Tone, 'info' | 'success' | 'warning' | 'danger'>;

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button; pair it with useDismissible to remember the choice. */
  onDismiss?: () => void;
  /** Accessible name of the close button; defaults to the localized "Dismiss". */
  dismissLabel?: string;
  /** Extra controls, e.g. a link that fixes the problem. */
  action?: ReactNode;
} & Omit<ComponentPropsWithRef<'div'>, 'title'>;

const Box = styled.div.withConfig(withoutProps('tone'))<{ tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md - 4}px ${theme.space.md}px`};
  border: 1px solid ${({ theme, tone }) => theme.tones[tone].border};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, tone }) => theme.tones[tone].subtle};
  color: ${({ theme, tone }) => theme.tones[tone].onSubtle};

  /* Plain text links take the alert's colour; styled links (e.g. a Button as="a") keep their own. */
  a:not([class]) {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  & > p {
    margin: 0;
  }
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

/**
 * An inline message. Danger and warning interrupt screen readers (role alert); info and success
 * are announced politely (role status). Pass `role` to override, e.g. for a message present on load.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel,
  action,
  ...divProps
}: AlertProps) {
  const text = useUiText();
  return (
    <Box tone={tone} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'} {...divProps}>
      <Body>
        {title && <Title>{title}</Title>}
        {children}
        {action && <Action>{action}</Action>}
      </Body>
      {onDismiss && (
        <IconButton variant="close" aria-label={dismissLabel ?? text.dismiss} onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      )}
    </Box>
  );
}
