import styled from 'styled-components';

/** Buttons side by side from the start of the line (shared-ui's Actions centres them), wrapping on phones. */
export const InlineActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;
InlineActions.displayName = 'InlineActions';
