import styled, { css } from 'styled-components';

/** A member's photo fills its frame, cropped rather than stretched. */
export const coverImage = css`
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** What a frame shows for a member without a photo: their initials, centred. */
export const Initials = styled.span<{ $size: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  font-size: ${({ $size }) => $size};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textMuted};
`;
