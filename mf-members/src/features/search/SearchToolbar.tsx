import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Icon, type IconProps } from 'shared-ui';
import { settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { hasCountryFilter } from './default-filters';
import { filterChips } from './filter-chips';
import { FilterChips } from './FilterChips';
import { FilterSheet } from './FilterSheet';
import type { SearchFilters } from './search-state';

/*
 * One row on every screen: the Filters button, then the chosen filters. On a phone the chips scroll
 * sideways inside the row (never the page), so the row stays one line high and the photos start right
 * under it.
 */
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

const Scroller = styled.div`
  min-width: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  /* Room for the chips' focus rings inside the scrolling box. */
  padding-block: 4px;

  &::-webkit-scrollbar {
    display: none;
  }
`;

const FiltersButton = styled(Button)`
  flex: none;
  gap: ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.pill};

  svg {
    font-size: 1.15em;
  }
`;

/* The number of filters in use, on the button itself. */
const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.4em;
  height: 1.4em;
  padding-inline: 0.3em;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

function SlidersIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </Icon>
  );
}

export interface SearchToolbarProps {
  filters: SearchFilters;
  defaults: SearchFilters;
  homeCountry: string | null;
  onApply: (filters: SearchFilters) => void;
}

/** The Filters button (with how many are in use), the sheet it opens, and the chosen filters as chips. */
export function SearchToolbar({ filters, defaults, homeCountry, onApply }: SearchToolbarProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const chips = filterChips(filters, { countryFilter: hasCountryFilter(settings) });

  // The removed chip's button is gone: the keyboard goes on from the Filters button.
  const remove = (next: SearchFilters) => {
    onApply(next);
    buttonRef.current?.focus();
  };

  return (
    <Bar>
      <FiltersButton
        ref={buttonRef}
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={chips.length > 0 ? t('filters.openActive', { count: chips.length }) : t('filters.title')}
        onClick={() => setOpen(true)}
      >
        <SlidersIcon />
        {t('filters.title')}
        {chips.length > 0 && <Count aria-hidden="true">{chips.length}</Count>}
      </FiltersButton>
      <Scroller>
        <FilterChips chips={chips} filters={filters} onRemove={remove} />
      </Scroller>
      <FilterSheet
        open={open}
        onClose={() => setOpen(false)}
        filters={filters}
        defaults={defaults}
        homeCountry={homeCountry}
        onApply={onApply}
      />
    </Bar>
  );
}
