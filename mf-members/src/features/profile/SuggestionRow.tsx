import { useId } from 'react';
import styled from 'styled-components';
import type { MemberCard } from 'shared-ui/kernel';
import { ProfileGrid } from '../member-cards/ProfileGrid';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Related or similar members under a profile, as a row of the search's cards. */
export function SuggestionRow({ title, profiles }: { title: string; profiles: readonly MemberCard[] }) {
  const headingId = useId();
  if (profiles.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <ProfileGrid profiles={profiles} layout="row" aria-labelledby={headingId} />
    </Section>
  );
}
