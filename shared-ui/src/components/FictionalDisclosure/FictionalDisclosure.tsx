import { useAtomValue } from 'jotai';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { settingsAtom } from '../../kernel/session/atoms';
import { capitalized, fictionalTerms } from '../../kernel/session/fictional';
import { Badge } from '../Badge/Badge';
import { useUiLanguage, useUiText } from '../i18n/uiText';

export type FictionalDisclosureProps = {
  /** Also spell out the site's warning under the label (where the member is about to spend on the profile). */
  detailed?: boolean;
} & Omit<ComponentPropsWithRef<'span'>, 'children'>;

const Wrapper = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
`;

const Warning = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: normal;
`;

/**
 * The site's disclosure of a fictional (operator-run) profile: its own term and warning (settings
 * fictional_singular, fictional_warning) where they are written in the reader's language, else the
 * interface's words. Shown wherever a member can spend credits on such a profile, so that they know before
 * they pay.
 */
export function FictionalDisclosure({ detailed = false, ...spanProps }: FictionalDisclosureProps) {
  const text = useUiText();
  const terms = fictionalTerms(useAtomValue(settingsAtom), useUiLanguage());
  const label = terms.singular ? capitalized(terms.singular) : text.fictional.label;
  const warning = terms.warning ?? text.fictional.warning;
  return (
    <Wrapper data-testid="fictional-disclosure" {...spanProps}>
      <Badge tone="warning" title={detailed ? undefined : warning}>
        {label}
      </Badge>
      {detailed ? <Warning>{warning}</Warning> : null}
    </Wrapper>
  );
}
