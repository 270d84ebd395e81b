import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField } from 'shared-ui';
import { namespace } from '../../app/translations';
import { ageModeOf, rangeForMode, withMinAge, type AgeMode, type AgeRange } from './age-range';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/* The selects shrink with their column (a long German option must not widen a 320 px page). */
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(6.5rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.sm}px;

  > *,
  select {
    min-width: 0;
    max-width: 100%;
  }
`;

export interface AgeRangeFieldProps {
  value: AgeRange;
  onChange: (value: AgeRange) => void;
  /** The ages offered, youngest first. */
  ages: readonly number[];
}

/** The age filter: a mode (all ages, a range, or "N+") and the bounds that mode needs. */
export function AgeRangeField({ value, onChange, ages }: AgeRangeFieldProps) {
  const { t } = useTranslation(namespace);
  const mode = ageModeOf(value);
  const youngest = ages[0] ?? 18;
  const maxOptions = ages.filter((age) => age >= (value.min_age ?? youngest));

  return (
    <Fieldset>
      <Legend>{t('filters.age.legend')}</Legend>
      <Row>
        <SelectField
          label={t('filters.age.mode')}
          value={mode}
          onChange={(event) => onChange(rangeForMode(event.target.value as AgeMode, value, youngest))}
          options={[
            { value: 'all', label: t('filters.age.all') },
            { value: 'range', label: t('filters.age.range') },
            { value: 'min', label: t('filters.age.minOnly') },
          ]}
        />
        {mode !== 'all' && (
          <SelectField
            label={t('filters.age.from')}
            value={String(value.min_age ?? youngest)}
            onChange={(event) => onChange(withMinAge(value, Number(event.target.value)))}
            options={ages.map((age) => ({
              value: String(age),
              label: mode === 'min' ? t('filters.age.plus', { age }) : String(age),
            }))}
          />
        )}
        {mode === 'range' && (
          <SelectField
            label={t('filters.age.to')}
            value={String(value.max_age ?? '')}
            onChange={(event) => onChange({ ...value, max_age: Number(event.target.value) })}
            options={maxOptions.map((age) => ({ value: String(age), label: String(age) }))}
          />
        )}
      </Row>
    </Fieldset>
  );
}
