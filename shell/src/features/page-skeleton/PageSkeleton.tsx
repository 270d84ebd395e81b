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
const ROWS = 6;

/* A member's profile: the photo (3:4 on a phone, beside the details from 768 px), name and details. */
const Profile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Photo = styled(Block)`
  aspect-ratio: 3 / 4;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm + 4}px;
`;

/* A conversation list: round photo, name and last message per row. */
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm + 4}px;
  min-height: 64px;
`;

const RowText = styled.div`
  flex: 1 1 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.xs + 2}px;
`;

/** The outline a page loads into: a grid of member cards, a member's profile, or a list of conversations. */
export type SkeletonShape = 'grid' | 'profile' | 'list';

const SHAPES_BY_ROUTE: Record<string, SkeletonShape> = {
  'members-id': 'profile',
  chats: 'list',
  'chats-id': 'list',
};

/** The shape of the page a route loads (member grids by default: search, likes, matches). */
export function skeletonShapeFor(routeName: string | undefined): SkeletonShape {
  return SHAPES_BY_ROUTE[routeName ?? ''] ?? 'grid';
}

/** The shape for a path, for the first paint before the router has matched it. */
export function skeletonShapeForPath(pathname: string): SkeletonShape {
  if (/^\/members\/\d+\/?$/.test(pathname)) return 'profile';
  if (/^\/chats(\/|$)/.test(pathname)) return 'list';
  return 'grid';
}

function Outline({ shape }: { shape: SkeletonShape }) {
  if (shape === 'profile') {
    return (
      <Profile>
        <Photo $height="auto" />
        <Details>
          <Block $width="12rem" $height="2rem" />
          <Block $width="8rem" $height="1rem" />
          <Block $height="2.75rem" />
          <Block $height="1rem" />
          <Block $width="80%" $height="1rem" />
        </Details>
      </Profile>
    );
  }
  if (shape === 'list') {
    return (
      <>
        <Block $width="10rem" $height="2rem" />
        {Array.from({ length: ROWS }, (_, index) => (
          <Row key={index}>
            <Block $width="48px" $height="48px" $round />
            <RowText>
              <Block $width="9rem" $height="1rem" />
              <Block $width="80%" $height="0.875rem" />
            </RowText>
          </Row>
        ))}
      </>
    );
  }
  return (
    <>
      <Block $width="14rem" $height="2rem" />
      <Block $width="22rem" $height="1rem" />
      <Cards>
        {Array.from({ length: CARDS }, (_, index) => (
          <Card key={index} $height="auto" />
        ))}
      </Cards>
    </>
  );
}

/**
 * What a page shows while its code loads: the outline of the page that loads (a grid of cards, a
 * profile or a list) in pulsing grey, instead of a blank area. Announced once as loading (role status);
 * the blocks themselves are hidden from assistive technology.
 */
export function PageSkeleton({
  shape = 'grid',
  ...props
}: HTMLAttributes<HTMLDivElement> & { shape?: SkeletonShape }) {
  const { t } = useTranslation('common');
  return (
    <Container
      role="status"
      aria-label={t('loading')}
      aria-busy="true"
      data-testid="page-skeleton"
      data-shape={shape}
      {...props}
    >
      <Stack aria-hidden="true">
        <Outline shape={shape} />
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
      <PageSkeleton
        shape={skeletonShapeForPath(typeof window === 'undefined' ? '/' : window.location.pathname)}
      />
    </>
  );
}
