import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, describeApiError } from 'shared-ui';
import { namespace } from '../../app/translations';
import { StepHeading } from './StepHeading';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Later = styled(Button)`
  justify-self: center;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

export interface StepFormProps {
  title: string;
  lead?: string;
  children: ReactNode;
  /** Saves the step; a throw (an API error) is shown above the buttons and the step stays. */
  onSave: () => Promise<void>;
  /** Leaves the step without saving (these steps can be skipped). */
  onSkip?: () => void;
  submitLabel?: string;
  /** Leaves the remaining profile steps for later (the profile page offers them again). */
  onLater?: () => void;
}

/** One skippable signup step after the account exists: heading, fields, the API's error, Skip and Continue. */
export function StepForm({ title, lead, children, onSave, onSkip, submitLabel, onLater }: StepFormProps) {
  const { t } = useTranslation(namespace);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave();
    } catch (failure) {
      setError((await describeApiError(failure, t)).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={saving}>
      <StepHeading title={title} lead={lead} />
      {children}
      {error && (
        <Alert tone="danger" title={t('steps.saveFailed')}>
          {error}
        </Alert>
      )}
      <Buttons>
        {onSkip ? (
          <Button type="button" variant="link" onClick={onSkip} disabled={saving}>
            {t('steps.skip')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={saving}>
          {saving ? t('steps.saving') : (submitLabel ?? t('steps.continue'))}
        </Button>
      </Buttons>
      {onLater && (
        <Later type="button" variant="link" size="sm" onClick={onLater} disabled={saving}>
          {t('steps.later')}
        </Later>
      )}
    </Form>
  );
}
