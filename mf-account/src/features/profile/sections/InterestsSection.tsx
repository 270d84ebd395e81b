import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, CheckboxField } from 'shared-ui';
import { INTERESTS, type User } from 'shared-ui/kernel';
import { namespace } from '../../../app/translations';
import { fetchInterests } from '../profile-api';
import { ProfileSection } from '../ProfileSection';
import { PROFILE_SECTION_ANCHORS } from '../section-anchors';
import { useSectionEditor } from '../useSectionEditor';
import { EmptyText } from './Facts';

const FIELDS = ['interests'] as const;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const ChoiceList = styled.div`
  display: grid;
  /* Two columns on a 375 px phone, more as the card grows. */
  grid-template-columns: repeat(auto-fill, minmax(135px, 1fr));
  gap: 0 ${({ theme }) => theme.space.md}px;
`;

/** The member's interests: chips to read, checkboxes to change. */
export function InterestsSection({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  const editor = useSectionEditor(user, FIELDS);
  const { saved, values, errors, update } = editor;
  const [choices, setChoices] = useState<readonly string[]>(INTERESTS);
  const label = (interest: string) =>
    t(`ownProfile.values.interests.${interest}`, { defaultValue: interest });

  useEffect(() => {
    if (editor.editing) fetchInterests().then(setChoices, () => undefined);
  }, [editor.editing]);

  const toggle = (interest: string, on: boolean) =>
    update({
      interests: on
        ? [...values.interests, interest]
        : values.interests.filter((value) => value !== interest),
    });

  return (
    <ProfileSection
      anchor={PROFILE_SECTION_ANCHORS.interests}
      title={t('ownProfile.fields.interests')}
      editor={editor}
      view={
        saved.interests.length > 0 ? (
          <Chips>
            {saved.interests.map((interest) => (
              <li key={interest}>{label(interest)}</li>
            ))}
          </Chips>
        ) : (
          <EmptyText>{t('ownProfile.section.interestsEmpty')}</EmptyText>
        )
      }
      form={
        <Choices>
          <legend>{t('ownProfile.fields.interests')}</legend>
          <ChoiceList>
            {choices.map((interest) => (
              <CheckboxField
                key={interest}
                label={label(interest)}
                checked={values.interests.includes(interest)}
                onChange={(event) => toggle(interest, event.target.checked)}
              />
            ))}
          </ChoiceList>
          {errors.interests && <Alert tone="danger">{errors.interests}</Alert>}
        </Choices>
      }
    />
  );
}
