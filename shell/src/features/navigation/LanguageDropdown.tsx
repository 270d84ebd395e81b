import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGE_ENDONYMS } from 'contract/constants';
import { Dropdown } from 'shared-ui';
import { isLoggedInAtom, localeAtom, settingsAtom } from 'shared-ui/kernel';
import { chooseLanguage } from '../../app/locale/changeLanguage';
import { offeredLanguages, supportedBrowserLanguage } from '../../app/locale/localeRules';
import { useRouteName } from '../../app/routes/useRouteName';

/** The language dropdown is hidden on the last signup step. */
export const LANGUAGE_DROPDOWN_HIDDEN_ROUTES = ['complete-signup'] as const;

const Check = styled.span`
  width: 1em;
  color: ${({ theme }) => theme.colors.primary};
`;

/** None on the server: the closed dropdown shows only the current language, the same either way. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Shows the current language; offers the languages of the selected country plus current and browser. */
export function LanguageDropdown() {
  const { t } = useTranslation('shell');
  const store = useStore();
  const locale = useAtomValue(localeAtom);
  const settings = useAtomValue(settingsAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const routeName = useRouteName();
  if (!settings || (LANGUAGE_DROPDOWN_HIDDEN_ROUTES as readonly (string | undefined)[]).includes(routeName)) {
    return null;
  }

  const languages = offeredLanguages({
    selectedCountry: settings.geoip_selected_country,
    detectedCountry: settings.geoip_country,
    loggedIn,
    current: locale,
    browser: supportedBrowserLanguage(browserLanguages()),
  });

  return (
    <Dropdown
      variant="link"
      size="sm"
      aria-label={t('language.current', { language: LANGUAGE_ENDONYMS[locale] })}
      label={<span aria-hidden="true">{locale.toUpperCase()}</span>}
      items={languages.map((language) => ({
        key: language,
        label: (
          <>
            <Check aria-hidden="true">{language === locale ? '✓' : ''}</Check>
            <span lang={language}>{LANGUAGE_ENDONYMS[language]}</span>
          </>
        ),
        onSelect: () => void chooseLanguage(language, store),
      }))}
    />
  );
}
