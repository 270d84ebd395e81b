import { useId } from 'react';
import styled from 'styled-components';
import { LANGUAGE_ENDONYMS, LANGUAGES, type Language } from 'contract/constants';
import { LANDER_FRAME_TEXTS, switchLanguage } from 'shared-ui/lander-page';
import { LANGUAGE_CHOICE_ATTRIBUTE } from './enhance';

const Select = styled.select`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The language choice of a server-rendered lander: remembered in the shell's cookie, then the page reloads. */
export function LanguageSelect({ locale }: { locale: Language }) {
  const id = useId();
  return (
    <>
      <Hidden htmlFor={id}>{LANDER_FRAME_TEXTS[locale].language}</Hidden>
      <Select
        id={id}
        value={locale}
        onChange={(event) => switchLanguage(event.target.value as Language)}
        {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: '' }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_ENDONYMS[language]}
          </option>
        ))}
      </Select>
    </>
  );
}
