import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnPhoto, User } from 'shared-ui/kernel';
import { stubFetch, userFixture, withNodeMultipart } from 'shared-ui/testing';
import { renderPage } from '../../../test/renderPage';
import { OwnPhotos } from '../OwnPhotos';

const photo = (id: number, main = false, isPrivate = false): OwnPhoto => ({
  id,
  filename: `p${id}.jpg`,
  thumb_filename: `p${id}_thumb.jpg`,
  main,
  private: isPrivate,
});
const listAnswer = (photos: OwnPhoto[], user: User) => ({ photos, limit: 25, user });
const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The photos' thumbnails in the order shown. */
const shownOrder = () =>
  screen.getAllByRole('img', { name: /Your photo/ }).map((image) => image.getAttribute('src'));

/*
 * jsdom lays nothing out; dnd-kit's keyboard moves go by the tiles' boxes. Each list item gets the box of its
 * place in a two-column grid, as on a phone.
 */
beforeAll(() => {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function box(this: Element) {
    const item = this.closest('li');
    const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
    const left = (index % 2) * 170;
    const top = Math.floor(index / 2) * 260;
    return {
      x: left,
      y: top,
      left,
      top,
      width: 160,
      height: 250,
      right: left + 160,
      bottom: top + 250,
      toJSON: () => ({}),
    };
  });
  URL.createObjectURL = () => 'blob:own-photos/1';
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => jest.restoreAllMocks());

it('uploads through the camera tile and its crop dialog', async () => {
  const user = userFixture({ paid_user: true });
  let photos: OwnPhoto[] = [];
  const { sent } = stubFetch({
    'GET /api/photos.php': () => json(listAnswer(photos, user)),
    'POST /api/photos.php': () => {
      photos = [photo(1, true)];
      return json({ photo: photo(1), user }, 201);
    },
  });
  await renderPage(<OwnPhotos />, { path: '/profile', user });
  await screen.findByText('0 of 25 photos');
  await withNodeMultipart(async (NodeFile) => {
    const events = userEvent.setup();
    await events.upload(
      screen.getByLabelText('Add a photo'),
      new NodeFile(['png'], 'me.png', { type: 'image/png' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Crop your photo' });
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    // jsdom draws no pictures: the dialog offers the photo as it is, as for a photo a browser cannot show.
    // The cropper's code loads when a photo is chosen.
    await waitFor(() => expect(dialog.querySelector('img')).not.toBeNull());
    fireEvent.error(dialog.querySelector('img') as HTMLImageElement);
    await events.click(within(dialog).getByRole('button', { name: 'Use photo' }));
    expect(await screen.findByText('1 of 25 photos')).toBeInTheDocument();
  });
  expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  expect(screen.getByText('Photo added.')).toBeInTheDocument();
  expect(
    within(screen.getByRole('img', { name: 'Your photo 1' }).closest('li')!).getByText('Main photo'),
  ).toBeVisible();
});

it('moves a photo by keyboard to the front, which makes it the main photo', async () => {
  const user = userFixture({ paid_user: true });
  const { sent } = stubFetch({
    'GET /api/photos.php': () => json(listAnswer([photo(1, true), photo(2), photo(3)], user)),
    'PUT /api/photo-order.php': () => json(listAnswer([photo(3, true), photo(1), photo(2)], user)),
  });
  await renderPage(<OwnPhotos />, { path: '/profile', user });
  await screen.findByText('3 of 25 photos');
  expect(screen.getByText(/the first one is your main photo/)).toBeInTheDocument();

  const events = userEvent.setup();
  screen.getByRole('button', { name: 'Move photo 3' }).focus();
  // Picked up with Space, moved up into the first place, dropped with Space; each step is announced.
  await events.keyboard(' ');
  await events.keyboard('{ArrowUp}');
  expect(await screen.findByText('Photo 3 is over place 1 of 3.')).toBeInTheDocument();
  await events.keyboard(' ');
  expect(
    await screen.findByText('Photo 3 dropped at the first place: it becomes your main photo.'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(shownOrder()).toEqual(['/uploads/p3_thumb.jpg', '/uploads/p1_thumb.jpg', '/uploads/p2_thumb.jpg']),
  );
  const put = sent.find((request) => request.method === 'PUT');
  expect(put?.path).toBe('/api/photo-order.php');
  expect(put?.body).toEqual({ ids: [3, 1, 2] });
  expect(await screen.findByText('Your new main photo is saved.')).toBeInTheDocument();
  const first = screen.getByRole('img', { name: 'Your photo 1' }).closest('li')!;
  expect(within(first).getByText('Main photo')).toBeVisible();
});

it('makes a photo the main photo with one button, none on the main or a private photo', async () => {
  const user = userFixture({ paid_user: true });
  const { sent } = stubFetch({
    'GET /api/photos.php': () => json(listAnswer([photo(1, true), photo(2), photo(3, false, true)], user)),
    'PUT /api/photo-order.php': () =>
      json(listAnswer([photo(2, true), photo(1), photo(3, false, true)], user)),
  });
  await renderPage(<OwnPhotos />, { path: '/profile', user });
  await screen.findByText('3 of 25 photos');
  expect(screen.queryByRole('button', { name: 'Make photo 1 your main photo' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Make photo 3 your main photo' })).not.toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Make photo 2 your main photo' }));
  await waitFor(() => expect(shownOrder()[0]).toBe('/uploads/p2_thumb.jpg'));
  expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ ids: [2, 1, 3] });
  expect(
    within(screen.getByRole('img', { name: 'Your photo 1' }).closest('li')!).getByText('Main photo'),
  ).toBeVisible();
});

it('shows a refused order and the photos as the server has them', async () => {
  const user = userFixture({ paid_user: true });
  stubFetch({
    'GET /api/photos.php': () => json(listAnswer([photo(1, true), photo(2)], user)),
    'PUT /api/photo-order.php': () =>
      json(
        {
          error: 'photo_order_mismatch',
          message: 'Your photos have changed meanwhile. Please reload them and try again.',
          statusCode: 409,
        },
        409,
      ),
  });
  await renderPage(<OwnPhotos />, { path: '/profile', user });
  await screen.findByText('2 of 25 photos');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Make photo 2 your main photo' }));
  expect(
    await screen.findByText('Your photos have changed meanwhile. Please reload them and try again.'),
  ).toBeVisible();
  await waitFor(() => expect(shownOrder()).toEqual(['/uploads/p1_thumb.jpg', '/uploads/p2_thumb.jpg']));
});
