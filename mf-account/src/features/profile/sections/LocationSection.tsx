import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField, TextField } from 'shared-ui';
import {
  CITY_MAX_LENGTH,
  fetchRegions,
  settingsAtom,
  type CountryRegions,
  type User,
} from 'shared-ui/kernel';
import { namespace } from '../../../app/translations';
import { LocationSettings, placeText } from '../../location';
import { countryName } from '../profile-values';
import { ProfileSection } from '../ProfileSection';
import { PROFILE_SECTION_ANCHORS } from '../section-anchors';
import { useSectionEditor } from '../useSectionEditor';
import { EmptyText } from './Facts';
import { Pair } from './Pair';

const FIELDS = ['country', 'region', 'city'] as const;

const Place = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const NoPlace = styled(EmptyText)`
  margin-bottom: ${({ theme }) => theme.space.sm}px;
`;

/** The regions of the chosen country, for the region picker; null until they arrive. */
function useRegions(country: string, active: boolean): CountryRegions | null {
  const [loaded, setLoaded] = useState<CountryRegions | null>(null);
  useEffect(() => {
    if (!active) return;
    let current = true;
    fetchRegions(country).then(
      (answer) => current && setLoaded(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [country, active]);
  return loaded?.country.toUpperCase() === country.toUpperCase() ? loaded : null;
}

/**
 * Where the member lives: the place as others see it, found by the device (the location settings'
 * geolocation button) or chosen by hand in the section's form.
 */
export function LocationSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const editor = useSectionEditor(user, FIELDS);
  const { saved, values, errors, set } = editor;
  const regions = useRegions(values.country, editor.editing);
  const countries = settings?.countries ?? [saved.country];
  const place =
    saved.city || saved.region
      ? placeText({ city: saved.city, region: saved.region, country: saved.country }, i18n.language)
      : '';
  return (
    <ProfileSection
      anchor={PROFILE_SECTION_ANCHORS.location}
      title={t('ownProfile.location.title')}
      editor={editor}
      view={
        <>
          {place ? <Place>{place}</Place> : <NoPlace>{t('ownProfile.location.none')}</NoPlace>}
          <LocationSettings />
        </>
      }
      form={
        <>
          <Pair>
            <SelectField
              label={t('ownProfile.fields.country')}
              value={values.country}
              onChange={set('country')}
              error={errors.country}
              options={countries.map((code) => ({ value: code, label: countryName(code, i18n.language) }))}
            />
            {regions && regions.regions.length > 0 && (
              <SelectField
                label={t(`ownProfile.fields.regionKinds.${regions.label}`)}
                placeholder={t('ownProfile.fields.choose')}
                value={values.region}
                onChange={set('region')}
                error={errors.region}
                options={regions.regions.map((region) => ({ value: region, label: region }))}
              />
            )}
          </Pair>
          <TextField
            label={t('ownProfile.fields.city')}
            autoComplete="address-level2"
            maxLength={CITY_MAX_LENGTH}
            value={values.city}
            onChange={set('city')}
            error={errors.city}
          />
        </>
      }
    />
  );
}
