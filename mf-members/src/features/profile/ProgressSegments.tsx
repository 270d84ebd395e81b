import styled from 'styled-components';

const Row = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.sm}px auto;
  z-index: 1;
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  pointer-events: none;
`;

const Segment = styled.span<{ $on: boolean }>`
  flex: 1;
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $on }) => ($on ? '#fff' : 'rgba(255, 255, 255, 0.4)')};
  box-shadow: 0 0 2px rgba(0, 0, 0, 0.4);
`;

/**
 * One bar per photo across the top, the one shown in white: where the member is in the sequence at a
 * glance. For the eye only: the viewer's counter says the same to screen readers.
 */
export function ProgressSegments({ total, current }: { total: number; current: number }) {
  return (
    <Row aria-hidden="true" data-testid="photo-segments">
      {Array.from({ length: total }, (_, position) => (
        <Segment key={position} $on={position === current} data-current={position === current} />
      ))}
    </Row>
  );
}
