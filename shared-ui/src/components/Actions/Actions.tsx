import styled from 'styled-components';

/** Several actions side by side, centred, wrapping on small screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;
Actions.displayName = 'Actions';
