import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { COMPLAINT_CATEGORIES, COMPLAINT_MESSAGE_MAX, COMPLAINT_MESSAGE_MIN } from 'contract/constants';
import { Alert, Button, Card, SelectField, TextAreaField, describeApiError } from 'shared-ui';
import {
  ERROR_CODES,
  readApiError,
  useChats,
  userAtom,
  type Complaint,
  type ComplaintCategory,
  type ComplaintRequest,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { complaintKeys, fetchMemberName, fetchRecentOrders, fileComplaint } from './complaints-api';
import { useFormatDate, useFormatMoney } from './format';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  /* The grid's gap spaces the fields: their own bottom margin would double it. */
  & > * {
    margin-bottom: 0;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Categories = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** A radio as a large, tappable chip: the whole label is the target, the native radio keeps focus and keys. */
const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  &:has(input:focus-visible) {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Field = 'member' | 'conversation' | 'order' | 'message';
type Problems = Partial<Record<Field, string>>;

/** The complaint's message, as the server counts it: characters, blank space around it not counted. */
const lengthOf = (text: string) => [...text.trim()].length;

export interface ComplaintFormProps {
  /** A member named in the address (?member=, e.g. from a profile's report link): chosen at once. */
  preselectedMember: number | null;
  onFiled: (complaint: Complaint) => void;
}

/**
 * The complaint form: what it is about (a member, a payment, the service), the member (from the member's
 * conversations, or the one the address names) or the payment (from their newest orders) it concerns,
 * and the message. On success the reference is shown (and mailed by the server).
 */
export function ComplaintForm({ preselectedMember, onFiled }: ComplaintFormProps) {
  const { t } = useTranslation(namespace);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const categoryName = useId();
  const [category, setCategory] = useState<ComplaintCategory>(preselectedMember ? 'member' : 'service');
  const [member, setMember] = useState(preselectedMember ? String(preselectedMember) : '');
  const [order, setOrder] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [filed, setFiled] = useState<Complaint | null>(null);
  const [sending, setSending] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();

  const chats = useChats();
  const orders = useQuery({
    queryKey: complaintKeys.orders(userId),
    queryFn: ({ signal }) => fetchRecentOrders(signal),
    enabled: category === 'payment',
  });
  const inChats = chats.data?.chats.some((entry) => entry.profile.id === preselectedMember) ?? false;
  const preselectedName = useQuery({
    queryKey: complaintKeys.member(userId, preselectedMember ?? 0),
    queryFn: ({ signal }) => fetchMemberName(preselectedMember ?? 0, signal),
    enabled: preselectedMember !== null && chats.isSuccess && !inChats,
  });

  /** The members to choose from: the conversations' partners, and the one the address names. */
  const memberChoices = useMemo(() => {
    const choices = (chats.data?.chats ?? []).map((entry) => ({
      value: String(entry.profile.id),
      label: entry.profile.name,
      conversation: entry.conversation,
    }));
    if (preselectedMember !== null && !choices.some((choice) => choice.value === String(preselectedMember))) {
      choices.unshift({
        value: String(preselectedMember),
        label: preselectedName.data ?? t('complaints.form.memberNumber', { id: preselectedMember }),
        conversation: 0,
      });
    }
    return choices;
  }, [chats.data, preselectedMember, preselectedName.data, t]);

  useEffect(() => {
    if (filed) successRef.current?.focus();
  }, [filed]);

  function validate(): Problems {
    const found: Problems = {};
    if (category === 'member' && member === '') found.member = t('complaints.errors.member_required');
    const length = lengthOf(message);
    if (length < COMPLAINT_MESSAGE_MIN)
      found.message = t('complaints.errors.message_too_short', { min: COMPLAINT_MESSAGE_MIN });
    else if (length > COMPLAINT_MESSAGE_MAX) {
      found.message = t('complaints.errors.message_too_long', { max: COMPLAINT_MESSAGE_MAX });
    }
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setFiled(null);
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) {
      // The first field in trouble gets the focus, so its message is read out.
      const first = (['member', 'message'] as const).find((field) => found[field]);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const body: ComplaintRequest = { category, message };
    if (category === 'member') {
      body.member = Number(member);
      const conversation = memberChoices.find((choice) => choice.value === member)?.conversation;
      if (conversation) body.conversation = conversation;
    }
    if (category === 'payment' && order !== '') body.order = Number(order);
    setSending(true);
    try {
      const complaint = await fileComplaint(body);
      setFiled(complaint);
      setMessage('');
      setOrder('');
      onFiled(complaint);
    } catch (error) {
      const answer = await readApiError(error);
      if (answer?.error === ERROR_CODES.validationFailed && answer.field_codes) {
        const fromServer: Problems = {};
        for (const [field, code] of Object.entries(answer.field_codes)) {
          // The conversation is chosen with the member: its problems are shown there.
          const shownAt = field === 'conversation' ? 'member' : (field as Field);
          fromServer[shownAt] = t(`complaints.errors.${code}`, {
            min: COMPLAINT_MESSAGE_MIN,
            max: COMPLAINT_MESSAGE_MAX,
            defaultValue: answer.fields?.[field] ?? t('errors.generic'),
          });
        }
        setProblems(fromServer);
      } else if (answer?.error === ERROR_CODES.rateLimited) {
        setFailure(t('complaints.errors.rateLimited'));
      } else {
        setFailure((await describeApiError(error, t)).message);
      }
    } finally {
      setSending(false);
    }
  }

  const orderOptions = (orders.data?.orders ?? []).map((entry) => ({
    value: String(entry.id),
    label: t('complaints.form.orderOption', {
      id: entry.id,
      date: formatDate(entry.created_at),
      amount: formatMoney(entry.amount),
    }),
  }));

  return (
    <Card as="section" aria-labelledby={`${categoryName}-title`}>
      <Form onSubmit={submit} noValidate>
        <Title id={`${categoryName}-title`}>{t('complaints.form.title')}</Title>
        {filed && (
          <Alert tone="success" title={t('complaints.form.success.title')} ref={successRef} tabIndex={-1}>
            {t('complaints.form.success.text', { reference: filed.reference })}
          </Alert>
        )}
        {failure && (
          <Alert tone="danger" title={t('complaints.form.failureTitle')}>
            {failure}
          </Alert>
        )}
        <Categories>
          <legend>{t('complaints.form.category')}</legend>
          <Choices>
            {COMPLAINT_CATEGORIES.map((value) => (
              <Choice key={value}>
                <input
                  type="radio"
                  name={categoryName}
                  value={value}
                  checked={category === value}
                  onChange={() => {
                    setCategory(value);
                    setProblems({});
                  }}
                />
                {t(`complaints.categories.${value}`)}
              </Choice>
            ))}
          </Choices>
        </Categories>

        {category === 'member' &&
          (memberChoices.length > 0 ? (
            <SelectField
              label={t('complaints.form.member')}
              hint={t('complaints.form.memberHint')}
              name="member"
              required
              placeholder={t('complaints.form.memberPlaceholder')}
              options={memberChoices}
              value={member}
              onChange={(event) => setMember(event.target.value)}
              error={problems.member}
            />
          ) : (
            <Note>
              {chats.isPending ? t('complaints.form.loadingMembers') : t('complaints.form.noMembers')}
            </Note>
          ))}

        {category === 'payment' && (
          <SelectField
            label={t('complaints.form.order')}
            hint={
              orders.isSuccess && orderOptions.length === 0
                ? t('complaints.form.noOrders')
                : t('complaints.form.orderHint')
            }
            name="order"
            value={order}
            onChange={(event) => setOrder(event.target.value)}
            error={problems.order}
          >
            <option value="">{t('complaints.form.orderNone')}</option>
            {orderOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        )}

        <TextAreaField
          label={t('complaints.form.message')}
          hint={t('complaints.form.messageHint', { min: COMPLAINT_MESSAGE_MIN, max: COMPLAINT_MESSAGE_MAX })}
          name="message"
          required
          rows={6}
          maxLength={COMPLAINT_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={problems.message}
        />
        <div>
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending ? t('complaints.form.sending') : t('complaints.form.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
