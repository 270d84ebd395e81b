import { screen } from '@testing-library/react';
import { settingsFixture, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import CompleteSignupPage from './CompleteSignupPage';

describe('CompleteSignupPage', () => {
  it('explains how to confirm the e-mail address, with every signup step done', async () => {
    await renderPage(<CompleteSignupPage />, {
      path: '/complete-signup',
      settings: settingsFixture({ name: 'Harbour Hearts' }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'All steps done' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toContain('Open the e-mail from Harbour Hearts.');
    expect(steps).toContain('Click the activation link in it.');
    expect(screen.getByRole('link', { name: 'contact customer service' })).toHaveAttribute(
      'href',
      '/pages/service',
    );
  });

  it('stays readable for a user who is already logged in', async () => {
    await renderPage(<CompleteSignupPage />, {
      path: '/complete-signup',
      user: userFixture({ status: 'not_confirmed' }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
  });
});
