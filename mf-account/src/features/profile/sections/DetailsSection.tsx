import { useTranslation } from 'react-i18next';
import { SelectField } from 'shared-ui';
import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SIGNUP_REASONS,
  type User,
} from 'shared-ui/kernel';
import { namespace } from '../../../app/translations';
import { ProfileSection } from '../ProfileSection';
import { PROFILE_SECTION_ANCHORS } from '../section-anchors';
import { useSectionEditor } from '../useSectionEditor';
import { Facts } from './Facts';
import { Pair } from './Pair';

const FIELDS = [
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
  'signup_reason',
] as const;

const LISTS = [
  { field: 'hair_color', key: 'hairColor', values: HAIR_COLORS },
  { field: 'eye_color', key: 'eyeColor', values: EYE_COLORS },
  { field: 'body_type', key: 'bodyType', values: BODY_TYPES },
  { field: 'relationship_status', key: 'relationshipStatus', values: RELATIONSHIP_STATUSES },
] as const;

/** Looks, relationship status, tattoos and why the member signed up. */
export function DetailsSection({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  const editor = useSectionEditor(user, FIELDS);
  const { saved, values, errors, set } = editor;
  const choose = t('ownProfile.fields.choose');
  const yesNo = (value: string) => (value ? t(`ownProfile.fields.${value === 'yes' ? 'yes' : 'no'}`) : '');
  return (
    <ProfileSection
      anchor={PROFILE_SECTION_ANCHORS.details}
      title={t('ownProfile.sections.details')}
      editor={editor}
      view={
        <Facts
          facts={[
            ...LISTS.map(({ field, key }) => ({
              label: t(`ownProfile.fields.${key}`),
              value: saved[field] ? t(`ownProfile.values.${key}.${saved[field]}`) : '',
            })),
            { label: t('ownProfile.fields.tattoos'), value: yesNo(saved.tattoos) },
            {
              label: t('ownProfile.fields.reason'),
              value: saved.signup_reason ? t(`ownProfile.values.signupReason.${saved.signup_reason}`) : '',
            },
          ]}
        />
      }
      form={
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
      }
    />
  );
}
