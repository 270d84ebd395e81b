import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { TextAreaField } from 'shared-ui';
import { namespace } from '../../app/translations';
import { ChoicePills } from './ChoicePills';
import { answered, type ProfileStepProps } from './PersonalStep';
import { groupInterests, INTEREST_GROUP_ORDER, type InterestGroup } from './interest-groups';
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

const Group = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const GroupHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

// The whole heading row opens and closes its group (an accordion), with room for a thumb.
const GroupToggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.xs}px 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: start;
  cursor: pointer;

  &::after {
    content: '';
    flex: none;
    width: 0.6em;
    height: 0.6em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(${({ 'aria-expanded': open }) => (open ? '225deg' : '45deg')});
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  margin-inline-start: auto;
  font-weight: normal;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  padding-bottom: ${({ theme }) => theme.space.md}px;

  /* A folded group: the display above would otherwise win over the hidden attribute. */
  &[hidden] {
    display: none;
  }
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

/**
 * Signup step 4: interests (toggle chips in groups: dating wishes, the explicit ones apart under their own
 * heading, hobbies; only the first group open, so a phone does not get one long block of fifty chips), the
 * reason for signing up and a few words about me.
 */
export function AboutStep({ onSave, onSkip }: ProfileStepProps) {
  const { t } = useTranslation(namespace);
  const [interests, setInterests] = useState<readonly string[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [open, setOpen] = useState<ReadonlySet<InterestGroup>>(new Set(['dating']));
  const groups = groupInterests(interests);
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

  const toggleGroup = (group: InterestGroup) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

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
        {INTEREST_GROUP_ORDER.filter((group) => groups[group].length > 0).map((group) => {
          const count = groups[group].filter((interest) => chosen.includes(interest)).length;
          const panelId = `signup-interests-${group}`;
          return (
            <Group key={group}>
              <GroupHeading>
                <GroupToggle
                  type="button"
                  aria-expanded={open.has(group)}
                  aria-controls={panelId}
                  onClick={() => toggleGroup(group)}
                >
                  {t(`steps.about.groups.${group}`)}
                  {count > 0 && <Count>{t('steps.about.chosen', { count })}</Count>}
                </GroupToggle>
              </GroupHeading>
              <Chips
                id={panelId}
                role="group"
                aria-label={t(`steps.about.groups.${group}`)}
                hidden={!open.has(group)}
              >
                {groups[group].map((interest) => (
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
            </Group>
          );
        })}
      </Fieldset>
      <ChoicePills
        legend={t('steps.about.reason')}
        name="signup_reason"
        required={false}
        value={reason}
        onChange={setReason}
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
