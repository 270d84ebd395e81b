import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { signupRequestAtom, userAtom } from 'shared-ui/kernel';
import { userFixture } from '../../test/fixtures';
import { renderRoute, setupI18n } from '../../test/render';
import { SignupModalHost } from './SignupModalHost';

beforeAll(() => setupI18n());

it('opens when the signup is requested and leads to the signup page', async () => {
  const user = userEvent.setup();
  const store = createStore();
  renderRoute(<SignupModalHost />, { store });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => store.set(signupRequestAtom, {}));
  const dialog = screen.getByRole('dialog', { name: 'Create your free account' });
  await user.click(screen.getByRole('link', { name: 'Continue to sign up' }));
  expect(dialog).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup$/);
  expect(store.get(signupRequestAtom)).toBeNull();
});

it("leads to the member's own signup when tied to a profile", () => {
  const store = createStore();
  store.set(signupRequestAtom, { memberId: 12 });
  renderRoute(<SignupModalHost />, { store });
  expect(screen.getByRole('link', { name: 'Continue to sign up' })).toHaveAttribute(
    'href',
    '/members/12/signup',
  );
});

it('closes with Escape and stays closed for a logged-in user', async () => {
  const user = userEvent.setup();
  const store = createStore();
  store.set(signupRequestAtom, {});
  renderRoute(<SignupModalHost />, { store });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => {
    store.set(userAtom, userFixture());
    store.set(signupRequestAtom, {});
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
