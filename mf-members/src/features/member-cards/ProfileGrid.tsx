import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from 'shared-ui';
import type { MemberCard } from 'shared-ui/kernel';
import { ProfileCard } from './ProfileCard';

export type ProfileGridLayout = 'grid' | 'row';

/*
 * Mobile first. 'grid' (search, match finder): 2 columns, 3 from 576 px, 4 from 992 px, 5 from 1200 px.
 * 'row' (up to six related or similar profiles): 2, 3 from 576 px, all six in a row from 1200 px.
 */
export const GridList = styled.ul<{ $layout: ProfileGridLayout }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: ${({ theme }) => theme.space.md}px;
  }

  ${({ $layout }) =>
    $layout === 'grid'
      ? css`
          ${media.sm} {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }
          ${media.lg} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
          ${media.xl} {
            grid-template-columns: repeat(5, minmax(0, 1fr));
          }
        `
      : css`
          ${media.sm} {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }
          ${media.xl} {
            grid-template-columns: repeat(6, minmax(0, 1fr));
          }
        `}
`;

export interface ProfileGridProps {
  profiles: readonly MemberCard[];
  layout?: ProfileGridLayout;
  /** A control per card (e.g. Like). */
  actionFor?: (profile: MemberCard) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** How many of the first tiles load their photo at once (those of the first screen). */
  eagerCount?: number;
  /** Names the list for assistive technology when no heading right before it does. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Profile cards as a responsive list. */
export function ProfileGrid({
  profiles,
  layout = 'grid',
  actionFor,
  headingLevel,
  eagerCount = 0,
  ...aria
}: ProfileGridProps) {
  return (
    <GridList $layout={layout} {...aria}>
      {profiles.map((profile, index) => (
        <li key={profile.id}>
          <ProfileCard
            profile={profile}
            action={actionFor?.(profile)}
            headingLevel={headingLevel}
            eager={index < eagerCount}
          />
        </li>
      ))}
    </GridList>
  );
}
