import styled from 'styled-components';
import { media } from 'shared-ui';

/**
 * The actions after an outcome (paid, failed, declined): stacked full width on a phone, side by side
 * from the left on larger screens, so the first (primary) one is always where the eye starts.
 */
export const NextSteps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;

  ${media.sm} {
    display: flex;
    flex-wrap: wrap;
  }
`;
