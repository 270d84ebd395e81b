import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CrossIcon } from 'shared-ui';
import { namespace } from '../../app/translations';
import { countryName } from './country-name';
import type { FilterChip } from './filter-chips';
import type { SearchFilters } from './search-state';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  flex: none;
  height: 36px;
  padding-inline-start: ${({ theme }) => theme.space.sm + 4}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

/* A round target of 36 px inside the chip: it removes this filter only. */
const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 34px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: -${({ theme }) => theme.focusRing.width};
  }
`;

/** The words of a chip: the value chosen, as the filter sheet names it. */
function useChipLabel() {
  const { t, i18n } = useTranslation(namespace);
  return (chip: FilterChip, filters: SearchFilters): string => {
    switch (chip.key) {
      case 'gender':
        return t(filters.gender === 'male' ? 'filters.gender.male' : 'filters.gender.female');
      case 'country':
        return countryName(filters.country ?? '', i18n.language);
      case 'region':
        return filters.countryregion ?? '';
      case 'age':
        return filters.max_age === null
          ? t('filters.age.chipMin', { age: filters.min_age })
          : t('filters.age.chipRange', { min: filters.min_age, max: filters.max_age });
    }
  };
}

export interface FilterChipsProps {
  chips: readonly FilterChip[];
  filters: SearchFilters;
  onRemove: (filters: SearchFilters) => void;
}

/** The chosen filters above the results, each with its own remove button. */
export function FilterChips({ chips, filters, onRemove }: FilterChipsProps) {
  const { t } = useTranslation(namespace);
  const labelOf = useChipLabel();
  if (chips.length === 0) return null;
  return (
    <List aria-label={t('filters.chips')}>
      {chips.map((chip) => {
        const label = labelOf(chip, filters);
        return (
          <Chip key={chip.key}>
            {label}
            <Remove
              type="button"
              aria-label={t('filters.remove', { filter: label })}
              onClick={() => onRemove(chip.without)}
            >
              <CrossIcon />
            </Remove>
          </Chip>
        );
      })}
    </List>
  );
}
