import styled from 'styled-components';
import { media } from 'shared-ui';
import { LikeCard } from './LikeCard';
import type { LikeCardEntry } from './likes-data';

/* Two columns of faces on a phone, as many ~180 px portraits as fit from there up (also the skeleton's). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm + 4}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${({ theme }) => theme.space.md}px;
  }
`;

/** The members of a list as faces, in the list's order (new likes first). */
export function LikeGrid({ entries, label }: { entries: readonly LikeCardEntry[]; label?: string }) {
  return (
    <Grid aria-label={label}>
      {entries.map(({ profile, isNew }) => (
        <li key={profile.id}>
          <LikeCard profile={profile} isNew={isNew} />
        </li>
      ))}
    </Grid>
  );
}
