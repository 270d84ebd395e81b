import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { settingsAtom, userAtom, type User } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRoute, setupI18n, stubFetch } from '../../test/render';
import { SIGNUP_COMPLETE_STORAGE_KEY } from '../page-effects/queryParams';
import { ActivationReminder } from './ActivationReminder';

const unconfirmed = (overrides: Partial<User> = {}) =>
  userFixture({
    status: 'not_confirmed',
    email: 'robin@example.org',
    profile: { ...userFixture().profile, status: 'disabled' },
    ...overrides,
  });

function storeWith(user: User | null) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture());
  store.set(userAtom, user);
  return store;
}

function setViewport(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeAll(() => setupI18n());
beforeEach(() => {
  sessionStorage.clear();
  setViewport(true);
});

it('reminds an unconfirmed member with the address, and sends the mail again', async () => {
  const { fetchStub } = stubFetch({ 'POST /api/activation-mail.php': { body: { success: true } } });
  renderRoute(<ActivationReminder />, { store: storeWith(unconfirmed()), name: 'members' });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Please confirm your e-mail address');
  expect(alert).toHaveTextContent('robin@example.org');
  // The one-line strip shows the way to the settings from 768 px (jsdom applies no media query).
  expect(
    screen.getByRole('link', { name: 'Wrong address? Change it in your settings', hidden: true }),
  ).toHaveAttribute('href', '/notifications/account');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send again' }));
  expect(await screen.findByText(/We sent the confirmation e-mail again/)).toBeInTheDocument();
  const request = fetchStub.mock.calls[0]?.[0] as Request;
  expect(request.method).toBe('POST');
  expect(request.headers.get('X-Request-Type')).toBe('client');
});

it('shows the API refusal when sending fails', async () => {
  stubFetch({
    'POST /api/activation-mail.php': {
      status: 429,
      body: { error: 'rate_limited', message: 'Too many requests, please try again later.', statusCode: 429 },
    },
  });
  renderRoute(<ActivationReminder />, { store: storeWith(unconfirmed()), name: 'members' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send again' }));
  expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
});

it.each([
  ['a visitor', null],
  ['a confirmed member', userFixture({ status: 'confirmed' })],
  ['an unconfirmed member whose profile is active', unconfirmed({ profile: userFixture().profile })],
  ['an unconfirmed member whose mails bounce', unconfirmed({ notifications_disabled: ['bounce'] })],
])('is not shown to %s', (_label, user) => {
  renderRoute(<ActivationReminder />, { store: storeWith(user), name: 'members' });
  expect(screen.queryByText('Please confirm your e-mail address')).not.toBeInTheDocument();
});

it.each([
  'signup',
  'signup-matches',
  'members-id-signup',
  'complete-signup',
  'notifications',
  'notifications-account',
])('is hidden on the %s route', (name) => {
  renderRoute(<ActivationReminder />, { store: storeWith(unconfirmed()), name });
  expect(screen.queryByText('Please confirm your e-mail address')).not.toBeInTheDocument();
});

describe('after the signup (api_signup_complete)', () => {
  beforeEach(() => sessionStorage.setItem(SIGNUP_COMPLETE_STORAGE_KEY, '1'));

  it('is a modal on smartphones; closing it leaves the alert and forgets the flag', async () => {
    setViewport(false);
    renderRoute(<ActivationReminder />, { store: storeWith(unconfirmed()), name: 'members' });
    const dialog = screen.getByRole('dialog', { name: 'Please confirm your e-mail address' });
    expect(dialog).toHaveTextContent('robin@example.org');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm your e-mail address');
    expect(sessionStorage.getItem(SIGNUP_COMPLETE_STORAGE_KEY)).toBeNull();
  });

  it('stays an alert on desktop', () => {
    renderRoute(<ActivationReminder />, { store: storeWith(unconfirmed()), name: 'members' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm your e-mail address');
  });
});
