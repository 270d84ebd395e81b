import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from 'shared-ui';
import { namespace } from '../../app/translations';
import { answered, type ProfileStepProps } from './PersonalStep';
import { BODY_TYPES, EYE_COLORS, HAIR_COLORS, RELATIONSHIP_STATUSES } from './values';
import { StepForm } from './StepForm';

const LISTS = {
  hair_color: { key: 'hairColor', values: HAIR_COLORS },
  eye_color: { key: 'eyeColor', values: EYE_COLORS },
  body_type: { key: 'bodyType', values: BODY_TYPES },
  relationship_status: { key: 'relationshipStatus', values: RELATIONSHIP_STATUSES },
} as const;
type ListField = keyof typeof LISTS;

/** Signup step 3: looks and relationship status, each from its value list. */
export function DetailsStep({ onSave, onSkip }: ProfileStepProps) {
  const { t } = useTranslation(namespace);
  const [values, setValues] = useState<Record<ListField | 'tattoos', string>>({
    hair_color: '',
    eye_color: '',
    body_type: '',
    relationship_status: '',
    tattoos: '',
  });
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [name]: event.target.value }));

  return (
    <StepForm
      title={t('steps.details.title')}
      lead={t('steps.details.lead')}
      onSkip={onSkip}
      onSave={() => {
        const { tattoos, ...lists } = values;
        return onSave({ ...answered(lists), ...(tattoos === '' ? {} : { tattoos: tattoos === 'yes' }) });
      }}
    >
      {(Object.keys(LISTS) as ListField[]).map((name) => (
        <SelectField
          key={name}
          label={t(`steps.details.${LISTS[name].key}`)}
          placeholder={t('steps.choose')}
          value={values[name]}
          onChange={set(name)}
          options={LISTS[name].values.map((value) => ({
            value,
            label: t(`values.${LISTS[name].key}.${value}`),
          }))}
        />
      ))}
      <SelectField
        label={t('steps.details.tattoos')}
        placeholder={t('steps.choose')}
        value={values.tattoos}
        onChange={set('tattoos')}
        options={[
          { value: 'yes', label: t('steps.yes') },
          { value: 'no', label: t('steps.no') },
        ]}
      />
    </StepForm>
  );
}
