import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { namespace } from '../../../app/translations';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface Fact {
  label: string;
  /** Empty: not filled in, left out. */
  value: string;
}

/** A section's read-only values as label and value; the ones not filled in are left out. */
export function Facts({ facts }: { facts: Fact[] }) {
  const { t } = useTranslation(namespace);
  const shown = facts.filter((fact) => fact.value !== '');
  if (shown.length === 0) return <EmptyText>{t('ownProfile.section.empty')}</EmptyText>;
  return (
    <List>
      {shown.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
