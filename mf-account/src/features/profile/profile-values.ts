import type { ProfileUpdate, User } from 'shared-ui/kernel';

/** The own profile's editable values, as the inputs hold them ('' for not set). */
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

export type DetailsField = keyof DetailsValues;

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

/**
 * What changed among `fields`, as the API takes it: an emptied text is cleared (null), an unset list is left
 * alone. Only the section's own fields: another section may have saved meanwhile.
 */
export function changesOf(
  before: DetailsValues,
  after: DetailsValues,
  fields: readonly DetailsField[],
): ProfileUpdate {
  const update: Record<string, unknown> = {};
  for (const key of fields) {
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

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
