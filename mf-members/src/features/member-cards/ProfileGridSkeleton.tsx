import styled, { keyframes } from 'styled-components';
import { GridList } from './ProfileGrid';
import { TILE_ASPECT } from './photo-frame';

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

/* The tile's own frame and corners (ProfileCard), so each is replaced in place by its member. */
const Tile = styled.div`
  aspect-ratio: ${TILE_ASPECT};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  }
`;

export interface ProfileGridSkeletonProps {
  /** As many tiles as the page will bring (a whole page of results fills the first screen and more). */
  count: number;
  /** What is loading, for screen readers (the tiles themselves say nothing). */
  label: string;
}

/** The grid of a page of members before it arrives: the same columns, gaps and tile shape as ProfileGrid. */
export function ProfileGridSkeleton({ count, label }: ProfileGridSkeletonProps) {
  return (
    // A box of blocks, not a list: it holds no members yet (its role is the status it announces).
    <GridList as="div" $layout="grid" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Tile key={index} aria-hidden="true" />
      ))}
    </GridList>
  );
}
