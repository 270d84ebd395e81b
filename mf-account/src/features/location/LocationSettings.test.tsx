import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import { LocationSettings } from './LocationSettings';

const berlin = { country: 'DE', region: 'Berlin', city: 'Berlin' };

function member(): User {
  const user = userFixture();
  user.profile = { ...user.profile, country: 'NL', region: null, city: null };
  return user;
}

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** The device's geolocation: answers with the position, or refuses with the error code. */
function deviceAt(position: { latitude: number; longitude: number } | { refused: number }) {
  const getCurrentPosition = jest.fn((success: Success, failure: Failure) => {
    if ('refused' in position)
      failure({ code: position.refused, message: 'refused' } as GeolocationPositionError);
    else success({ coords: position, timestamp: 0 } as unknown as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

const render = (user = member()) =>
  renderPage(<LocationSettings />, { path: '/profile', user, settings: settingsFixture() });

beforeEach(() => sessionStorage.clear());

it('finds the place, asks to confirm it and saves only the place', async () => {
  deviceAt({ latitude: 52.520008, longitude: 13.404954 });
  const { sent, calls } = stubFetch({
    'GET /api/geocode.php': { body: { geocode: berlin } },
    'PUT /api/profile.php': { body: { user: member() } },
  });
  await render();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(await screen.findByText('Is this where you live?')).toBeInTheDocument();
  expect(screen.getByText('Berlin, Berlin, Germany')).toBeInTheDocument();
  // Rounded before it leaves the device: no exact position is sent.
  const asked = new URL(calls[0]!.url);
  expect([asked.searchParams.get('lat'), asked.searchParams.get('lon')]).toEqual(['52.52', '13.40']);
  expect(sent.some((request) => request.method === 'PUT')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
  expect(sent.find((request) => request.method === 'PUT')?.body).toEqual(berlin);
  expect(await screen.findByText('Your location has been saved.')).toBeInTheDocument();
});

it('saves nothing when the member cancels', async () => {
  deviceAt({ latitude: 52.52, longitude: 13.405 });
  const { sent } = stubFetch({ 'GET /api/geocode.php': { body: { geocode: berlin } } });
  await render();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Use my location' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(screen.queryByText('Is this where you live?')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
});

it('shows the active state while it looks, then the error state when access is denied', async () => {
  let refuse: (() => void) | undefined;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (_success: Success, failure: Failure) => {
        refuse = () => failure({ code: 1, message: 'denied' } as GeolocationPositionError);
      },
    },
  });
  stubFetch({});
  await render();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
  const active = screen.getByRole('button', { name: 'Finding your location…' });
  expect(active).toHaveAttribute('data-state', 'active');
  expect(active).toBeDisabled();
  refuse!();
  expect(await screen.findByText(/Location access is blocked/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Use my location' })).toHaveAttribute('data-state', 'error');
});

it('says so when no place is found there', async () => {
  deviceAt({ latitude: 40, longitude: -40 });
  stubFetch({ 'GET /api/geocode.php': { body: { geocode: false } } });
  await render();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
  expect(await screen.findByText(/We could not find a place for your position/)).toBeInTheDocument();
});

it('reuses the answer for the same rounded position, not for another one', async () => {
  const device = deviceAt({ latitude: 52.5201, longitude: 13.4049 });
  const { calls } = stubFetch({ 'GET /api/geocode.php': { body: { geocode: berlin } } });
  await render();
  const user = userEvent.setup();
  const locate = async () => {
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  };
  await locate();
  // Moved a few metres: the same town, the same rounded position.
  device.mockImplementation((success: Success) =>
    success({
      coords: { latitude: 52.5203, longitude: 13.4038 },
      timestamp: 0,
    } as unknown as GeolocationPosition),
  );
  await locate();
  expect(calls).toHaveLength(1);
  // Elsewhere: asked again.
  device.mockImplementation((success: Success) =>
    success({
      coords: { latitude: 48.137, longitude: 11.575 },
      timestamp: 0,
    } as unknown as GeolocationPosition),
  );
  await locate();
  expect(calls).toHaveLength(2);
});
