import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { userAtom, type User } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../../test/renderPage';
import { AboutMeSection } from './AboutMeSection';
import { BasicsSection } from './BasicsSection';
import { DetailsSection } from './DetailsSection';
import { InterestsSection } from './InterestsSection';
import { LocationSection } from './LocationSection';

function member(changes: Partial<User['profile']> = {}): User {
  const user = userFixture();
  user.profile = {
    ...user.profile,
    name: 'sam',
    date_of_birth: '1990-05-17',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    about_me: 'Coffee first.',
    interests: ['music'],
    gender: 'female',
    sexuality: 'hetero',
    hair_color: null,
    ...changes,
  };
  return user;
}

const lists = {
  'GET /api/regions.php': { body: { country: 'NL', label: 'province', regions: ['Utrecht', 'Zeeland'] } },
  'GET /api/interests.php': { body: { interests: ['music', 'hiking', 'coffee'] } },
};

/** The sections as the own profile shows them: each reads the member the site holds. */
function Sections() {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <>
      <AboutMeSection user={user} />
      <BasicsSection user={user} />
      <InterestsSection user={user} />
      <DetailsSection user={user} />
      <LocationSection user={user} />
    </>
  );
}

const render = (user = member()) =>
  renderPage(<Sections />, {
    path: '/profile',
    user,
    settings: { ...settingsFixture(), countries: ['NL', 'DE'] },
  });

const section = (name: string) => screen.getByRole('region', { name });
const puts = (sent: { method: string; path: string; body?: unknown }[]) =>
  sent.filter((request) => request.method === 'PUT' && request.path === '/api/profile.php');

it('shows each section as text with an Edit button, and no form until one is asked for', async () => {
  stubFetch(lists);
  await render();
  expect(section('About me')).toHaveTextContent('Coffee first.');
  expect(section('Basics')).toHaveTextContent('Usernamesam');
  expect(section('Basics')).toHaveTextContent('Date of birthMay 17, 1990');
  expect(section('Interests')).toHaveTextContent('Music');
  expect(section('Details')).toHaveTextContent('Nothing filled in yet.');
  expect(section('Location')).toHaveTextContent('Utrecht, Utrecht, Netherlands');
  expect(screen.getByRole('button', { name: 'Edit About me' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('edits one section in place and saves only its fields', async () => {
  const answered = member({ about_me: 'Tea, actually.' });
  const { sent } = stubFetch({ ...lists, 'PUT /api/profile.php': { body: { user: answered } } });
  await render();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit About me' }));
  const about = within(section('About me')).getByRole('textbox', { name: /About me/ });
  expect(about).toHaveFocus();
  expect(screen.getAllByRole('form')).toHaveLength(1);
  await user.clear(about);
  await user.type(about, 'Tea, actually.');
  await user.click(within(section('About me')).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
  expect(puts(sent).map((request) => request.body)).toEqual([{ about_me: 'Tea, actually.' }]);
  expect(section('About me')).toHaveTextContent('Tea, actually.');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit About me' })).toHaveFocus();
});

it('sends only the section’s own changes: a details pick, then the interests', async () => {
  const { sent } = stubFetch({ ...lists, 'PUT /api/profile.php': { body: { user: member() } } });
  await render();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit Details' }));
  await user.selectOptions(within(section('Details')).getByLabelText('Hair colour'), 'red');
  await user.click(within(section('Details')).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(puts(sent)).toHaveLength(1));

  await user.click(screen.getByRole('button', { name: 'Edit Interests' }));
  await user.click(await within(section('Interests')).findByRole('checkbox', { name: 'Hiking' }));
  await user.click(within(section('Interests')).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(puts(sent)).toHaveLength(2));
  expect(puts(sent).map((request) => request.body)).toEqual([
    { hair_color: 'red' },
    { interests: ['music', 'hiking'] },
  ]);
});

it('cancels without saving, back to the saved text', async () => {
  const { sent } = stubFetch(lists);
  await render();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit Basics' }));
  const name = within(section('Basics')).getByLabelText(/Username/);
  await user.clear(name);
  await user.type(name, 'Sunny');
  await user.click(within(section('Basics')).getByRole('button', { name: 'Cancel' }));
  expect(section('Basics')).toHaveTextContent('Usernamesam');
  expect(screen.getByRole('button', { name: 'Edit Basics' })).toHaveFocus();
  expect(puts(sent)).toHaveLength(0);
});

it("keeps the API's field problems inside the section, scrolled into view and announced", async () => {
  const scrolled: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value: function scrollIntoView(this: Element) {
      scrolled.push(this);
    },
  });
  try {
    stubFetch({
      ...lists,
      'PUT /api/profile.php': {
        status: 400,
        body: {
          error: 'validation_failed',
          message: 'Please check the highlighted fields.',
          statusCode: 400,
          fields: { name: 'Username may not start with @' },
          field_codes: { name: 'name_starts_with_at' },
        },
      },
    });
    await render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Basics' }));
    const basics = section('Basics');
    const name = within(basics).getByLabelText(/Username/);
    await user.clear(name);
    await user.type(name, '@sam');
    await user.click(within(basics).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(/Username may not start with @/));
    const alert = within(basics).getByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be saved');
    expect(alert).toHaveTextContent('Please check the marked fields.');
    expect(scrolled).toEqual([alert]);
    // The section stays open with what was typed; the others are untouched.
    expect(name).toHaveValue('@sam');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('form')).toHaveLength(1);
  } finally {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  }
});

it("picks the place by hand: a new country resets the region and offers that country's regions", async () => {
  const { sent } = stubFetch({ ...lists, 'PUT /api/profile.php': { body: { user: member() } } });
  await render();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit Location' }));
  const location = section('Location');
  expect(await within(location).findByLabelText('Province')).toHaveValue('Utrecht');
  await user.selectOptions(within(location).getByLabelText('Country'), 'DE');
  await waitFor(() => expect(within(location).queryByLabelText('Province')).not.toBeInTheDocument());
  await user.click(within(location).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(puts(sent)).toHaveLength(1));
  expect(puts(sent)[0]?.body).toEqual({ country: 'DE', region: null });
});

it('keeps what was typed when a save fails offline, says so, and saves it once back online', async () => {
  let offline = true;
  const saved = member({ name: 'samantha' });
  stubFetch({
    ...lists,
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
    await user.click(screen.getByRole('button', { name: 'Edit Basics' }));
    const name = within(section('Basics')).getByLabelText(/Username/);
    await user.clear(name);
    await user.type(name, 'samantha');
    await user.click(within(section('Basics')).getByRole('button', { name: 'Save' }));
    expect(
      await within(section('Basics')).findByText(
        "You're offline. Nothing was lost: try again when you're back online.",
      ),
    ).toBeInTheDocument();
    expect(name).toHaveValue('samantha');

    offline = false;
    await user.click(within(section('Basics')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(section('Basics')).toHaveTextContent('Usernamesamantha'));
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
  } finally {
    onLine.mockRestore();
  }
});
