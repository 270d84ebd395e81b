import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { memberCard } from '../../test/members';
import { renderPage } from '../../test/renderPage';
import MatchFinderPage from './MatchFinderPage';

const suggestions = [memberCard({ id: 1, name: 'Anna' }), memberCard({ id: 2, name: 'Bea' })];
const open = () =>
  renderPage(<MatchFinderPage />, {
    path: '/match-finder',
    user: userFixture(),
    settings: settingsFixture(),
  });

describe('MatchFinderPage', () => {
  it('shows the suggestions as cards, and a liked one leaves the grid', async () => {
    const { sent } = stubFetch({
      'GET /api/match-finder.php': { body: { profiles: suggestions } },
      'POST /api/like.php': { body: { like: { liked: true, liked_by: false, match: false } } },
    });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Match finder' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Suggestions' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Like Anna' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Anna' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Bea' })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ id: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the match overlay when a liked suggestion liked the member already', async () => {
    stubFetch({
      'GET /api/match-finder.php': { body: { profiles: suggestions } },
      'POST /api/like.php': { body: { like: { liked: true, liked_by: true, match: true } } },
    });
    await open();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Like Bea' }));
    const overlay = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(within(overlay).getByText('Bea, 28')).toBeInTheDocument();
    await ui.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bea' })).not.toBeInTheDocument();
  });

  it('offers new suggestions once every suggestion is liked', async () => {
    let round = 0;
    stubFetch({
      'GET /api/match-finder.php': () => {
        round += 1;
        const profiles = round === 1 ? [suggestions[0]] : [memberCard({ id: 3, name: 'Cleo' })];
        return new Response(JSON.stringify({ profiles }), {
          headers: { 'content-type': 'application/json' },
        });
      },
      'POST /api/like.php': { body: { like: { liked: true, liked_by: false, match: false } } },
    });
    await open();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Like Anna' }));
    expect(await screen.findByRole('heading', { name: 'You have seen all suggestions' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Show new suggestions' }));
    expect(await screen.findByRole('article', { name: 'Cleo' })).toBeInTheDocument();
  });

  it('says why a like was refused, and keeps the card', async () => {
    stubFetch({
      'GET /api/match-finder.php': { body: { profiles: suggestions } },
      'POST /api/like.php': {
        status: 403,
        body: { error: 'member_invisible', message: 'invisible', statusCode: 403 },
      },
    });
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Like Anna' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This member is invisible and has to make the first contact.',
    );
    expect(screen.getByRole('article', { name: 'Anna' })).toBeInTheDocument();
  });

  it('shows a member without suggestions the way to a better profile', async () => {
    stubFetch({ 'GET /api/match-finder.php': { body: { profiles: [] } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No suggestions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
  });

  it('asks a visitor to log in', async () => {
    const { calls } = stubFetch({});
    await renderPage(<MatchFinderPage />, { path: '/match-finder' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.queryByText('No suggestions yet')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
