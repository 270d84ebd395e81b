import styled from 'styled-components';

/** One column on phones, two from tablets on: related pickers sit side by side. */
export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr;
  }
`;
