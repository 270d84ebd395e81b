import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, media } from 'shared-ui';

/*
 * No space above the photo on phones: it starts right under the site's bar. A skeleton fills the screen, so
 * what follows the page (the site's footer) is below it from the first paint and stays there when the
 * longer profile replaces it.
 */
const Section = styled.section<{ $fill: boolean }>`
  min-height: ${({ $fill }) => ($fill ? '100vh' : 'auto')};
  padding-block: 0 ${({ theme }) => theme.space.xxl}px;

  ${media.md} {
    padding-block: ${({ theme }) => theme.space.xl}px;
  }
`;

/* One column as wide as the page, like shared-ui's Page. */
const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg}px;
`;

/**
 * The frame of a profile, its skeleton included: shared-ui's Page without its heading row, because the
 * profile's h1 (the member's name) sits on the photo, which comes first.
 */
export function ProfileFrame({
  headingId,
  fill = false,
  children,
}: {
  headingId: string;
  /** At least the screen's height (the skeleton). */
  fill?: boolean;
  children: ReactNode;
}) {
  return (
    <Container>
      <Section aria-labelledby={headingId} $fill={fill}>
        <Body>{children}</Body>
      </Section>
    </Container>
  );
}
