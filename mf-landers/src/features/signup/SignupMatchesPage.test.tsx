import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanderMember } from 'contract';
import { settingsFixture, stubFetch } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import SignupMatchesPage from './SignupMatchesPage';

const member = (id: number, fields: Partial<LanderMember>): LanderMember => ({
  id,
  name: `Member${id}`,
  age: 30,
  city: null,
  region: null,
  country: 'GB',
  photo: `/uploads/m${id}_thumb.jpg`,
  fictional: false,
  ...fields,
});

const women = [
  member(1, { name: 'Aoife', age: 27, city: 'Cork' }),
  member(2, { name: 'Siobhan', age: 33, city: null, region: 'Munster', photo: null }),
];
const men = [member(3, { name: 'Cian', age: 31, city: 'Galway' })];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * The API at the network edge: lander-members.php answers by the gender asked for; with `held`, each answer
 * waits until the test lets it go (to see the loading state).
 */
function landerMembersApi(answers: { female: unknown; male: unknown }, status = 200, held?: Promise<void>) {
  const stub = stubFetch({
    '/api/lander-members.php': () => {
      const asked = new URL(stub.calls[stub.calls.length - 1]!.url).searchParams.get('looking_for');
      const response = json(asked === 'male' ? answers.male : answers.female, status);
      // The stub hands on whatever the answer gives, a promise of a response included.
      return (held ? held.then(() => response) : response) as Response;
    },
  });
  const queries = () =>
    stub.calls
      .filter((call) => new URL(call.url).pathname === '/api/lander-members.php')
      .map((call) => Object.fromEntries(new URL(call.url).searchParams));
  return { queries };
}

const settings = settingsFixture({ geoip_selected_country: 'IE' });

describe('SignupMatchesPage', () => {
  it('shows the matches signup with its progress and the start form', async () => {
    landerMembersApi({ female: { members: women }, male: { members: men } });
    await renderPage(<SignupMatchesPage />, { path: '/signup-matches', settings });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign up to see your matches' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who would you like to meet?' })).toBeInTheDocument();
  });

  it('shows women of the visitor’s country first, as the API answers them', async () => {
    const { queries } = landerMembersApi({ female: { members: women }, male: { members: men } });
    await renderPage(<SignupMatchesPage />, { path: '/signup-matches', settings });

    const list = await screen.findByRole('list', { name: 'Members you could meet' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toHaveTextContent('Aoife, 27');
    expect(tiles[0]).toHaveTextContent('Cork');
    expect(within(tiles[0]!).getByRole('img', { name: 'Photo of Aoife' })).toHaveAttribute(
      'src',
      '/uploads/m1_thumb.jpg',
    );
    // No photo: no image, the region where there is no city.
    expect(tiles[1]).toHaveTextContent('Siobhan, 33');
    expect(tiles[1]).toHaveTextContent('Munster');
    expect(within(tiles[1]!).queryByRole('img')).not.toBeInTheDocument();

    expect(screen.getByRole('radio', { name: 'Women' })).toBeChecked();
    expect(queries()).toEqual([{ looking_for: 'female', limit: '8', country: 'IE' }]);
  });

  it('shows men once the visitor chooses them', async () => {
    const { queries } = landerMembersApi({ female: { members: women }, male: { members: men } });
    await renderPage(<SignupMatchesPage />, { path: '/signup-matches', settings });
    await screen.findByText('Aoife, 27');

    const toggle = screen.getByRole('group', { name: 'Show me' });
    await userEvent.click(within(toggle).getByRole('radio', { name: 'Men' }));
    expect(await screen.findByText('Cian, 31')).toBeInTheDocument();
    expect(screen.queryByText('Aoife, 27')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Men' })).toBeChecked();
    expect(queries().map((query) => query.looking_for)).toEqual(['female', 'male']);

    await userEvent.click(within(toggle).getByRole('radio', { name: 'Women' }));
    expect(await screen.findByText('Aoife, 27')).toBeInTheDocument();
  });

  it('shows the loading state until the members arrive', async () => {
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    landerMembersApi({ female: { members: women }, male: { members: men } }, 200, held);
    await renderPage(<SignupMatchesPage />, { path: '/signup-matches', settings });
    expect(screen.getByText('Looking for members…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Members you could meet' })).not.toBeInTheDocument();
    letGo();
    expect(await screen.findByText('Aoife, 27')).toBeInTheDocument();
    expect(screen.queryByText('Looking for members…')).not.toBeInTheDocument();
  });

  it('says so when there is nobody to show', async () => {
    landerMembersApi({ female: { members: [] }, male: { members: men } });
    await renderPage(<SignupMatchesPage />, { path: '/signup-matches', settings });
    expect(
      await screen.findByText(
        'There are no members to show right now. Sign up and we will look for matches for you.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Members you could meet' })).not.toBeInTheDocument();
  });

  it('says so when the members cannot be loaded, and the signup stays usable', async () => {
    landerMembersApi(
      { female: { error: 'bad_request', message: 'Bad request', statusCode: 400 }, male: {} },
      400,
    );
    await renderPage(<SignupMatchesPage />, { path: '/signup-matches', settings });
    expect(
      await screen.findByText('We could not load any members. Sign up and we will look for matches for you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'a man' })).toBeEnabled();
  });

  it('marks fictional members and shows the site’s fictional warning', async () => {
    const warning = 'Some profiles on Harbour Hearts are fictional.';
    landerMembersApi({ female: { members: [{ ...women[0]!, fictional: true }] }, male: { members: [] } });
    await renderPage(<SignupMatchesPage />, {
      path: '/signup-matches',
      settings: settingsFixture({ fictional_icon: true, fictional_warning: warning }),
    });
    const list = await screen.findByRole('list', { name: 'Members you could meet' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Fictional profile');
    expect(screen.getByRole('note')).toHaveTextContent(warning);
  });
});
