import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userAtom } from 'shared-ui/kernel';
import { answerFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import LoginPage from './LoginPage';

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/E-mail address/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('shows a labelled login form with the ways to reset the password and to sign up', async () => {
    await renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'No account yet? Sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('points at the fields before sending anything', async () => {
    const { mock: fetchMock } = answerFetch(500, {});
    await renderPage(<LoginPage />, { path: '/login' });
    await fillIn('not-an-address', ' ');
    await userEvent.clear(screen.getByLabelText(/Password/));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the credentials to the API and shows the error it answers', async () => {
    const { mock: fetchMock, sent } = answerFetch(404, {
      error: 'not_found',
      message: 'The requested resource was not found.',
      statusCode: 404,
    });
    const { store } = await renderPage(<LoginPage />, { path: '/login' });
    await fillIn('sam@example.com', 'correct horse');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed, please try again');
    expect(alert).toHaveTextContent('The requested resource was not found.');

    expect(sent).toHaveLength(1); // a POST is never retried
    const [request] = sent;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/user.php',
      body: { email: 'sam@example.com', password: 'correct horse' },
    });
    expect(request!.headers.get('X-Request-Type')).toBe('client');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.get(userAtom)).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("says 'Login failed, please try again' when the credentials are wrong", async () => {
    answerFetch(401, { error: 'login_failed', message: 'Login failed, please try again', statusCode: 401 });
    const { store } = await renderPage(<LoginPage />, { path: '/login' });
    await fillIn('sam@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed, please try again$/);
    expect(store.get(userAtom)).toBeNull();
  });

  it('shows the lockout with its minutes after too many failures', async () => {
    answerFetch(429, {
      error: 'account_locked',
      message: 'Too many incorrect attempts, account blocked for 15 min.',
      statusCode: 429,
      minutes: 12,
    });
    await renderPage(<LoginPage />, { path: '/login' });
    await fillIn('sam@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many incorrect attempts, account blocked for 12 min.',
    );
  });

  it('points an account pending deletion to the reactivation link or customer service', async () => {
    answerFetch(409, {
      error: 'account_pending_deletion',
      message: 'This account is pending deletion.',
      statusCode: 409,
    });
    await renderPage(<LoginPage />, { path: '/login' });
    await fillIn('sam@example.com', 'right password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This account is pending deletion\. Use the reactivation link in the e-mail we sent you, or contact customer service\.$/,
    );
  });

  it('tells a suspended member why they cannot log in and where the reasons are', async () => {
    answerFetch(403, {
      error: 'account_suspended',
      message: 'This account has been suspended.',
      statusCode: 403,
    });
    await renderPage(<LoginPage />, { path: '/login' });
    await fillIn('sam@example.com', 'right password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has been suspended after a breach of our terms. We sent you an e-mail with the reasons and how to appeal',
    );
  });

  it('reads the minutes from the message when the body has no number', async () => {
    answerFetch(429, {
      error: 'account_locked',
      message: 'Too many incorrect attempts, account blocked for 15 min.',
      statusCode: 429,
    });
    await renderPage(<LoginPage />, { path: '/login' });
    await fillIn('sam@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many incorrect attempts, account blocked for 15 min.',
    );
  });

  it('marks the fields the API rejected', async () => {
    answerFetch(400, {
      error: 'validation_failed',
      message: 'Invalid email',
      statusCode: 400,
      fields: { email: 'Invalid email' },
    });
    await renderPage(<LoginPage />, { path: '/login' });
    await fillIn('sam@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await renderPage(<LoginPage />, { path: '/login' });
    await fillIn('sam@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
  });

  it('logs the user in and opens the members area when the API answers a user', async () => {
    const user = userFixture();
    answerFetch(200, { user });
    const { store } = await renderPage(<LoginPage />, { path: '/login' });
    await fillIn('sam@example.com', 'secret');
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/members');
    expect(store.get(userAtom)).toEqual(user);
  });

  it('sends a user who is already logged in to the members area', async () => {
    await renderPage(<LoginPage />, { path: '/login', user: userFixture() });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/members');
  });
});
