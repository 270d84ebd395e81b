import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, e.g. a Button linking to search. */
  action?: ReactNode;
  /** A decorative illustration or icon; hidden from screen readers. */
  icon?: ReactNode;
  /** The heading level that fits the page outline (default 2). */
  headingLevel?: 1 | 2 | 3 | 4;
} & Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'>;

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.md}px`};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};

  ${media.sm} {
    padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.xl}px`};
  }
`;

const Icon = styled.div`
  font-size: 2.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.brandPrimary};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description = styled.div`
  max-width: 40ch;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

/** What a page shows when it has nothing yet: says why, and what to do next. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  ...sectionProps
}: EmptyStateProps) {
  return (
    <Wrapper {...sectionProps}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Wrapper>
  );
}
