import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerFetch } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import MemberSignupPage from './MemberSignupPage';

describe('MemberSignupPage', () => {
  it('shows the member of the route and sends the member id with the signup', async () => {
    const { sent } = answerFetch(404, { error: 'not_found', message: 'Not here yet.', statusCode: 404 });
    await renderPage(<MemberSignupPage />, { path: '/members/:id/signup', url: '/members/42/signup' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign up to meet this member' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('You are signing up to meet member no. 42.');
    expect(screen.getByRole('group', { name: 'Step 1 of 5' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/E-mail address/), 'kim@example.com');
    await userEvent.type(screen.getByLabelText(/Username/), 'kim');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret horse');
    await userEvent.type(screen.getByLabelText(/Date of birth/), '1988-09-09');
    await userEvent.click(screen.getByRole('button', { name: 'Create free account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Not here yet.');
    expect(sent[0]?.body).toMatchObject({ email: 'kim@example.com', member_id: 42 });
  });

  it('signs up without a member when the id is not one', async () => {
    await renderPage(<MemberSignupPage />, { path: '/members/:id/signup', url: '/members/x/signup' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create free account' })).toBeInTheDocument();
  });
});
