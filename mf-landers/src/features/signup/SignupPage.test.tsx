import { screen, within } from '@testing-library/react';
import { userAtom } from 'shared-ui/kernel';
import { answerFetch, settingsFixture, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import { answerSignupScreens } from '../../test/signupScreens';
import SignupPage from './SignupPage';

const fillIn = (values: { email: string; name: string; password: string; dateOfBirth: string }) =>
  answerSignupScreens({ gender: 'a man', lookingFor: 'women', ...values });

const adult = {
  email: 'sam@example.com',
  name: 'sammy',
  password: 'correct horse',
  dateOfBirth: '1990-04-01',
};

describe('SignupPage', () => {
  it('shows the first screen: its own headline, the page title for screen readers, three progress dots', async () => {
    await renderPage(<SignupPage />, { path: '/signup', settings: settingsFixture({ minimum_age: 18 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your free profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who would you like to meet?' })).toBeVisible();
    const progress = screen.getByRole('group', { name: 'Step 1 of 3' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(3);
    expect(within(progress).getByText('Who you are looking for').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('labels the login fields for the browser and links the terms on the last screen', async () => {
    await renderPage(<SignupPage />, { path: '/signup', settings: settingsFixture({ minimum_age: 18 }) });
    await answerSignupScreens({ gender: 'a man', lookingFor: 'women', ...adult }, { submit: false });
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
  });

  it('checks the product rules before going on, on the screen that asks them', async () => {
    const { mock } = answerFetch(500, {});
    await renderPage(<SignupPage />, { path: '/signup', settings: settingsFixture({ minimum_age: 18 }) });
    await expect(
      fillIn({ email: 'sam@example.com', name: 'sam@example.com', password: 'x', dateOfBirth: '1990-04-01' }),
    ).rejects.toThrow(/E-mail address/);
    expect(screen.getByRole('heading', { name: 'What should we call you?' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription(
      "Username may only contain letters, digits, spaces and . _ - '",
    );
    expect(mock).not.toHaveBeenCalled();
  });

  it('posts the start step to the API and shows the error it answers', async () => {
    const { sent } = answerFetch(404, {
      error: 'not_found',
      message: 'The requested resource was not found.',
      statusCode: 404,
    });
    await renderPage(<SignupPage />, { path: '/signup' });
    await fillIn(adult);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not create your account');
    expect(alert).toHaveTextContent('The requested resource was not found.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/signup.php',
      body: {
        email: 'sam@example.com',
        name: 'sammy',
        password: 'correct horse',
        date_of_birth: '1990-04-01',
      },
    });
    expect(sent[0]!.headers.get('X-Request-Type')).toBe('client');
    expect(screen.getByRole('button', { name: 'Create free account' })).toBeEnabled();
  });

  it("marks the fields of the API's validation answer", async () => {
    answerFetch(400, {
      error: 'validation_failed',
      message: 'An account with this e-mail address already exists',
      statusCode: 400,
      fields: { email: 'An account with this e-mail address already exists' },
    });
    await renderPage(<SignupPage />, { path: '/signup' });
    await fillIn(adult);
    await screen.findByRole('alert');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(
      'An account with this e-mail address already exists',
    );
  });

  it('goes on to the photo step, still on the page, once the API has created the account', async () => {
    const created = userFixture({ status: 'not_confirmed' });
    answerFetch(201, { user: created });
    const { store } = await renderPage(<SignupPage />, { path: '/signup' });
    await fillIn(adult);
    expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    expect(store.get(userAtom)).toEqual(created);
    // Logged in by the signup itself: the page stays (only who arrives logged in is sent away).
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('sends a logged-in user to the members area', async () => {
    await renderPage(<SignupPage />, { path: '/signup', user: userFixture() });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/members');
  });
});
