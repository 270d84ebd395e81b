import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeAtom } from 'shared-ui/kernel';
import { answerFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import LangConfigPage from './LangConfigPage';
import { reloadPage } from './reload-page';

// The reload itself is the browser's job (jsdom cannot navigate); the test checks it is asked for.
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

function clearLocaleCookie() {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
}

describe('LangConfigPage', () => {
  beforeEach(() => {
    clearLocaleCookie();
    jest.mocked(reloadPage).mockClear();
  });

  it('lists every language by its own name with the current one selected', async () => {
    await renderPage(<LangConfigPage />, { path: '/lang-config' });
    expect(screen.getByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['English', 'Deutsch', 'Español', 'Français', 'Italiano', 'Nederlands', 'Polski']);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('remembers a visitor’s choice in the locale cookie and reloads in that language', async () => {
    const { mock } = answerFetch(200, {});
    const { store } = await renderPage(<LangConfigPage />, { path: '/lang-config' });
    await userEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(document.cookie).toContain('i18n_redirected=de');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(mock).not.toHaveBeenCalled(); // nothing to save for a visitor
    expect(store.get(localeAtom)).toBe('en');
  });

  it("also saves a logged-in user's choice to the account", async () => {
    const { sent } = answerFetch(200, { user: userFixture({ language: 'pl' }) });
    await renderPage(<LangConfigPage />, { path: '/lang-config', user: userFixture() });
    await userEvent.click(screen.getByRole('radio', { name: 'Polski' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    expect(sent).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/user.php', body: { language: 'pl' } }),
    ]);
    expect(document.cookie).toContain('i18n_redirected=pl');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
