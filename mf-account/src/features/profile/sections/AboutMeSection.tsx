import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextAreaField } from 'shared-ui';
import { ABOUT_ME_MAX_LENGTH, type User } from 'shared-ui/kernel';
import { namespace } from '../../../app/translations';
import { ProfileSection } from '../ProfileSection';
import { PROFILE_SECTION_ANCHORS } from '../section-anchors';
import { useSectionEditor } from '../useSectionEditor';
import { EmptyText } from './Facts';

const FIELDS = ['about_me'] as const;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The member's own words, the part of a profile others read first. */
export function AboutMeSection({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  const editor = useSectionEditor(user, FIELDS);
  const { saved, values, errors, set } = editor;
  return (
    <ProfileSection
      anchor={PROFILE_SECTION_ANCHORS.aboutMe}
      title={t('ownProfile.fields.aboutMe')}
      editor={editor}
      view={
        saved.about_me ? (
          <Text>{saved.about_me}</Text>
        ) : (
          <EmptyText>{t('ownProfile.section.aboutEmpty')}</EmptyText>
        )
      }
      form={
        <TextAreaField
          label={t('ownProfile.fields.aboutMe')}
          hint={t('ownProfile.fields.aboutMeHint')}
          maxLength={ABOUT_ME_MAX_LENGTH}
          rows={5}
          value={values.about_me}
          onChange={set('about_me')}
          error={errors.about_me}
        />
      }
    />
  );
}
