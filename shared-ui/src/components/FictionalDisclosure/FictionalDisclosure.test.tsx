import { act, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { i18n, initI18n } from '../../kernel/i18n/i18n';
import { settingsAtom } from '../../kernel/session/atoms';
import { settingsFixture } from '../../testing/fixtures';
import { renderWithTheme } from '../internal/render';
import { FictionalDisclosure } from './FictionalDisclosure';

const siteWords = {
  fictional_singular: 'entertainment profile',
  fictional_warning: 'Run by the Harbour Hearts team for fun; you cannot meet them.',
};

function renderDisclosure(settings = settingsFixture(siteWords), detailed = false) {
  const store = createStore();
  store.set(settingsAtom, settings);
  return renderWithTheme(
    <Provider store={store}>
      <FictionalDisclosure detailed={detailed} />
    </Provider>,
  );
}

describe('FictionalDisclosure', () => {
  beforeEach(() => initI18n('en'));
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it("labels the profile with the site's own term and offers its warning", () => {
    renderDisclosure();
    const label = screen.getByText('Entertainment profile');
    expect(label).toHaveAttribute('title', siteWords.fictional_warning);
  });

  it('spells the warning out when detailed', () => {
    renderDisclosure(settingsFixture(siteWords), true);
    expect(screen.getByText('Entertainment profile')).toBeVisible();
    expect(screen.getByText(siteWords.fictional_warning)).toBeVisible();
  });

  it("uses the interface's words where the site has none", () => {
    renderDisclosure(settingsFixture(), true);
    expect(screen.getByText('Fictional profile')).toBeVisible();
    expect(screen.getByText(/run by our team for entertainment/)).toBeVisible();
  });

  it("speaks the reader's language: an English site read in German shows the German disclosure", async () => {
    await act(() => i18n.changeLanguage('de'));
    renderDisclosure(settingsFixture(siteWords), true);
    expect(screen.getByText('Fiktives Profil')).toBeVisible();
    expect(screen.queryByText(siteWords.fictional_warning)).toBeNull();
    expect(screen.getByText(/von unserem Team zur Unterhaltung/)).toBeVisible();
  });
});
