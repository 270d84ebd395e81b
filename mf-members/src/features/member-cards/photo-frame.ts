import styled, { css } from 'styled-components';
import { PHOTO_ASPECT } from 'shared-ui/kernel';

/** The members' photos' own shape (the one the crop dialog cuts), as a CSS aspect-ratio. */
export const PHOTO_RATIO = `${PHOTO_ASPECT.width} / ${PHOTO_ASPECT.height}`;

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

/**
 * The shape of a member's tile in every grid (search, match finder, suggestions) and of its skeleton, so a
 * skeleton is replaced by its tile without anything moving. Deliberately not the photos' shape
 * (PHOTO_RATIO, 3:4): a little wider, cropping the photo's top and bottom, so that on a 375 x 667 phone two
 * rows of two faces fit the first screen under the filters.
 */
export const TILE_ASPECT = '5 / 6';

/**
 * What a tile shows before its photo has arrived: a soft two-tone gradient of a hue picked from the member's
 * id, so the grid reads as a grid of different people at once, and never as grey boxes.
 */
export function tileGround(id: number): string {
  const hue = (id * 47) % 360;
  return `linear-gradient(160deg, hsl(${hue} 55% 88%), hsl(${(hue + 35) % 360} 45% 72%))`;
}
