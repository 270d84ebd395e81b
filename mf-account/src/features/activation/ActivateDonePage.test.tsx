import { screen } from '@testing-library/react';
import { settingsFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import ActivateDonePage from './ActivateDonePage';

describe('ActivateDonePage', () => {
  it('confirms the activation, welcomes to the site and leads on', async () => {
    await renderPage(<ActivateDonePage />, {
      path: '/activate/done',
      settings: settingsFixture({ name: 'Harbour Hearts' }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Harbour Hearts!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });
});
