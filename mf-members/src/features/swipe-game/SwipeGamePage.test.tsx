import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { memberCard, swipeState } from '../../test/members';
import { renderPage } from '../../test/renderPage';
import SwipeGamePage from './SwipeGamePage';

const anna = memberCard({ id: 1, name: 'Anna', age: 28, city: 'Bristol' });
const bea = memberCard({ id: 2, name: 'Bea', age: 31, city: 'Leeds' });
const open = () =>
  renderPage(<SwipeGamePage />, { path: '/swipe-game', user: userFixture(), settings: settingsFixture() });

describe('SwipeGamePage', () => {
  it('shows one member at a time and what is left of the day’s likes', async () => {
    const { sent } = stubFetch({
      'GET /api/swipe.php': { body: swipeState({ profile: anna, likes_left: 3 }) },
      'POST /api/swipe.php': { body: swipeState({ profile: bea, likes_left: 2 }) },
    });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Anna, 28' });
    expect(screen.getByText(/You have 4 likes per day\./)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo of Anna' })).toHaveAttribute(
      'src',
      '/uploads/m1.jpg',
    );
    expect(within(card).getByText('Bristol')).toBeInTheDocument();
    expect(screen.getByText('3 of 4 likes left today')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('article', { name: 'Bea, 31' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 likes left today')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ id: 1, like: true });
  });

  it('passes with the left arrow key and likes with the right one', async () => {
    let step = 0;
    const { sent } = stubFetch({
      'GET /api/swipe.php': { body: swipeState({ profile: anna }) },
      'POST /api/swipe.php': () => {
        step += 1;
        const state =
          step === 1 ? swipeState({ profile: bea }) : swipeState({ profile: anna, likes_left: 3 });
        return new Response(JSON.stringify(state), { headers: { 'content-type': 'application/json' } });
      },
    });
    await open();
    await screen.findByRole('article', { name: 'Anna, 28' });
    const ui = userEvent.setup();
    await ui.keyboard('{ArrowLeft}');
    await screen.findByRole('article', { name: 'Bea, 31' });
    await ui.keyboard('{ArrowRight}');
    await screen.findByText('3 of 4 likes left today');
    const swipes = sent.filter((request) => request.method === 'POST').map((request) => request.body);
    expect(swipes).toEqual([
      { id: 1, like: false },
      { id: 2, like: true },
    ]);
  });

  it('likes on a drag to the right, passes on one to the left, and springs back from a short one', async () => {
    let step = 0;
    const { sent } = stubFetch({
      'GET /api/swipe.php': { body: swipeState({ profile: anna }) },
      'POST /api/swipe.php': () => {
        step += 1;
        const state =
          step === 1 ? swipeState({ profile: bea }) : swipeState({ profile: anna, likes_left: 3 });
        return new Response(JSON.stringify(state), { headers: { 'content-type': 'application/json' } });
      },
    });
    await open();
    const drag = (card: HTMLElement, to: number) => {
      const finger = { pointerId: 7, isPrimary: true, pointerType: 'touch' };
      fireEvent.pointerDown(card, { ...finger, clientX: 200 });
      fireEvent.pointerMove(card, { ...finger, clientX: 200 + to / 2 });
      fireEvent.pointerMove(card, { ...finger, clientX: 200 + to });
      fireEvent.pointerUp(card, { ...finger, clientX: 200 + to });
    };
    const anna1 = await screen.findByRole('article', { name: 'Anna, 28' });
    drag(anna1, 40);
    expect(anna1).not.toHaveStyle({ transform: 'translateX(40px) rotate(1.6666666666666667deg)' });
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    drag(anna1, -150);
    drag(await screen.findByRole('article', { name: 'Bea, 31' }), 150);
    await screen.findByText('3 of 4 likes left today');
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { id: 1, like: false },
      { id: 2, like: true },
    ]);
  });

  it('shows what a drag will do while the finger is down', async () => {
    stubFetch({ 'GET /api/swipe.php': { body: swipeState({ profile: anna }) } });
    await open();
    const card = await screen.findByRole('article', { name: 'Anna, 28' });
    const finger = { pointerId: 3, isPrimary: true, pointerType: 'touch' };
    fireEvent.pointerDown(card, { ...finger, clientX: 100 });
    fireEvent.pointerMove(card, { ...finger, clientX: 160 });
    expect(within(card).getByText('Like')).toBeInTheDocument();
    fireEvent.pointerMove(card, { ...finger, clientX: 20 });
    expect(within(card).getByText('Pass')).toBeInTheDocument();
    fireEvent.pointerCancel(card, finger);
    expect(within(card).queryByText('Pass')).not.toBeInTheDocument();
  });

  it('stops at 0 likes and counts down to the reset', async () => {
    stubFetch({
      'GET /api/swipe.php': { body: swipeState({ profile: anna, likes_left: 1 }) },
      'POST /api/swipe.php': { body: swipeState({ profile: bea, likes_left: 0, seconds_to_reset: 3725 }) },
    });
    await open();
    expect(await screen.findByText('1 of 4 likes left today')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('heading', { name: 'You have used today’s likes' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time until your new likes' })).toHaveTextContent('01:02:05');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
  });

  it('counts down per second when the day’s likes are already used', async () => {
    jest.useFakeTimers();
    try {
      stubFetch({ 'GET /api/swipe.php': { body: swipeState({ likes_left: 0, seconds_to_reset: 10 }) } });
      await open();
      const timer = await screen.findByRole('timer');
      expect(timer).toHaveTextContent('00:00:10');
      act(() => jest.advanceTimersByTime(3_000));
      expect(timer).toHaveTextContent('00:00:07');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the countdown when the server refuses a like with swipe_limit', async () => {
    stubFetch({
      'GET /api/swipe.php': { body: swipeState({ profile: anna, likes_left: 2 }) },
      'POST /api/swipe.php': {
        status: 429,
        body: { error: 'swipe_limit', message: 'used', seconds: 7200, statusCode: 429 },
      },
    });
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('heading', { name: 'You have used today’s likes' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('02:00:00');
  });

  it('says the site is busy, in the reader’s language, when a swipe is refused under load', async () => {
    stubFetch({
      'GET /api/swipe.php': { body: swipeState({ profile: anna, likes_left: 2 }) },
      'POST /api/swipe.php': {
        status: 503,
        body: {
          error: 'service_busy',
          message: 'The service is busy, please try again in a moment.',
          statusCode: 503,
        },
      },
    });
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Like' }));
    expect(
      await screen.findByText('The site is very busy right now. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Anna, 28' })).toBeInTheDocument();
  });

  it('shows the match overlay when a like makes a match', async () => {
    const { sent } = stubFetch({
      'GET /api/swipe.php': { body: swipeState({ profile: anna }) },
      'POST /api/swipe.php': {
        body: swipeState({ profile: bea, likes_left: 3, like: { liked: true, liked_by: true, match: true } }),
      },
    });
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Like' }));
    const overlay = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(within(overlay).getByText('Anna, 28')).toBeInTheDocument();
    // The overlay has the keyboard: arrow keys do not swipe behind it.
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(screen.getByRole('article', { name: 'Bea, 31' })).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows the empty deck when nobody is left to swipe', async () => {
    stubFetch({ 'GET /api/swipe.php': { body: swipeState({ profile: null }) } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No members to swipe right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<SwipeGamePage />, { path: '/swipe-game' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
