import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, media } from 'shared-ui';
import type { MemberProfile } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { valueLabel, type ValueField } from './profile-values';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space.lg}px 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const About = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/* Label above value on phones; two label–value columns from 768 px. */
const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm}px;
    padding-bottom: ${({ theme }) => theme.space.xs}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Interests = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm + 4}px`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.tones.primary.onSubtle};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The listed fields in the order a reader scans them; each is left out while the member has not filled it. */
const LISTED: ReadonlyArray<Exclude<ValueField, 'interests'>> = [
  'sexuality',
  'relationship_status',
  'body_type',
  'hair_color',
  'eye_color',
  'signup_reason',
];

/** About me, the member's details and interests, labels and values in the reader's language. */
export function ProfileDetails({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  const rows: { label: string; value: string }[] = LISTED.flatMap((field) => {
    const value = profile[field];
    return value ? [{ label: t(`details.${field}`), value: valueLabel(t, field, value) }] : [];
  });
  if (profile.tattoos !== null) {
    rows.push({ label: t('details.tattoos'), value: profile.tattoos ? t('details.yes') : t('details.no') });
  }
  const about = profile.about_me?.trim();
  if (!about && rows.length === 0 && profile.interests.length === 0) return null;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('details.title', { name: profile.name })}</Heading>
      {about && <About>{about}</About>}
      {rows.length > 0 && (
        <List>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </List>
      )}
      {profile.interests.length > 0 && (
        <>
          <SubHeading>{t('details.interests')}</SubHeading>
          <Interests>
            {profile.interests.map((interest) => (
              <li key={interest}>{valueLabel(t, 'interests', interest)}</li>
            ))}
          </Interests>
        </>
      )}
    </Card>
  );
}
