import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

export type UnavailablePanelProps = {
  title: ReactNode;
  message: ReactNode;
  retryLabel: ReactNode;
  onRetry: () => void;
  /** While a retry is under way the button is disabled, so it cannot be hammered. */
  retrying?: boolean;
} & Omit<ComponentPropsWithRef<'div'>, 'title' | 'children' | 'role'>;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: ${({ theme }) => theme.space.md}px 0;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.tones.warning.border};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.tones.warning.subtle};
  color: ${({ theme }) => theme.tones.warning.onSubtle};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Message = styled.p`
  margin: 0;
`;

/**
 * What a slot shows when its remote failed to load or crashed: the rest of the page keeps working
 * and the user can try again. Announced as an alert because it replaces content the user expected.
 */
export function UnavailablePanel({
  title,
  message,
  retryLabel,
  onRetry,
  retrying = false,
  ...divProps
}: UnavailablePanelProps) {
  return (
    <Panel role="alert" {...divProps}>
      <Title>{title}</Title>
      <Message>{message}</Message>
      <Button
        variant="outline"
        size="sm"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {retryLabel}
      </Button>
    </Panel>
  );
}
