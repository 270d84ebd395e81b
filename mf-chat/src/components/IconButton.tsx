import styled from 'styled-components';

/**
 * A round button that shows only an icon: give it an aria-label. A full touch target on every screen,
 * in the muted text colour until hovered.
 */
export const IconButton = styled.button.attrs({ type: 'button' as const })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.25rem;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
