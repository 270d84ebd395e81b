import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Spinner } from 'shared-ui';
import { namespace } from '../../app/translations';

/** The spec's progress texts, in the order the work runs. */
export const PROGRESS_TEXTS = ['checking', 'creating', 'matches', 'mail'] as const;
/**
 * How long each text stays while the signup call is still running. It only paces the texts: the panel goes
 * the moment the account exists, however far the texts got, so nobody waits for an animation.
 */
export const PROGRESS_TEXT_INTERVAL_MS = 900;

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px 0;
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  color: ${({ theme }) => theme.colors.textMuted};

  &::before {
    content: '';
    display: inline-block;
    width: 0.6em;
    height: 0.6em;
    margin-inline-end: 0.6em;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }

  ${({ $state, theme }) =>
    $state !== 'todo' &&
    css`
      &::before {
        background: ${theme.colors.primary};
      }
    `}
  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      color: ${theme.colors.text};
      font-weight: ${theme.fontWeights.medium};
    `}
`;

/** What the visitor sees while the account is being made: the spec's progress texts, the current one marked. */
export function WaitingPanel() {
  const { t } = useTranslation(namespace);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    // The last text stays until the answer comes: it never starts over.
    if (index >= PROGRESS_TEXTS.length - 1) return;
    const timer = setTimeout(() => setIndex((current) => current + 1), PROGRESS_TEXT_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index]);

  return (
    <Panel>
      <Spinner aria-hidden="true" />
      <p role="status" aria-live="polite">
        {t(`signup.progress.${PROGRESS_TEXTS[index]}`)}
      </p>
      <Steps aria-hidden="true">
        {PROGRESS_TEXTS.map((text, position) => (
          <Step key={text} $state={position < index ? 'done' : position === index ? 'current' : 'todo'}>
            {t(`signup.progress.${text}`)}
          </Step>
        ))}
      </Steps>
    </Panel>
  );
}
