import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared-ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-items: start;

  & > * {
    width: 100%;
  }

  & > button {
    width: auto;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** One settings card: a titled form (the title names the form for assistive technology). */
export function SettingsForm({
  title,
  description,
  onSubmit,
  children,
}: {
  title: string;
  description?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card>
      <Form noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
        <Title id={titleId}>{title}</Title>
        {description && <Description>{description}</Description>}
        {children}
      </Form>
    </Card>
  );
}
