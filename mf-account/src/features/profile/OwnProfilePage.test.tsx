import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace, i18n, userAtom, type OwnPhoto, type User } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture, withNodeMultipart } from 'shared-ui/testing';
import { namespace } from '../../app/translations';
import de from '../../i18n/de.json';
import { renderPage } from '../../test/renderPage';
import OwnProfilePage from './OwnProfilePage';

const photo = (id: number, main = false, isPrivate = false): OwnPhoto => ({
  id,
  filename: `p${id}.jpg`,
  thumb_filename: `p${id}_thumb.jpg`,
  main,
  private: isPrivate,
});

function member(overrides: Partial<User> = {}): User {
  const user = userFixture({ invisible: false, ...overrides });
  user.profile = { ...user.profile, name: 'sam', age: 31, city: 'Bristol', region: 'England' };
  return user;
}

const listAnswer = (photos: OwnPhoto[], user: User, limit = 3) => ({ body: { photos, limit, user } });

describe('OwnProfilePage', () => {
  it("shows a free member's profile and that 3 photos are possible", async () => {
    const user = member();
    stubFetch({ 'GET /api/photos.php': listAnswer([], user) });
    await renderPage(<OwnProfilePage />, { path: '/profile', user });
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My photos' })).toBeInTheDocument();
    // Photos first, then one section per part of the profile; no invisible mode (it is in the settings).
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'My photos',
      'About me',
      'Basics',
      'Interests',
      'Details',
      'Location',
      'Invite friends',
    ]);
    expect(screen.queryByRole('switch', { name: 'Invisible mode' })).not.toBeInTheDocument();
    expect(screen.getByText('0 of 3 photos')).toBeInTheDocument();
    expect(screen.getByText(/You can upload up to 3 photos\./)).toBeInTheDocument();
  });

  it('lists the photos under the cdn prefix with the main one marked, and deletes one', async () => {
    const user = member();
    const { sent } = stubFetch({
      'GET /api/photos.php': listAnswer([photo(1, true), photo(2)], user),
      'DELETE /api/photos.php': listAnswer([photo(2, true)], user),
    });
    await renderPage(<OwnProfilePage />, { path: '/profile', user });
    const images = await screen.findAllByRole('img', { name: /Your photo/ });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/p1_thumb.jpg',
      '/uploads/p2_thumb.jpg',
    ]);
    expect(screen.getByText('2 of 3 photos')).toBeInTheDocument();
    const first = images[0]!.closest('li')!;
    expect(within(first).getByText('Main photo')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await waitFor(() => expect(screen.getByText('1 of 3 photos')).toBeInTheDocument());
    const removal = sent.find((request) => request.method === 'DELETE');
    expect(removal?.path).toBe('/api/photos.php');
    expect(removal?.headers.get('X-Request-Type')).toBe('client');
  });

  it('uploads a photo and shows the new list and main image', async () => {
    const user = member();
    const withPhoto = member({
      profile: {
        ...user.profile,
        main_image: { filename: 'p1.jpg', thumb_filename: 'p1_thumb.jpg', match: 'p1_thumb.jpg' },
      },
    });
    let uploaded = false;
    const { sent } = stubFetch({
      'GET /api/photos.php': () =>
        new Response(
          JSON.stringify(listAnswer(uploaded ? [photo(1, true)] : [], uploaded ? withPhoto : user).body),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
      'POST /api/photos.php': () => {
        uploaded = true;
        return new Response(JSON.stringify({ photo: photo(1), user: withPhoto }), { status: 201 });
      },
    });
    const { store } = await renderPage(<OwnProfilePage />, { path: '/profile', user });
    await screen.findByText('0 of 3 photos');
    await withNodeMultipart((NodeFile) =>
      userEvent
        .setup()
        .upload(screen.getByLabelText('Add a photo'), new NodeFile(['png'], 'me.png', { type: 'image/png' })),
    );
    expect(await screen.findByText('1 of 3 photos')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.headers.get('content-type')).toMatch(
      /^multipart\/form-data/,
    );
    // The photo calls only (the details form loads its value lists beside them).
    expect(sent.filter((request) => request.path === '/api/photos.php')).toHaveLength(3);
    expect(store.get(userAtom)?.profile.main_image?.filename).toBe('p1.jpg');
  });

  it.each([
    ['en', 'Photo limit reached'],
    ['de', 'Foto-Limit erreicht'],
  ] as const)('says the photo limit is reached in %s, with the way to premium', async (language, text) => {
    const user = member();
    stubFetch({
      'GET /api/photos.php': listAnswer([photo(1, true), photo(2), photo(3)], user),
      'POST /api/photos.php': {
        status: 403,
        body: { error: 'photo_limit', message: 'Photo limit reached', statusCode: 403 },
      },
    });
    await renderPage(<OwnProfilePage />, { path: '/profile', user });
    await screen.findAllByRole('img');
    addNamespace(namespace, { de });
    await act(() => i18n.changeLanguage(language));
    const label = language === 'de' ? 'Foto hinzufügen' : 'Add a photo';
    await withNodeMultipart((NodeFile) =>
      userEvent
        .setup()
        .upload(screen.getByLabelText(label), new NodeFile(['png'], 'me.png', { type: 'image/png' })),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/premium');
  });

  it('shows the invite link with the member’s code on this site', async () => {
    const user = member({ invite_code: 'a1b2c3d4e5f60718' });
    stubFetch({ 'GET /api/photos.php': listAnswer([], user) });
    await renderPage(<OwnProfilePage />, { path: '/profile', user });
    expect(screen.getByRole('heading', { name: 'Invite friends' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your invite link')).toHaveValue(
      `${window.location.origin}/a1b2c3d4e5f60718`,
    );
    await screen.findByText('0 of 3 photos');
  });

  it('makes a photo private and public again from the answer, never the main photo', async () => {
    const user = member();
    const { sent } = stubFetch({
      'GET /api/photos.php': listAnswer([photo(1, true), photo(2)], user),
      // The server answers what it was asked: the stub records each request before answering it.
      'PUT /api/photos.php': () => {
        const body = sent.at(-1)!.body as { id: number; private: boolean };
        return Response.json(listAnswer([photo(1, true), photo(2, false, body.private)], user).body);
      },
    });
    await renderPage(<OwnProfilePage />, { path: '/profile', user });
    await screen.findByText('2 of 3 photos');
    expect(screen.getByText(/Private photos are seen by premium members only/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Private: photo 1' })).not.toBeInTheDocument();
    const second = screen.getByRole('img', { name: 'Your photo 2' }).closest('li')!;
    const toggle = within(second).getByRole('checkbox', { name: 'Private: photo 2' });
    expect(toggle).not.toBeChecked();
    expect(within(second).getAllByText('Private')).toHaveLength(1); // the switch's label, no badge yet

    const clicker = userEvent.setup();
    await clicker.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/photos.php',
      body: { id: 2, private: true },
    });
    expect(within(second).getAllByText('Private')).toHaveLength(2); // the badge and the switch's label

    await clicker.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent.at(-1)?.body).toEqual({ id: 2, private: false });
    expect(within(second).getAllByText('Private')).toHaveLength(1);
  });

  it('on a site that resells, shows the dating and cam partner cards with the location settings', async () => {
    const user = member();
    stubFetch({ 'GET /api/photos.php': listAnswer([], user) });
    await renderPage(<OwnProfilePage />, {
      path: '/profile',
      user,
      settings: settingsFixture({ member_resell: true }),
    });
    const location = screen.getByRole('heading', { level: 2, name: 'Location' });
    const partners = screen.getByRole('region', { name: 'Our partner sites' });
    // The cards follow the location settings, before the invite link.
    expect(location.compareDocumentPosition(partners) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      partners.compareDocumentPosition(screen.getByRole('heading', { name: 'Invite friends' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(partners).getByRole('heading', { level: 3, name: 'Meet new people on Dateplein' }),
    ).toBeVisible();
    expect(
      within(partners).getByRole('heading', { level: 3, name: 'Live cams on LiveCamPlein' }),
    ).toBeVisible();
    const cam = within(partners).getByRole('link', { name: 'Visit LiveCamPlein (opens another website)' });
    expect(cam).toHaveAttribute('href', 'https://www.livecamplein.example/');
    expect(cam).toHaveAttribute('rel', 'noopener noreferrer sponsored');
    expect(
      within(partners).getByRole('link', { name: 'Visit Dateplein (opens another website)' }),
    ).toHaveAttribute('href', 'https://www.dateplein.example/');
    await screen.findByText('0 of 3 photos');
  });

  it('shows no partner cards on a site that does not resell', async () => {
    const user = member();
    stubFetch({ 'GET /api/photos.php': listAnswer([], user) });
    await renderPage(<OwnProfilePage />, {
      path: '/profile',
      user,
      settings: settingsFixture({ member_resell: false }),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our partner sites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /LiveCamPlein/ })).not.toBeInTheDocument();
    await screen.findByText('0 of 3 photos');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<OwnProfilePage />, { path: '/profile' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
