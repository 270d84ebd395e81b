import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { settingsAtom } from 'shared-ui/kernel';
import { settingsFixture } from '../../test/fixtures';
import { renderRouteAsync, setupI18n } from '../../test/render';
import { SiteLogo } from './SiteLogo';

beforeAll(() => setupI18n());

describe("the site's logo", () => {
  it("shows the site's mark (its favicon drawing) beside the name, the name alone naming the link", async () => {
    const store = createStore();
    store.set(settingsAtom, settingsFixture({ name: 'Herzklopfen' }));
    await renderRouteAsync(<SiteLogo />, { store, path: '/members', name: 'members' });

    const link = screen.getByRole('link', { name: 'Herzklopfen' });
    expect(link).toHaveAttribute('href', '/');
    const mark = link.querySelector('img');
    expect(mark).toHaveAttribute('src', '/favicon.svg');
    // Decoration: an empty alternative, so screen readers say the name once.
    expect(mark).toHaveAttribute('alt', '');
  });
});
