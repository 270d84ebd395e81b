import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from 'shared-ui';
import { settingsAtom, type CountryRegions } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { fetchRegions } from 'shared-ui/kernel';
import type { ProfileUpdate } from './signup-api';
import { StepForm } from './StepForm';

/** The country's name in the reader's language (the platform knows every one of them). */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Drops the answers left empty: a skipped field is not sent, so it is not overwritten. */
export function answered<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  ) as Partial<T>;
}

export interface ProfileStepProps {
  onSave: (update: ProfileUpdate) => Promise<void>;
  onSkip: () => void;
  /** Leaves this and the remaining profile steps for later. */
  onLater?: () => void;
}

/**
 * Signup step 2: where the member lives (country, region, city). Gender and whom they look for are asked on
 * the first step already, so discovery shows the right members from the start.
 */
export function PersonalStep({ onSave, onSkip, onLater }: ProfileStepProps) {
  const { t, i18n } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const countries = useMemo(() => settings?.countries ?? [], [settings]);
  const initialCountry =
    settings?.geoip_selected_country && countries.includes(settings.geoip_selected_country)
      ? settings.geoip_selected_country
      : (countries[0] ?? '');
  const [values, setValues] = useState({
    country: initialCountry,
    region: '',
    city: '',
  });
  const [loadedRegions, setRegions] = useState<CountryRegions | null>(null);
  // Regions of an earlier country choice are never offered for the current one.
  const regions =
    loadedRegions?.country.toUpperCase() === values.country.toUpperCase() ? loadedRegions : null;

  useEffect(() => {
    if (!values.country) return;
    let current = true;
    // Regions are optional help: a failed load leaves the region field out rather than blocking the step.
    fetchRegions(values.country).then(
      (answer) => current && setRegions(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [values.country]);

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((previous) => ({
      ...previous,
      [name]: event.target.value,
      ...(name === 'country' ? { region: '' } : {}),
    }));

  return (
    <StepForm
      title={t('steps.personal.title')}
      lead={t('steps.personal.lead')}
      onSkip={onSkip}
      onLater={onLater}
      onSave={() => onSave(answered(values))}
    >
      {countries.length > 0 && (
        <SelectField
          label={t('steps.personal.country')}
          value={values.country}
          onChange={set('country')}
          options={countries.map((code) => ({ value: code, label: countryName(code, i18n.language) }))}
        />
      )}
      {regions && regions.regions.length > 0 && (
        <SelectField
          label={t(`steps.personal.regionKinds.${regions.label}`)}
          placeholder={t('steps.choose')}
          value={values.region}
          onChange={set('region')}
          options={regions.regions.map((region) => ({ value: region, label: region }))}
        />
      )}
      <TextField
        label={t('steps.personal.city')}
        autoComplete="address-level2"
        maxLength={100}
        value={values.city}
        onChange={set('city')}
      />
    </StepForm>
  );
}
