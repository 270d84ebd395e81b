import type { TFunction } from 'i18next';

/** The profile fields with a value list, and the key group of their translated labels. */
export const VALUE_GROUPS = {
  sexuality: 'sexuality',
  relationship_status: 'relationshipStatus',
  body_type: 'bodyType',
  hair_color: 'hairColor',
  eye_color: 'eyeColor',
  signup_reason: 'signupReason',
  interests: 'interests',
} as const;

export type ValueField = keyof typeof VALUE_GROUPS;

/**
 * A value's label in the reader's language. A value the app has no label for yet (a list grew on the
 * server) is shown readably rather than as a key: 'dark_blond' -> 'dark blond'.
 */
export function valueLabel(t: TFunction, field: ValueField, value: string): string {
  return t(`values.${VALUE_GROUPS[field]}.${value}`, { defaultValue: value.replace(/_/g, ' ') });
}
