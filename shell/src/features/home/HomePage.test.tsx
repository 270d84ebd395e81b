import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { settingsAtom } from 'shared-ui/kernel';
import { settingsFixture } from '../../test/fixtures';
import { renderRouteAsync, setupI18n, stubFetch } from '../../test/render';
import { HomePage } from './HomePage';

beforeAll(() => setupI18n());

const maya = {
  id: 2,
  name: 'Maya',
  age: 29,
  city: null,
  region: null,
  country: 'GB',
  photo: '/uploads/maya_thumb.jpg',
  fictional: false,
};

describe("the visitors' home in the browser", () => {
  it('asks for the faces when the server did not draw the page, and shows them with name and age', async () => {
    stubFetch({ 'GET /api/lander-members.php': { body: { members: [maya] } } });
    const store = createStore();
    store.set(
      settingsAtom,
      settingsFixture({ name: 'Flirtmoment', index_title: 'Meet singles', signups: 'all' }),
    );
    await renderRouteAsync(<HomePage />, { store, path: '/', name: 'home' });

    const faces = await screen.findByRole('list', { name: 'Members you could meet' });
    const link = within(faces).getByRole('link', { name: 'Meet Maya, 29: sign up free' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(within(link).getByRole('img', { name: 'Photo of Maya' })).toHaveAttribute('height', '400');
    expect(faces).toHaveTextContent('Maya, 29');
    expect(screen.getByRole('heading', { level: 1, name: 'Meet singles' })).toBeInTheDocument();
  });
});
