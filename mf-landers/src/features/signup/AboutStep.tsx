import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { SelectField, TextAreaField } from 'shared-ui';
import { namespace } from '../../app/translations';
import { answered, type ProfileStepProps } from './PersonalStep';
import { fetchInterests } from './signup-api';
import { StepForm } from './StepForm';
import { INTERESTS, SIGNUP_REASONS } from './values';

export const ABOUT_ME_MAX_LENGTH = 2000;

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Chip = styled.button<{ $on: boolean }>`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm + 4}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  ${({ $on, theme }) =>
    $on &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
    `}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Signup step 4: interests (toggle chips), the reason for signing up and a few words about me. */
export function AboutStep({ onSave, onSkip }: ProfileStepProps) {
  const { t } = useTranslation(namespace);
  const [interests, setInterests] = useState<readonly string[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [aboutMe, setAboutMe] = useState('');

  useEffect(() => {
    let current = true;
    // The API's list (loaded once) decides; the product's list keeps the step usable if it fails.
    fetchInterests().then(
      (list) => current && setInterests(list),
      () => current && setInterests(INTERESTS),
    );
    return () => {
      current = false;
    };
  }, []);

  const toggle = (interest: string) =>
    setChosen((previous) =>
      previous.includes(interest) ? previous.filter((item) => item !== interest) : [...previous, interest],
    );

  return (
    <StepForm
      title={t('steps.about.title')}
      lead={t('steps.about.lead')}
      onSkip={onSkip}
      submitLabel={t('steps.finish')}
      onSave={() =>
        onSave({
          ...(chosen.length > 0 ? { interests: chosen } : {}),
          ...answered({ signup_reason: reason, about_me: aboutMe.trim() }),
        })
      }
    >
      <Fieldset>
        <Legend>{t('steps.about.interests')}</Legend>
        <Chips>
          {interests.map((interest) => (
            <Chip
              key={interest}
              type="button"
              $on={chosen.includes(interest)}
              aria-pressed={chosen.includes(interest)}
              onClick={() => toggle(interest)}
            >
              {t(`values.interests.${interest}`, { defaultValue: interest })}
            </Chip>
          ))}
        </Chips>
      </Fieldset>
      <SelectField
        label={t('steps.about.reason')}
        placeholder={t('steps.choose')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        options={SIGNUP_REASONS.map((value) => ({ value, label: t(`values.signupReason.${value}`) }))}
      />
      <TextAreaField
        label={t('steps.about.aboutMe')}
        hint={t('steps.about.aboutMeHint')}
        maxLength={ABOUT_ME_MAX_LENGTH}
        rows={4}
        value={aboutMe}
        onChange={(event) => setAboutMe(event.target.value)}
      />
    </StepForm>
  );
}
