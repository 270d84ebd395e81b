import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
} from 'shared-ui';
import {
  ABOUT_ME_MAX_LENGTH,
  BODY_TYPES,
  CITY_MAX_LENGTH,
  EYE_COLORS,
  fetchRegions,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  NAME_MAX_LENGTH,
  RELATIONSHIP_STATUSES,
  settingsAtom,
  SEXUALITIES,
  SIGNUP_REASONS,
  userAtom,
  type CountryRegions,
  type ProfileUpdate,
  type User,
} from 'shared-ui/kernel';
import { describeAccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { fetchInterests, saveProfile } from './profile-api';
import { fieldErrors } from './profile-errors';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

/** One column on phones, two from tablets on: related pickers sit side by side. */
const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Interests = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const InterestList = styled.div`
  display: grid;
  /* Two columns on a 375 px phone, more as the card grows. */
  grid-template-columns: repeat(auto-fill, minmax(135px, 1fr));
  gap: 0 ${({ theme }) => theme.space.md}px;
`;

/** The form's values: text as the inputs hold it ('' for not set). */
export interface DetailsValues {
  name: string;
  date_of_birth: string;
  gender: string;
  sexuality: string;
  country: string;
  region: string;
  city: string;
  about_me: string;
  interests: string[];
  hair_color: string;
  eye_color: string;
  body_type: string;
  relationship_status: string;
  tattoos: string;
  signup_reason: string;
}

export function valuesOf(user: User): DetailsValues {
  const p = user.profile;
  return {
    name: p.name,
    date_of_birth: p.date_of_birth ?? '',
    gender: p.gender ?? '',
    sexuality: p.sexuality ?? '',
    country: p.country,
    region: p.region ?? '',
    city: p.city ?? '',
    about_me: p.about_me ?? '',
    interests: p.interests ?? [],
    hair_color: p.hair_color ?? '',
    eye_color: p.eye_color ?? '',
    body_type: p.body_type ?? '',
    relationship_status: p.relationship_status ?? '',
    tattoos: p.tattoos === true ? 'yes' : p.tattoos === false ? 'no' : '',
    signup_reason: p.signup_reason ?? '',
  };
}

/** What changed, as the API takes it: an emptied text is cleared (null), an unset list is left alone. */
export function changesOf(before: DetailsValues, after: DetailsValues): ProfileUpdate {
  const update: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof DetailsValues)[]) {
    const value = after[key];
    if (JSON.stringify(value) === JSON.stringify(before[key])) continue;
    if (key === 'tattoos') {
      if (value !== '') update.tattoos = value === 'yes';
    } else if (key === 'region' || key === 'city' || key === 'about_me') {
      update[key] = value === '' ? null : value;
    } else if (value !== '' || key === 'name' || key === 'date_of_birth') {
      update[key] = value;
    }
  }
  return update as ProfileUpdate;
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const LISTS = [
  { field: 'hair_color', key: 'hairColor', values: HAIR_COLORS },
  { field: 'eye_color', key: 'eyeColor', values: EYE_COLORS },
  { field: 'body_type', key: 'bodyType', values: BODY_TYPES },
  { field: 'relationship_status', key: 'relationshipStatus', values: RELATIONSHIP_STATUSES },
] as const;

