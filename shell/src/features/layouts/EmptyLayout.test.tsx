import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { settingsAtom } from 'shared-ui/kernel';
import { settingsFixture } from '../../test/fixtures';
import { renderRouteAsync, setupI18n } from '../../test/render';
import { EmptyLayout } from './EmptyLayout';

beforeAll(() => setupI18n());

it('shows the site brand, linking home, above the signup pages', async () => {
  const store = createStore();
  store.set(settingsAtom, settingsFixture({ name: 'Harbour Hearts', enable_site_entry_popup: 'no' }));
  await renderRouteAsync(<EmptyLayout />, { store, path: '/signup', name: 'signup' });
  expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Harbour Hearts' }));
  expect(screen.getByRole('link', { name: 'Harbour Hearts' })).toHaveAttribute('href', '/');
});
