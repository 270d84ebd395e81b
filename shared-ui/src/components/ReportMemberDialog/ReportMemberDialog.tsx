import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ERROR_CODES, REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from 'contract/constants';
import { readApiError } from '../../kernel/api/client';
import { reportMember } from '../../kernel/api/members';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { FieldError } from '../Field/Field';
import { useUiText, type UiText } from '../i18n/uiText';
import { Modal } from '../Modal/Modal';
import { TextAreaField } from '../TextField/TextField';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
`;

const Reasons = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/* The whole row is the click target, at least 44 px high; long words wrap instead of overflowing. */
const Reason = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm + 4}px;
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;
  overflow-wrap: anywhere;
`;

const Radio = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: -${({ theme }) => theme.space.sm}px 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  text-align: right;
`;

/** What the report names besides the profile: the chat's conversation, a message in it, a photo. */
export interface ReportContext {
  conversation?: number;
  message?: number;
  photo?: number;
}

export interface ReportMemberDialogProps {
  open: boolean;
  memberId: number;
  name: string;
  context?: ReportContext;
  /**
   * The words for a failed report, when the app has its own (e.g. offline); by default the dialog says
   * it could not be sent, or why (too many reports today, the member is gone).
   */
  describeError?: (failure: unknown) => Promise<string>;
  onClose: () => void;
  /** After the report was accepted (also when it answered an earlier open report). */
  onReported?: (result: { duplicate: boolean }) => void;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

async function defaultDescription(failure: unknown, words: UiText['report']): Promise<string> {
  const error = await readApiError(failure);
  if (error?.error === ERROR_CODES.rateLimited) return words.rateLimited;
  if (error?.error === ERROR_CODES.notFound) return words.notFound;
  return words.failed;
}

/**
 * Reports a member (POST /api/report.php): a reason (radios), an optional text with a counter, then the
 * confirmation in the dialog (the reporter gets it by mail too). The texts are the components' own
 * (i18n/*.json `report`), so every app reports in the same words. It cannot be closed while sending.
 */
export function ReportMemberDialog({
  open,
  memberId,
  name,
  context,
  describeError,
  onClose,
  onReported,
}: ReportMemberDialogProps) {
  const words = useUiText().report;
  const formId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ duplicate: boolean } | null>(null);

  const length = [...text.trim()].length;
  const tooLong = length > REPORT_TEXT_MAX;

  const close = () => {
    if (busy) return;
    setReason(null);
    setText('');
    setReasonMissing(false);
    setError(null);
    setSent(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setReasonMissing(true);
      firstReason.current?.focus();
      return;
    }
    if (tooLong) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await reportMember({
        member: memberId,
        reason,
        ...(text.trim() ? { text } : {}),
        ...context,
      });
      setBusy(false);
      setSent({ duplicate: answer.duplicate });
      onReported?.({ duplicate: answer.duplicate });
    } catch (failure) {
      setError(await (describeError ? describeError(failure) : defaultDescription(failure, words)));
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Modal
        open={open}
        onClose={close}
        size="sm"
        title={words.sentTitle}
        footer={
          <Button type="button" onClick={close}>
            {words.done}
          </Button>
        }
      >
        <Text role="status">{fill(sent.duplicate ? words.duplicate : words.sent, { name })}</Text>
      </Modal>
    );
  }

  const reasonErrorId = `${formId}-reason-error`;
  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title={fill(words.title, { name })}
      footer={
        <>
          <Button type="button" variant="outline" onClick={close} disabled={busy}>
            {words.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {words.submit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Text>{fill(words.intro, { name })}</Text>
        <Reasons aria-describedby={reasonMissing ? reasonErrorId : undefined}>
          <Legend>{words.reasonLegend}</Legend>
          {REPORT_REASONS.map((value, index) => (
            <Reason key={value}>
              <Radio
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name={`${formId}-reason`}
                value={value}
                checked={reason === value}
                aria-invalid={reasonMissing && !reason ? true : undefined}
                onChange={() => {
                  setReason(value);
                  setReasonMissing(false);
                }}
              />
              <span>{words.reasons[value]}</span>
            </Reason>
          ))}
          {reasonMissing && <FieldError id={reasonErrorId}>{words.reasonRequired}</FieldError>}
        </Reasons>
        <TextAreaField
          label={words.textLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          error={tooLong ? fill(words.textTooLong, { max: REPORT_TEXT_MAX }) : undefined}
          aria-describedby={`${formId}-count`}
        />
        <Counter id={`${formId}-count`} $over={tooLong} aria-live="polite">
          {fill(words.textCount, { count: length, max: REPORT_TEXT_MAX })}
        </Counter>
        {error && <Alert tone="danger">{error}</Alert>}
      </form>
    </Modal>
  );
}
