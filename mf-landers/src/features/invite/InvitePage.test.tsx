import { screen } from '@testing-library/react';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import { answerSignupScreens } from '../../test/signupScreens';
import InvitePage from './InvitePage';

const CODE = '0123456789abcdef';
const settings = settingsFixture({ name: 'Harbour Hearts', minimum_age: 18 });

// The signup journey types a whole form: a few seconds on a loaded machine.
jest.setTimeout(20_000);

describe('InvitePage', () => {
  it("greets with the inviter's name and signs up with the invite code", async () => {
    const { sent } = stubFetch({
      'GET /api/invite.php': { body: { inviter: { name: 'Ines' } } },
      'POST /api/signup.php': { status: 201, body: { user: userFixture({ status: 'not_confirmed' }) } },
    });
    await renderPage(<InvitePage />, { path: '/:token', url: `/${CODE}`, settings });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ines invites you to Harbour Hearts' }),
    ).toBeInTheDocument();
    expect(new URL(`http://x${sent[0]!.path}`).pathname).toBe('/api/invite.php');

    await answerSignupScreens({
      gender: 'a man',
      lookingFor: 'women',
      email: 'sam@example.com',
      name: 'sammy',
      password: 'correct horse',
      dateOfBirth: '1990-04-01',
    });
    expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    expect(sent.find((request) => request.path === '/api/signup.php')?.body).toMatchObject({ invite: CODE });
  });

  it("says the invitation is not valid for a code of an invite's shape that is no member's", async () => {
    stubFetch({
      'GET /api/invite.php': {
        status: 404,
        body: { error: 'not_found', message: 'The requested resource was not found.', statusCode: 404 },
      },
    });
    await renderPage(<InvitePage />, { path: '/:token', url: '/fedcba9876543210', settings });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ask the person who invited you for a new one/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('is the page-not-found page, without invitations or a request, for any other address', async () => {
    const { sent } = stubFetch({});
    await renderPage(<InvitePage />, { path: '/:token', url: '/pricng', settings });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The link may be outdated or the address mistyped.')).toBeInTheDocument();
    expect(screen.queryByText(/invit/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(sent.filter((request) => request.path.startsWith('/api/invite.php'))).toEqual([]);
  });

  it('sends a logged-in member to members', async () => {
    stubFetch({ 'GET /api/invite.php': { body: { inviter: { name: 'Ines' } } } });
    // Mounted under a prefix here: in the shell, /members is its own route and wins over /:token.
    await renderPage(<InvitePage />, {
      path: '/invite/:token',
      url: `/invite/${CODE}`,
      settings,
      user: userFixture(),
    });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/members');
  });
});
