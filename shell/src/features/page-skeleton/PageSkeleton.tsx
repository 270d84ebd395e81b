import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Container, media } from 'shared-ui';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/* Grey blocks where the page's heading, text and cards will be; they pulse unless motion is reduced. */
const Block = styled.span<{ $width?: string; $height: string; $round?: boolean }>`
  display: block;
  width: min(${({ $width = '100%' }) => $width}, 100%);
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.round : theme.radii.md)};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  padding-block: ${({ theme }) => theme.space.lg}px;
`;

/* The cards' grid as the member lists draw it: 2 columns on phones, 3 from 768 px, 4 from 992 px. */
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm + 4}px;
  margin-top: ${({ theme }) => theme.space.sm}px;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md}px;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled(Block)`
  aspect-ratio: 3 / 4;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const CARDS = 8;

/**
 * What a page shows while its code loads: the outline of a page (heading, a line of text, a grid of
 * cards) in pulsing grey, instead of a blank area. Announced once as loading (role status); the blocks
 * themselves are hidden from assistive technology.
 */
export function PageSkeleton(props: HTMLAttributes<HTMLDivElement>) {
  const { t } = useTranslation('common');
  return (
    <Container
      role="status"
      aria-label={t('loading')}
      aria-busy="true"
      data-testid="page-skeleton"
      {...props}
    >
      <Stack aria-hidden="true">
        <Block $width="14rem" $height="2rem" />
        <Block $width="22rem" $height="1rem" />
        <Cards>
          {Array.from({ length: CARDS }, (_, index) => (
            <Card key={index} $height="auto" />
          ))}
        </Cards>
      </Stack>
    </Container>
  );
}

const HeaderBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 56px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The skeleton with the header's outline too, for the first paint before any layout has loaded. */
export function FullPageSkeleton() {
  return (
    <>
      <Container aria-hidden="true">
        <HeaderBar>
          <Block $width="32px" $height="32px" />
          <Block $width="8rem" $height="1.25rem" />
        </HeaderBar>
      </Container>
      <PageSkeleton />
    </>
  );
}
