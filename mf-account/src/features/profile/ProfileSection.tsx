import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Card, VisuallyHidden } from 'shared-ui';
import { useRevealFirstProblem } from '../../app/reveal-problem';
import { namespace } from '../../app/translations';
import type { ProfileSectionAnchor } from './section-anchors';
import type { SectionEditor } from './useSectionEditor';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const FIRST_FIELD = 'input:not([type="hidden"]), select, textarea';

export interface ProfileSectionProps {
  title: string;
  editor: SectionEditor;
  /** The section as others read it, shown while not editing. */
  view: ReactNode;
  /** The section's fields, shown while editing. */
  form: ReactNode;
  /** The section's id, for links that open the profile at it. */
  anchor?: ProfileSectionAnchor;
}

/**
 * One section of the own profile, edited in place: read-only text with an Edit button, which turns the
 * section into its form with Save and Cancel. Focus moves into the form and back to Edit afterwards, and a
 * failed save's problems stay inside the section, scrolled into view and announced.
 */
export function ProfileSection({ title, editor, view, form, anchor }: ProfileSectionProps) {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useRevealFirstProblem(formRef, editor.attempt);

  useEffect(() => {
    if (editor.editing) formRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    else if (wasEditing.current) editRef.current?.focus();
    wasEditing.current = editor.editing;
  }, [editor.editing]);

  return (
    <Card as="section" id={anchor} aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {!editor.editing && (
          <Button ref={editRef} type="button" variant="outline" size="sm" onClick={editor.start}>
            {t('ownProfile.section.edit')}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
        )}
      </Header>
      {editor.editing ? (
        <Form
          ref={formRef}
          noValidate
          aria-labelledby={headingId}
          aria-busy={editor.saving}
          onSubmit={(event) => void editor.submit(event)}
        >
          {form}
          {editor.failure && (
            <Alert tone="danger" title={t('ownProfile.edit.failureTitle')}>
              {editor.failure}
            </Alert>
          )}
          <Actions>
            <Button type="submit" disabled={editor.saving} aria-busy={editor.saving}>
              {editor.saving ? t('ownProfile.edit.saving') : t('ownProfile.section.save')}
            </Button>
            <Button type="button" variant="outline" disabled={editor.saving} onClick={editor.cancel}>
              {t('ownProfile.section.cancel')}
            </Button>
          </Actions>
        </Form>
      ) : (
        view
      )}
    </Card>
  );
}
