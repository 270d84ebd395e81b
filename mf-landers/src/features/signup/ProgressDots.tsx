import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from 'shared-ui';
import { namespace } from '../../app/translations';

/** The signup steps: 0 start, 1 photo, then personal info (with the location), details and about me. */
export const SIGNUP_STEPS = ['account', 'photo', 'personal', 'details', 'about'] as const;

type DotState = 'done' | 'current' | 'todo';

const List = styled.ol`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Dot = styled.li<{ $state: DotState }>`
  width: 12px;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: transparent;
  transition: width ${({ theme }) => theme.transitions.normal};

  ${({ $state, theme }) =>
    $state !== 'todo' &&
    css`
      background: ${theme.colors.primary};
    `}
  ${({ $state }) =>
    $state === 'current' &&
    css`
      width: 32px;
      border-radius: 6px;
    `}
`;

const Caption = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Where the visitor is in the signup: one dot per step, the current one wide. `step` counts from 0;
 * `step` equal to the number of steps means every step is done.
 */
export function ProgressDots({ step }: { step: number }) {
  const { t } = useTranslation(namespace);
  const total = SIGNUP_STEPS.length;
  const done = step >= total;
  const caption = done ? t('progress.done') : t('progress.caption', { current: step + 1, total });
  return (
    <div role="group" aria-label={caption}>
      <List>
        {SIGNUP_STEPS.map((name, index) => {
          const state: DotState = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <Dot key={name} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <VisuallyHidden>
                {t(`progress.steps.${name}`)}
                {state === 'done' && ` (${t('progress.completed')})`}
              </VisuallyHidden>
            </Dot>
          );
        })}
      </List>
      <Caption>{caption}</Caption>
    </div>
  );
}
