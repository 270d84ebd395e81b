import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal, TextField } from 'shared-ui';
import type { RepeatableOrder } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { useFormatMoney } from '../checkout/format';
import { useCardName } from './card-name';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;

  p {
    margin: 0;
  }
`;

const Charge = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface ConfirmPasswordSheetProps {
  /** The purchase to confirm; null: the sheet is closed. */
  source: RepeatableOrder | null;
  busy: boolean;
  /** The API's answer to the last password, in the member's language. */
  error: string | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/** The field and its checks; mounted with the open sheet, so each purchase starts with an empty field. */
function PasswordForm({
  formId,
  source,
  busy,
  error,
  fieldRef,
  onConfirm,
}: Omit<ConfirmPasswordSheetProps, 'source' | 'onCancel'> & {
  formId: string;
  source: RepeatableOrder;
  fieldRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation(namespace);
  const money = useFormatMoney();
  const cardName = useCardName();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setMissing(password === '');
    if (password !== '') onConfirm(password);
  }

  return (
    <Form id={formId} noValidate onSubmit={submit} aria-label={t('repeatOrder.confirm.title')}>
      <p>{t('repeatOrder.confirm.why')}</p>
      <Charge>
        {t('repeatOrder.confirm.charge', {
          amount: money(source.price),
          credits: t('packages.credits', { count: source.credits }),
          card: cardName(source.card),
        })}
      </Charge>
      <TextField
        ref={fieldRef}
        label={t('repeatOrder.confirm.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing ? t('repeatOrder.confirm.required') : (error ?? undefined)}
      />
    </Form>
  );
}

/**
 * The password the API asks for before it charges a saved card (the first repeat order of a login, and
 * above the site's amount): why, what will be charged, one field. Submit stays disabled while a request is
 * on its way, since every wrong password counts toward the login lockout.
 */
export function ConfirmPasswordSheet({
  source,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmPasswordSheetProps) {
  const { t } = useTranslation(namespace);
  const formId = useId();
  const field = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={source !== null}
      onClose={onCancel}
      size="sm"
      title={t('repeatOrder.confirm.title')}
      initialFocusRef={field}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('repeatOrder.confirm.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {busy ? t('repeatOrder.confirm.submitting') : t('repeatOrder.confirm.submit')}
          </Button>
        </>
      }
    >
      {source && (
        <PasswordForm
          formId={formId}
          source={source}
          busy={busy}
          error={error}
          fieldRef={field}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}
