import { useId, useRef, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-ui/router';
import styled from 'styled-components';
import { Alert, Button, LinkButton, Modal, TextAreaField, TextField } from 'shared-ui';
import {
  DELETE_REASONS,
  DELETE_REMARKS_MAX_LENGTH,
  ERROR_CODES,
  REACTIVATION_WINDOW_DAYS,
  localeAtom,
  pathTo,
  settingsAtom,
  userAtom,
  type DeleteReason,
  type DiscountCode,
} from 'shared-ui/kernel';
import { describeAccountError, type AccountError } from '../../app/api-errors';
import { useRevealFirstProblem } from '../../app/reveal-problem';
import { namespace } from '../../app/translations';
import { acceptStayOffer, deleteAccount } from './account-deletion-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Text = styled.p`
  margin: 0;
`;

const Reasons = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Reason = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  input {
    flex: none;
    width: 1.1em;
    height: 1.1em;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const FieldProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tones.danger.onSubtle};
`;

const Offer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-items: start;
`;

/**
 * A field's problem, announced as it appears. The password is the last field, right above the dialog's
 * footer: its problem is the one a member would otherwise not see.
 */
function announced(problem: string | undefined) {
  return problem ? <span role="alert">{problem}</span> : undefined;
}

type Problems = Partial<Record<'reason' | 'remarks' | 'password', string>>;

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The delete flow: the site's offer to stay (where its settings name a delete discount), the reason (remarks
 * required for 'other'), the password, and what happens next. A deletion ends the session: the member lands on
 * /account-deleted logged out.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const setUser = useSetAtom(userAtom);
  const locale = useAtomValue(localeAtom);
  const percent = useAtomValue(settingsAtom)?.delete_discount ?? 0;
  const formId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [reason, setReason] = useState<DeleteReason | ''>('');
  const [remarks, setRemarks] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<AccountError | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [offerState, setOfferState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [stayCode, setStayCode] = useState<DiscountCode | null>(null);
  useRevealFirstProblem(formRef, attempt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const next: Problems = {};
    const trimmed = remarks.trim();
    if (reason === '') next.reason = t('deleteAccount.reasons.required');
    if (reason === 'other' && trimmed === '') next.remarks = t('deleteAccount.remarks.required');
    if ([...trimmed].length > DELETE_REMARKS_MAX_LENGTH)
      next.remarks = t('deleteAccount.remarks.tooLong', { max: DELETE_REMARKS_MAX_LENGTH });
    if (password === '') next.password = t('deleteAccount.password.required');
    setProblems(next);
    if (Object.keys(next).length > 0 || reason === '') {
      setAttempt((count) => count + 1);
      return;
    }
    setDeleting(true);
    try {
      await deleteAccount({ reason, password, ...(trimmed ? { remarks: trimmed } : {}) });
      // The server ended every session of the account, this one too.
      setUser(null);
      void navigate(pathTo('account-deleted'), { replace: true });
    } catch (error) {
      const described = await describeAccountError(error, t);
      if (described.code === ERROR_CODES.passwordWrong) {
        setProblems({ password: t('deleteAccount.password.wrong') });
      } else {
        setFailure(described);
      }
      setDeleting(false);
      setAttempt((count) => count + 1);
    }
  }

  async function stay() {
    setOfferState('busy');
    try {
      setStayCode(await acceptStayOffer());
      setOfferState('idle');
    } catch {
      setOfferState('failed');
    }
  }

  if (stayCode) {
    const until = stayCode.expires
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(stayCode.expires))
      : '';
    return (
      <Modal
        open={open}
        onClose={onClose}
        size="sm"
        title={t('deleteAccount.offer.doneTitle')}
        closeLabel={t('deleteAccount.offer.close')}
        footer={
          <>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('deleteAccount.offer.close')}
            </Button>
            <LinkButton to={pathTo('credits')}>{t('deleteAccount.offer.buy')}</LinkButton>
          </>
        }
      >
        <Alert tone="success" role="status">
          {t('deleteAccount.offer.doneText', {
            code: stayCode.code,
            percent: stayCode.value_percentage,
            date: until,
          })}
        </Alert>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={t('deleteAccount.dialog.title')}
      closeLabel={t('deleteAccount.cancel')}
      initialFocusRef={firstReason}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('deleteAccount.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={deleting} aria-busy={deleting}>
            {deleting ? t('deleteAccount.submitting') : t('deleteAccount.submit')}
          </Button>
        </>
      }
    >
      <Form
        ref={formRef}
        id={formId}
        noValidate
        onSubmit={submit}
        aria-label={t('deleteAccount.dialog.title')}
      >
        <Text>{t('deleteAccount.dialog.lead')}</Text>
        {percent > 0 && (
          <Alert tone="info" title={t('deleteAccount.offer.title', { percent })}>
            <Offer>
              <Text>{t('deleteAccount.offer.text', { percent })}</Text>
              {offerState === 'failed' && (
                <FieldProblem role="alert">{t('deleteAccount.offer.failed')}</FieldProblem>
              )}
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => void stay()}
                disabled={offerState === 'busy'}
                aria-busy={offerState === 'busy'}
              >
                {offerState === 'busy' ? t('deleteAccount.offer.accepting') : t('deleteAccount.offer.accept')}
              </Button>
            </Offer>
          </Alert>
        )}
        {failure && (
          <Alert tone="danger" title={t('deleteAccount.failureTitle')}>
            {failure.message}
          </Alert>
        )}
        <Reasons aria-describedby={problems.reason ? `${formId}-reason-problem` : undefined}>
          <legend>{t('deleteAccount.reasons.legend')}</legend>
          {DELETE_REASONS.map((value, index) => (
            <Reason key={value}>
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                aria-invalid={problems.reason ? true : undefined}
                onChange={() => setReason(value)}
              />
              {t(`deleteAccount.reasons.${value}`)}
            </Reason>
          ))}
          {problems.reason && (
            <FieldProblem id={`${formId}-reason-problem`} role="alert">
              {problems.reason}
            </FieldProblem>
          )}
        </Reasons>
        <TextAreaField
          label={t('deleteAccount.remarks.label')}
          hint={t('deleteAccount.remarks.hint', { max: DELETE_REMARKS_MAX_LENGTH })}
          name="remarks"
          required={reason === 'other'}
          rows={3}
          value={remarks}
          onChange={(event) => setRemarks(event.target.value)}
          error={announced(problems.remarks ?? failure?.fields.remarks)}
        />
        <Alert tone="warning" role="note">
          {t('deleteAccount.window', { count: REACTIVATION_WINDOW_DAYS })}
        </Alert>
        <TextField
          label={t('deleteAccount.password.label')}
          hint={t('deleteAccount.password.hint')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={announced(problems.password)}
        />
      </Form>
    </Modal>
  );
}
