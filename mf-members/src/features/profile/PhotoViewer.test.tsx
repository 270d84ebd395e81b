import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { lockedPhoto, memberPhoto, memberProfile, memberResponse } from '../../test/members';
import { renderPage } from '../../test/renderPage';
import MemberProfilePage from './MemberProfilePage';

/*
 * jsdom lays nothing out and has no observers or media queries: the carousel library reads sizes, visibility
 * and media through them. Stand-ins that never report anything (and a screen that matches no query), so the
 * viewer's own behaviour is what these tests see.
 */
class SilentObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
const noMediaMatches = (media: string) => ({
  media,
  matches: false,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});
beforeAll(() => {
  Object.assign(window, {
    IntersectionObserver: SilentObserver,
    ResizeObserver: SilentObserver,
    matchMedia: noMediaMatches,
  });
});

const settings = settingsFixture({ signups: 'all' });

async function openProfile(
  photos = memberProfile().photos,
  user: ReturnType<typeof userFixture> | null = userFixture(),
) {
  stubFetch({
    'GET /api/member.php': {
      body: memberResponse({ like: user ? undefined : null, profile: memberProfile({ photos }) }),
    },
  });
  await renderPage(<MemberProfilePage />, { path: '/members/:id', url: '/members/42', user, settings });
  return screen.findByRole('region', { name: 'Photos' });
}

const counter = (viewer: HTMLElement) =>
  within(viewer).getByText(/^Photo \d of \d$/, { selector: '[aria-live]' });
const shownSlide = (viewer: HTMLElement) =>
  within(viewer).getByRole('group', { name: counter(viewer).textContent ?? '' });

describe('the photo viewer', () => {
  it('opens on the photo tapped and moves with the arrow keys, full size on black', async () => {
    const photos = await openProfile();
    const ui = userEvent.setup();
    await ui.click(within(photos).getByRole('button', { name: 'Photo 2 of Anna' }));
    const viewer = screen.getByRole('dialog', { name: 'Photos of Anna' });
    expect(counter(viewer)).toHaveTextContent('Photo 2 of 3');
    expect(within(shownSlide(viewer)).getByRole('img')).toHaveAttribute('src', '/uploads/p2.jpg');

    await ui.keyboard('{ArrowRight}');
    expect(counter(viewer)).toHaveTextContent('Photo 3 of 3');
    expect(within(shownSlide(viewer)).getByRole('img', { name: 'Anna, photo 3 of 3' })).toHaveAttribute(
      'src',
      '/uploads/p3.jpg',
    );
    // The last photo: no way further, and the key does nothing.
    await ui.keyboard('{ArrowRight}');
    expect(counter(viewer)).toHaveTextContent('Photo 3 of 3');
    expect(within(viewer).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();

    await ui.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter(viewer)).toHaveTextContent('Photo 1 of 3');
    expect(within(viewer).queryByRole('button', { name: 'Previous photo' })).not.toBeInTheDocument();
    // Round arrows, named for screen readers: no text buttons.
    const next = within(viewer).getByRole('button', { name: 'Next photo' });
    expect(next).toHaveTextContent('');
    await ui.click(next);
    expect(counter(viewer)).toHaveTextContent('Photo 2 of 3');
  });

  it('marks the photo shown in the progress segments, one per photo', async () => {
    const photos = await openProfile();
    const ui = userEvent.setup();
    await ui.click(within(photos).getByRole('button', { name: 'Photo 3 of Anna' }));
    const segments = within(screen.getByRole('dialog')).getByTestId('photo-segments');
    const current = () =>
      Array.from(segments.children).map((segment) => segment.getAttribute('data-current') === 'true');
    expect(current()).toEqual([false, false, true]);
    await ui.keyboard('{ArrowLeft}');
    expect(current()).toEqual([false, true, false]);
  });

  it('closes with Escape and gives focus back to the photo it was opened from', async () => {
    const photos = await openProfile();
    const ui = userEvent.setup();
    const thumb = within(photos).getByRole('button', { name: 'Photo 2 of Anna' });
    await ui.click(thumb);
    expect(screen.getByRole('dialog', { name: 'Photos of Anna' })).toBeInTheDocument();
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(thumb).toHaveFocus());

    await ui.click(thumb);
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a free member a private photo in its place as a blurred teaser with the lock and the way to premium', async () => {
    const photos = await openProfile([
      memberPhoto(1, { main: true }),
      lockedPhoto(2, 'premium'),
      memberPhoto(3),
    ]);
    const tile = within(photos).getByRole('button', {
      name: 'Photo 2 is locked. Get premium to see all photos',
    });
    // The tile shows the teaser, never the photo (the API sends no name for it).
    expect(tile.querySelector('img')).toHaveAttribute('src', '/uploads/t2_teaser.jpg');
    const ui = userEvent.setup();
    await ui.click(within(photos).getByRole('button', { name: 'Photo 1 of Anna' }));
    const viewer = screen.getByRole('dialog', { name: 'Photos of Anna' });
    await ui.keyboard('{ArrowRight}');
    expect(counter(viewer)).toHaveTextContent('Photo 2 of 3');
    const slide = shownSlide(viewer);
    expect(within(slide).getByText('Premium members see all photos')).toBeInTheDocument();
    expect(within(slide).getByRole('link', { name: 'Get premium' })).toHaveAttribute('href', '/premium');
    expect(slide.querySelector('img')).toHaveAttribute('src', '/uploads/t2_teaser.jpg');
    expect(within(slide).queryByRole('img')).not.toBeInTheDocument();
    await ui.keyboard('{ArrowRight}');
    expect(counter(viewer)).toHaveTextContent('Photo 3 of 3');
  });

  it('asks a visitor to log in on a locked photo', async () => {
    const photos = await openProfile([memberPhoto(1, { main: true }), lockedPhoto(2, 'login')], null);
    const ui = userEvent.setup();
    await ui.click(within(photos).getByRole('button', { name: /Photo 2 is locked/ }));
    const slide = shownSlide(screen.getByRole('dialog', { name: 'Photos of Anna' }));
    expect(within(slide).getByText('Log in to see photos')).toBeInTheDocument();
    await ui.click(within(slide).getByRole('link', { name: 'Log in' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });
});
