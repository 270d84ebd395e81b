import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { i18n, settingsAtom } from 'shared-ui/kernel';
import { settingsFixture } from '../../test/fixtures';
import { Providers, setupI18n } from '../../test/render';
import de from '../../i18n/de.json';
import { Disclaimer } from './Disclaimer';

function renderDisclaimer(settings: Parameters<typeof settingsFixture>[0]) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture(settings));
  render(
    <Providers store={store}>
      <Disclaimer />
    </Providers>,
  );
}

describe('Disclaimer', () => {
  it('shows the site’s own fictional warning where the interface speaks the site’s language', async () => {
    await setupI18n('en');
    renderDisclaimer({ domain_language: 'en_GB', fictional_warning: 'Some profiles here are run by us.' });
    expect(screen.getByText('Some profiles here are run by us.')).toBeInTheDocument();
  });

  it('says it in the interface’s language on a site written in another one (an English site in German)', async () => {
    await setupI18n('en');
    i18n.addResourceBundle('de', 'shell', de.shell, true, true);
    await i18n.changeLanguage('de');
    renderDisclaimer({ domain_language: 'en_GB', fictional_warning: 'Some profiles here are run by us.' });
    expect(screen.queryByText('Some profiles here are run by us.')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Einige Profile auf Flirtpark sind fiktiv. Diese Profile werden von unserem Team zur Unterhaltung betrieben; ein persönliches Treffen ist nicht möglich.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no fictional warning on a site without one', async () => {
    await setupI18n('en');
    renderDisclaimer({ fictional_warning: '' });
    expect(screen.queryByText(/fictional/i)).not.toBeInTheDocument();
  });
});
