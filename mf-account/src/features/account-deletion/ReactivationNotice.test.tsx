import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, stubFetch } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import LoginPage from '../login/LoginPage';

const settings = settingsFixture({
  support_email: 'help@flirtmoment.test',
  support_phone: '+31 20-123 4567',
});

describe('the login page after a reactivation link', () => {
  it('welcomes the member back', async () => {
    await renderPage(<LoginPage />, { path: '/login', url: '/login?reactivated=1', settings });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Welcome back!Your account has been reactivated. Log in as usual.',
    );
  });

  it('says the link expired or was used, with the customer service', async () => {
    await renderPage(<LoginPage />, { path: '/login', url: '/login?reactivated=0', settings });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Link expired or invalid');
    expect(alert).toHaveTextContent('customer service can still reactivate it');
    expect(screen.getByRole('link', { name: 'help@flirtmoment.test' })).toHaveAttribute(
      'href',
      'mailto:help@flirtmoment.test',
    );
    expect(screen.getByRole('link', { name: '+31 20-123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
  });

  it('says nothing without the query', async () => {
    await renderPage(<LoginPage />, { path: '/login', url: '/login', settings });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('logging in to an account pending deletion', () => {
  it('points to the reactivation link and the customer service', async () => {
    stubFetch({
      'POST /api/user.php': {
        status: 409,
        body: {
          error: 'account_pending_deletion',
          message: 'This account is pending deletion.',
          statusCode: 409,
        },
      },
    });
    await renderPage(<LoginPage />, { path: '/login', settings });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail address/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This account is pending deletion. Use the reactivation link in the e-mail we sent you, or contact customer service.',
    );
    expect(alert).toHaveTextContent('Customer service:help@flirtmoment.test+31 20-123 4567');
  });
});
