import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from 'shared-ui';
import { namespace } from '../../app/translations';

import { START_SCREENS } from './validate';

/** The screens up to the account: whom the visitor is and looks for, name and birthday, the login. */
export const ACCOUNT_STEPS = START_SCREENS;
/** The spec's steps 1 to 4, offered once the account exists: photo, personal info (where), details, about me. */
export const PROFILE_STEPS = ['photo', 'personal', 'details', 'about'] as const;

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

export interface ProgressDotsProps {
  /** The part of the signup: the account's screens, or the profile's after it. */
  steps: readonly string[];
  /** Counts from 0; equal to the number of steps when every step is done. */
  step: number;
  /** The caption's wording: 'caption' (Step 1 of 3) or 'profileCaption' (Your profile: 1 of 4). */
  caption?: 'caption' | 'profileCaption';
}

/** Where the visitor is in a part of the signup: one dot per step, the current one wide. */
export function ProgressDots({ steps, step, caption: captionKey = 'caption' }: ProgressDotsProps) {
  const { t } = useTranslation(namespace);
  const total = steps.length;
  const done = step >= total;
  const caption = done ? t('progress.done') : t(`progress.${captionKey}`, { current: step + 1, total });
  return (
    <div role="group" aria-label={caption}>
      <List>
        {steps.map((name, index) => {
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
