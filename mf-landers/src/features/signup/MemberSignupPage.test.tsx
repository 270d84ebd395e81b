import { screen } from '@testing-library/react';
import { settingsFixture, stubFetch } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import { answerSignupScreens } from '../../test/signupScreens';
import MemberSignupPage from './MemberSignupPage';

const NOT_HERE = { status: 404, body: { error: 'not_found', message: 'Not here yet.', statusCode: 404 } };

const member = (fictional: boolean) => ({
  id: 42,
  name: 'Mila',
  age: 29,
  country: 'gb',
  region: 'England',
  city: 'Leeds',
  photo: '/media/42/main.webp',
  fictional,
});

describe('MemberSignupPage', () => {
  it('shows the member of the route and sends the member id with the signup', async () => {
    const { sent, calls } = stubFetch({
      'GET /api/lander-member.php': { body: { member: member(false) } },
      'POST /api/signup.php': NOT_HERE,
    });
    await renderPage(<MemberSignupPage />, { path: '/members/:id/signup', url: '/members/42/signup' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign up to meet this member' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('figure', { name: 'Mila, 29' });
    expect(card).toHaveTextContent('Leeds');
    expect(screen.getByRole('img', { name: 'Photo of Mila' })).toHaveAttribute('src', '/media/42/main.webp');
    expect(screen.queryByText('Fictional profile')).not.toBeInTheDocument();
    expect(new URL(calls[0]!.url).searchParams.get('id')).toBe('42');
    expect(screen.getByRole('group', { name: 'Step 1 of 3' })).toBeInTheDocument();

    await answerSignupScreens({
      gender: 'a woman',
      lookingFor: 'both',
      email: 'kim@example.com',
      name: 'kim',
      password: 'secret horse',
      dateOfBirth: '1988-09-09',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Not here yet.');
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      email: 'kim@example.com',
      member_id: 42,
    });
  });

  it("discloses a fictional member in the site's words", async () => {
    stubFetch({ 'GET /api/lander-member.php': { body: { member: member(true) } } });
    await renderPage(<MemberSignupPage />, {
      path: '/members/:id/signup',
      url: '/members/42/signup',
      settings: settingsFixture({
        fictional_singular: 'entertainment profile',
        fictional_warning: 'Run by our team.',
      }),
    });
    expect(await screen.findByText('Entertainment profile')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Run by our team.');
  });

  it('reads as the generic signup when the id names nobody a visitor may see', async () => {
    const { sent } = stubFetch({ 'GET /api/lander-member.php': { body: { member: null } } });
    await renderPage(<MemberSignupPage />, { path: '/members/:id/signup', url: '/members/77/signup' });
    await screen.findByRole('button', { name: 'Continue' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText(/77/)).not.toBeInTheDocument();
  });

  it('signs up without a member when the id is not one', async () => {
    const { sent } = stubFetch({});
    await renderPage(<MemberSignupPage />, { path: '/members/:id/signup', url: '/members/x/signup' });
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
