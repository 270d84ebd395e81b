import { act, renderHook } from '@testing-library/react';
import { LANGUAGES } from 'contract/constants';
import { i18n, initI18n, missingKeys } from '../../kernel/i18n/i18n';
import { UI_TEXT, useUiText } from './uiText';

describe('component texts', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('are complete in %s', (language) => {
    expect(missingKeys(UI_TEXT.en, UI_TEXT[language])).toEqual([]);
  });

  it('follow the page language, also regional variants, and fall back to English', async () => {
    const { result } = renderHook(() => useUiText());
    expect(result.current.close).toBe('Close');

    await act(async () => {
      await initI18n('en');
      await i18n.changeLanguage('fr');
    });
    expect(result.current.close).toBe('Fermer');

    await act(() => i18n.changeLanguage('de-AT'));
    expect(result.current.close).toBe('Schließen');

    await act(() => i18n.changeLanguage('pt'));
    expect(result.current.close).toBe('Close');
  });
});