/**
 * Every field of the own profile a member owns, saved at once. The rules (username, date of birth, the value
 * lists) are the API's, as at the signup; its field problems show under each field in the reader's language.
 */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation(namespace);
  const headingId = useId();
  const settings = useAtomValue(settingsAtom);
  const setUser = useSetAtom(userAtom);
  const { toast } = useToast();
  const saved = useMemo(() => valuesOf(user), [user]);
  const [values, setValues] = useState<DetailsValues>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [interestList, setInterestList] = useState<readonly string[]>(INTERESTS);
  const [loadedRegions, setRegions] = useState<CountryRegions | null>(null);
  const regions =
    loadedRegions?.country.toUpperCase() === values.country.toUpperCase() ? loadedRegions : null;
  const countries = settings?.countries ?? [saved.country];
  const minimumAge = settings?.minimum_age ?? 18;

  // A place saved elsewhere on the page (the location settings) shows here too.
  useEffect(() => {
    setValues((current) => ({ ...current, country: saved.country, region: saved.region, city: saved.city }));
  }, [saved.country, saved.region, saved.city]);

  useEffect(() => {
    fetchInterests().then(setInterestList, () => undefined);
  }, []);
  useEffect(() => {
    let current = true;
    fetchRegions(values.country).then(
      (answer) => current && setRegions(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [values.country]);

  const set = (name: keyof DetailsValues) => (event: { target: { value: string } }) =>
    setValues((previous) => ({
      ...previous,
      [name]: event.target.value,
      ...(name === 'country' ? { region: '' } : {}),
    }));
  const toggleInterest = (interest: string, on: boolean) =>
    setValues((previous) => ({
      ...previous,
      interests: on
        ? [...previous.interests, interest]
        : previous.interests.filter((value) => value !== interest),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const update = changesOf(saved, values);
    setErrors({});
    setFailure(null);
    if (Object.keys(update).length === 0) {
      toast({ tone: 'success', message: t('ownProfile.edit.saved') });
      return;
    }
    setSaving(true);
    try {
      setUser(await saveProfile(update));
      toast({ tone: 'success', message: t('ownProfile.edit.saved') });
    } catch (error) {
      const fields = await fieldErrors(error, t, minimumAge);
      if (fields) {
        setErrors(fields);
        setFailure(t('ownProfile.edit.checkFields'));
      } else {
        setFailure((await describeAccountError(error, t)).message);
      }
    } finally {
      setSaving(false);
    }
  };

  const choose = t('ownProfile.fields.choose');
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('ownProfile.edit.title')}</Heading>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
        <Pair>
          <TextField
            label={t('ownProfile.edit.name')}
            autoComplete="nickname"
            maxLength={NAME_MAX_LENGTH}
            required
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextField
            label={t('ownProfile.edit.dateOfBirth')}
            type="date"
            autoComplete="bday"
            required
            hint={t('ownProfile.edit.dateOfBirthHint')}
            value={values.date_of_birth}
            onChange={set('date_of_birth')}
            error={errors.date_of_birth}
          />
        </Pair>
        <Pair>
          <SelectField
            label={t('ownProfile.fields.gender')}
            placeholder={choose}
            value={values.gender}
            onChange={set('gender')}
            error={errors.gender}
            options={GENDERS.map((value) => ({ value, label: t(`ownProfile.values.gender.${value}`) }))}
          />
          <SelectField
            label={t('ownProfile.fields.sexuality')}
            placeholder={choose}
            value={values.sexuality}
            onChange={set('sexuality')}
            error={errors.sexuality}
            options={SEXUALITIES.map((value) => ({
              value,
              label: t(`ownProfile.values.sexuality.${value}`),
            }))}
          />
        </Pair>
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
              placeholder={choose}
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
        <TextAreaField
          label={t('ownProfile.fields.aboutMe')}
          hint={t('ownProfile.fields.aboutMeHint')}
          maxLength={ABOUT_ME_MAX_LENGTH}
          value={values.about_me}
          onChange={set('about_me')}
          error={errors.about_me}
        />
        <Interests>
          <legend>{t('ownProfile.fields.interests')}</legend>
          <InterestList>
            {interestList.map((interest) => (
              <CheckboxField
                key={interest}
                label={t(`ownProfile.values.interests.${interest}`, { defaultValue: interest })}
                checked={values.interests.includes(interest)}
                onChange={(event) => toggleInterest(interest, event.target.checked)}
              />
            ))}
          </InterestList>
          {errors.interests && <Alert tone="danger">{errors.interests}</Alert>}
        </Interests>
        <Pair>
          {LISTS.map(({ field, key, values: list }) => (
            <SelectField
              key={field}
              label={t(`ownProfile.fields.${key}`)}
              placeholder={choose}
              value={values[field]}
              onChange={set(field)}
              error={errors[field]}
              options={list.map((value) => ({ value, label: t(`ownProfile.values.${key}.${value}`) }))}
            />
          ))}
          <SelectField
            label={t('ownProfile.fields.tattoos')}
            placeholder={choose}
            value={values.tattoos}
            onChange={set('tattoos')}
            options={[
              { value: 'yes', label: t('ownProfile.fields.yes') },
              { value: 'no', label: t('ownProfile.fields.no') },
            ]}
          />
          <SelectField
            label={t('ownProfile.fields.reason')}
            placeholder={choose}
            value={values.signup_reason}
            onChange={set('signup_reason')}
            error={errors.signup_reason}
            options={SIGNUP_REASONS.map((value) => ({
              value,
              label: t(`ownProfile.values.signupReason.${value}`),
            }))}
          />
        </Pair>
        {failure && (
          <Alert tone="danger" title={t('ownProfile.edit.failureTitle')}>
            {failure}
          </Alert>
        )}
        <div>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? t('ownProfile.edit.saving') : t('ownProfile.edit.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
