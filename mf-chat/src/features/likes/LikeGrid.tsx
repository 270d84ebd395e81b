import styled from 'styled-components';
import { LikeCard } from './LikeCard';
import type { LikeCardEntry } from './likes-data';

/* Two columns on the smallest phones, as many ~160 px cards as fit from there up. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function LikeGrid({ entries }: { entries: readonly LikeCardEntry[] }) {
  return (
    <Grid>
      {entries.map(({ profile, isNew }) => (
        <li key={profile.id}>
          <LikeCard profile={profile} isNew={isNew} />
        </li>
      ))}
    </Grid>
  );
}
