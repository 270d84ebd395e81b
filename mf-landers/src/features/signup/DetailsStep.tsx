import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../app/translations';
import { ChoicePills } from './ChoicePills';
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

/** Signup step 3: looks and relationship status, each a row of one-tap pills (every answer optional). */
export function DetailsStep({ onSave, onSkip, onLater }: ProfileStepProps) {
  const { t } = useTranslation(namespace);
  const [values, setValues] = useState<Record<ListField | 'tattoos', string>>({
    hair_color: '',
    eye_color: '',
    body_type: '',
    relationship_status: '',
    tattoos: '',
  });
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  return (
    <StepForm
      title={t('steps.details.title')}
      lead={t('steps.details.lead')}
      onSkip={onSkip}
      onLater={onLater}
      onSave={() => {
        const { tattoos, ...lists } = values;
        return onSave({ ...answered(lists), ...(tattoos === '' ? {} : { tattoos: tattoos === 'yes' }) });
      }}
    >
      {(Object.keys(LISTS) as ListField[]).map((name) => (
        <ChoicePills
          key={name}
          legend={t(`steps.details.${LISTS[name].key}`)}
          name={name}
          required={false}
          value={values[name]}
          onChange={set(name)}
          options={LISTS[name].values.map((value) => ({
            value,
            label: t(`values.${LISTS[name].key}.${value}`),
          }))}
        />
      ))}
      <ChoicePills
        legend={t('steps.details.tattoos')}
        name="tattoos"
        required={false}
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
