import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import { ProfileDetailsForm } from './ProfileDetailsForm';

function member(): User {
  const user = userFixture();
  user.profile = {
    ...user.profile,
    name: 'sam',
    date_of_birth: '1990-05-17',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    about_me: null,
    interests: ['music'],
    gender: 'female',
    sexuality: 'hetero',
    hair_color: null,
  };
  return user;
}

const regions = {
  'GET /api/regions.php': { body: { country: 'NL', label: 'province', regions: ['Utrecht', 'Zeeland'] } },
  'GET /api/interests.php': { body: { interests: ['music', 'hiking', 'coffee'] } },
};

const render = (user = member()) =>
  renderPage(<ProfileDetailsForm user={user} />, {
    path: '/profile',
    user,
    settings: { ...settingsFixture(), countries: ['NL', 'DE'] },
  });

it('shows the saved profile and sends only what changed', async () => {
  const { sent } = stubFetch({ ...regions, 'PUT /api/profile.php': { body: { user: member() } } });
  await render();
  const user = userEvent.setup();
  expect(screen.getByLabelText(/Username/)).toHaveValue('sam');
  expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1990-05-17');
  expect(await screen.findByLabelText('Province')).toHaveValue('Utrecht');
  await user.clear(screen.getByLabelText(/Username/));
  await user.type(screen.getByLabelText(/Username/), 'Sunny');
  await user.type(screen.getByLabelText(/About me/), 'Coffee first.');
  await user.click(await screen.findByRole('checkbox', { name: 'Hiking' }));
  await user.selectOptions(screen.getByLabelText('Hair colour'), 'red');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
  expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
    name: 'Sunny',
    about_me: 'Coffee first.',
    interests: ['music', 'hiking'],
    hair_color: 'red',
  });
});

it("resets the region when the country changes, offering the new country's regions", async () => {
  stubFetch(regions);
  await render();
  const user = userEvent.setup();
  await screen.findByLabelText('Province');
  await user.selectOptions(screen.getByLabelText('Country'), 'DE');
  await waitFor(() => expect(screen.queryByLabelText('Province')).not.toBeInTheDocument());
});

it("shows the API's field problems under their fields, in the reader's words", async () => {
  stubFetch({
    ...regions,
    'PUT /api/profile.php': {
      status: 400,
      body: {
        error: 'validation_failed',
        message: 'Please check the highlighted fields.',
        statusCode: 400,
        fields: { name: 'Username may not start with @', date_of_birth: 'Enter your date of birth (18+)' },
        field_codes: { name: 'name_starts_with_at', date_of_birth: 'date_of_birth_min_age' },
      },
    },
  });
  await render();
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(/Username/));
  await user.type(screen.getByLabelText(/Username/), '@sam');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const name = screen.getByLabelText(/Username/);
  await waitFor(() => expect(name).toHaveAccessibleDescription(/Username may not start with @/));
  expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(
    /Enter your date of birth \(18\+\)/,
  );
  const alert = screen.getByText('Please check the marked fields.').closest('[role="alert"]') as HTMLElement;
  expect(within(alert).getByText('Your profile could not be saved')).toBeInTheDocument();
});

it('keeps what was typed when a save fails offline, says so, and saves it once back online', async () => {
  let offline = true;
  const saved = member();
  saved.profile = { ...saved.profile, name: 'samantha' };
  stubFetch({
    ...regions,
    'PUT /api/profile.php': () => {
      if (offline) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ user: saved }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !offline);
  try {
    await render();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Username/));
    await user.type(screen.getByLabelText(/Username/), 'samantha');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText("You're offline. Nothing was lost: try again when you're back online."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('samantha');

    offline = false;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(
        screen.queryByText("You're offline. Nothing was lost: try again when you're back online."),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText(/Username/)).toHaveValue('samantha');
  } finally {
    onLine.mockRestore();
  }
});
