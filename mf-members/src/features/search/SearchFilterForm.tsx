import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField } from 'shared-ui';
import { settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ageOptions } from './age-range';
import { AgeSlider } from './AgeSlider';
import { countryName } from './country-name';
import { hasCountryFilter } from './default-filters';
import { useRegions } from './regions';
import type { LookingFor, SearchFilters } from './search-state';

/* One column: the form lives in the filter sheet, as narrow as a phone on every screen. */
const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

export interface SearchFilterFormProps {
  /** The form's id: the sheet's footer submits it. */
  id: string;
  /** The filters being edited (nothing is searched until the form is submitted). */
  value: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  /** The country whose regions are offered when the site has no country filter. */
  homeCountry: string | null;
  onSubmit: () => void;
}

/**
 * The search filters: the gender looked for, country and region (where the site searches by them), and
 * the age range. Nothing is searched until the member submits, so a few changes cost one request.
 */
export function SearchFilterForm({
  id,
  value: draft,
  onChange,
  homeCountry,
  onSubmit,
}: SearchFilterFormProps) {
  const { t, i18n } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const searchFields = settings?.search_fields ?? [];
  const countryFilter = hasCountryFilter(settings);
  // Regions belong to one country: the chosen one, or the member's own where the site has no country filter.
  const regionCountry = countryFilter ? draft.country : homeCountry;
  const regions = useRegions(searchFields.includes('countryregion') ? regionCountry : null);
  const youngest = ageOptions(settings?.minimum_age)[0] ?? 18;

  const update = (changes: Partial<SearchFilters>) => onChange({ ...draft, ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form id={id} role="search" aria-label={t('filters.label')} onSubmit={submit}>
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
        <AgeSlider value={draft} onChange={(range) => update(range)} youngest={youngest} />
      </Fields>
    </form>
  );
}
