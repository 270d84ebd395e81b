import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, media, SelectField } from 'shared-ui';
import { settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ageOptions } from './age-range';
import { AgeRangeField } from './AgeRangeField';
import { countryName } from './country-name';
import { hasCountryFilter } from './default-filters';
import { useRegions } from './regions';
import type { LookingFor, SearchFilters } from './search-state';

/*
 * One column on phones; two from 576 px with the age range on its own row; from 992 px all in one row
 * (gender, country, region, and the age range over two columns for its two or three controls).
 */
const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.md}px;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const AgeCell = styled.div`
  min-width: 0;

  ${media.sm} {
    grid-column: span 2;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export interface SearchFilterFormProps {
  /** The filters of the results shown; the form edits a copy until it is submitted. */
  filters: SearchFilters;
  defaults: SearchFilters;
  /** The country whose regions are offered when the site has no country filter. */
  homeCountry: string | null;
  onApply: (filters: SearchFilters) => void;
}

/**
 * The search filters: the gender looked for, country and region (where the site searches by them), and
 * the age range. Nothing is searched until the member submits, so a few changes cost one request.
 */
export function SearchFilterForm({ filters, defaults, homeCountry, onApply }: SearchFilterFormProps) {
  const { t, i18n } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const [draft, setDraft] = useState(filters);
  const searchFields = settings?.search_fields ?? [];
  const countryFilter = hasCountryFilter(settings);
  // Regions belong to one country: the chosen one, or the member's own where the site has no country filter.
  const regionCountry = countryFilter ? draft.country : homeCountry;
  const regions = useRegions(searchFields.includes('countryregion') ? regionCountry : null);
  const ages = ageOptions(settings?.minimum_age);

  const update = (changes: Partial<SearchFilters>) => setDraft((previous) => ({ ...previous, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    setDraft(defaults);
    onApply(defaults);
  };

  return (
    <Card as="form" role="search" aria-label={t('filters.label')} onSubmit={submit}>
      <Fields>
        <SelectField
          label={t('filters.gender.label')}
          value={draft.gender ?? ''}
          onChange={(event) => update({ gender: (event.target.value || null) as LookingFor | null })}
          options={[
            { value: 'female', label: t('filters.gender.female') },
            { value: 'male', label: t('filters.gender.male') },
            { value: '', label: t('filters.gender.both') },
          ]}
        />
        {countryFilter && (
          <SelectField
            label={t('filters.country.label')}
            value={draft.country ?? ''}
            onChange={(event) => update({ country: event.target.value || null, countryregion: null })}
            options={[
              { value: '', label: t('filters.country.all') },
              ...(settings?.countries ?? []).map((code) => ({
                value: code,
                label: countryName(code, i18n.language),
              })),
            ]}
          />
        )}
        {regions && (
          <SelectField
            label={t(`regionKinds.${regions.label}`, { defaultValue: t('regionKinds.region') })}
            value={draft.countryregion ?? ''}
            onChange={(event) => update({ countryregion: event.target.value || null })}
            options={[
              { value: '', label: t('filters.region.all') },
              ...regions.regions.map((region) => ({ value: region, label: region })),
            ]}
          />
        )}
        <AgeCell>
          <AgeRangeField value={draft} onChange={(range) => update(range)} ages={ages} />
        </AgeCell>
      </Fields>
      <Buttons>
        <Button type="button" variant="link" onClick={reset}>
          {t('filters.reset')}
        </Button>
        <Button type="submit">{t('filters.submit')}</Button>
      </Buttons>
    </Card>
  );
}
