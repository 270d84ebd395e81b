import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

export interface MatchMessageFormProps {
  label: string;
  placeholder: string;
  sendLabel: string;
  maxLength?: number;
  /** Sends the text; a rejection keeps it in the field for another try. */
  onSend: (text: string) => Promise<void>;
  /** Under the field: what the message costs, or why it was refused (with its way out). */
  note?: ReactNode;
}

/** One line to say hello from the match screen itself; Send is off while the field is empty or a send is on its way. */
export function MatchMessageForm({
  label,
  placeholder,
  sendLabel,
  maxLength,
  onSend,
  note,
}: MatchMessageFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    onSend(message).then(
      () => setText(''),
      () => setSending(false),
    );
  };
  return (
    <Form onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Row>
        <Input
          id={id}
          value={text}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="send"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={!text.trim() || sending} aria-busy={sending}>
          {sendLabel}
        </Button>
      </Row>
      {note}
    </Form>
  );
}
