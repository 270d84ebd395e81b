import styled, { keyframes } from 'styled-components';
import { Grid } from './LikeGrid';
import { LIST_COUNT_HEIGHT, TILE_RATIO } from './likes-layout';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

const Block = styled.span`
  display: block;
  background: ${({ theme }) => theme.colors.surfaceSunken};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 0.9s ease-in-out infinite alternate;
  }
`;

/* Where the list's number of likes will be: its line's own height. */
const CountBar = styled(Block)`
  width: 7rem;
  height: ${LIST_COUNT_HEIGHT};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Tile = styled(Block)`
  aspect-ratio: ${TILE_RATIO};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/* Three rows on a phone: the first screen is full even on a tall one, so the list's arrival moves nothing below it. */
const TILES = 6;

/**
 * A likes list before it arrives, in its own shape (the count's line, then the grid of faces), so each
 * part is replaced in place. Announced as loading; the blocks themselves say nothing.
 */
export function LikeGridSkeleton({ label }: { label: string }) {
  return (
    <>
      <CountBar aria-hidden="true" />
      <Grid as="div" role="status" aria-label={label} aria-busy="true">
        {Array.from({ length: TILES }, (_, index) => (
          <Tile key={index} aria-hidden="true" />
        ))}
      </Grid>
    </>
  );
}
