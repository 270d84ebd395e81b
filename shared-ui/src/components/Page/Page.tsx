import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';
import { Container, type ContainerSize } from '../Container/Container';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.xxl}px;

  ${media.md} {
    padding-block: ${({ theme }) => theme.space.xl}px;
  }
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* One column as wide as the page: a wide child (a table) scrolls in itself instead of widening the page. */
const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg}px;
`;

export interface PageProps {
  title: string;
  /** One sentence on what the page is for. */
  lead?: string;
  children: ReactNode;
  /** Forms and short texts read better narrow. */
  size?: ContainerSize;
}

/**
 * The frame of a remote's page: one h1 naming the page (which also names its region), a lead, then
 * the content, in the responsive page container.
 */
export function Page({ title, lead, children, size }: PageProps) {
  const headingId = useId();
  return (
    <Container size={size}>
      <Section aria-labelledby={headingId}>
        <Header>
          <Title id={headingId}>{title}</Title>
          {lead && <Lead>{lead}</Lead>}
        </Header>
        <Body>{children}</Body>
      </Section>
    </Container>
  );
}
