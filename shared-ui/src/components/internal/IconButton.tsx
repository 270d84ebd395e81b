import styled from 'styled-components';

/** A square, borderless button for close and dismiss crosses; sized as a full touch target. */
export const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  margin: -${({ theme }) => theme.space.sm}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(17, 19, 23, 0.08);
  }
`;
