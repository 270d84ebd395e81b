import { useTranslation } from 'react-i18next';
import { SelectField } from 'shared-ui';
import { namespace } from '../../app/translations';
import { useCountryName } from './format';
import { usePaymentCountries } from './payment-country';

export interface CountrySelectProps {
  value: string;
  onChange: (country: string) => void;
  disabled?: boolean;
}

/** The payment country, among the site's countries (prices, currency and methods follow it). */
export function CountrySelect({ value, onChange, disabled }: CountrySelectProps) {
  const { t } = useTranslation(namespace);
  const countryName = useCountryName();
  const countries = usePaymentCountries();
  if (countries.length < 2) return null;
  const options = countries
    .map((country) => ({ value: country, label: countryName(country) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <SelectField
      label={t('checkout.country.label')}
      hint={t('checkout.country.hint')}
      options={options}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
