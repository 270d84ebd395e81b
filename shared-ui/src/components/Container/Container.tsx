import styled from 'styled-components';
import { BREAKPOINTS } from '../../ui-constants';
import { media } from '../../theme/media';
import { withoutProps } from '../internal/forwardProps';

export type ContainerSize = 'narrow' | 'default' | 'wide' | 'fluid';

export interface ContainerStyleProps {
  /** narrow: forms and text (720 px); default: pages (1140 px); wide: grids (1320 px); fluid: no limit. */
  size?: ContainerSize;
}

const maxWidths: Record<ContainerSize, string> = {
  narrow: '720px',
  default: `${BREAKPOINTS.xl - 60}px`,
  wide: '1320px',
  fluid: 'none',
};

/** Centres page content with side gutters that grow with the screen. */
export const Container = styled.div.withConfig(withoutProps('size'))<ContainerStyleProps>`
  width: 100%;
  max-width: ${({ size = 'default' }) => maxWidths[size]};
  margin-left: auto;
  margin-right: auto;
  padding-inline: ${({ theme }) => theme.space.md}px;

  ${media.md} {
    padding-inline: ${({ theme }) => theme.space.lg}px;
  }

  ${media.xl} {
    padding-inline: ${({ theme }) => theme.space.xl}px;
  }
`;
Container.displayName = 'Container';
