import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { signupRequestAtom, userAtom } from 'shared-ui/kernel';
import { userFixture } from '../../test/fixtures';
import { renderRouteAsync, setupI18n } from '../../test/render';
import { SignupModalHost } from './SignupModalHost';
import type { SignupFlowLoader, SignupFlowProps } from './SignupFlowSlot';

beforeAll(() => setupI18n());

/**
 * Stands in for mf_landers' remote flow (a federation module the shell's tests cannot load): it
 * reports progress through the same props the real flow uses.
 */
function FakeFlow({ memberId, onProgress, onDone, onDirty }: SignupFlowProps) {
  return (
    <div>
      <p>Flow for member {memberId ?? 'none'}</p>
      <label>
        E-mail address
        <input onChange={(event) => onDirty?.(event.target.value !== '')} />
      </label>
      <button onClick={() => onProgress?.(true)}>start signup</button>
      <button onClick={() => onProgress?.(false)}>signup refused</button>
      <button
        onClick={() => {
          onProgress?.(false);
          onDone?.();
        }}
      >
        finish signup
      </button>
    </div>
  );
}
const loadFlow: SignupFlowLoader = async () => ({ Component: FakeFlow, version: '3.1.0' });

async function openModal(request: { memberId?: number } = {}) {
  const store = createStore();
  store.set(signupRequestAtom, request);
  await renderRouteAsync(<SignupModalHost loadFlow={loadFlow} />, { store });
  return store;
}

it("shows mf_landers' signup flow in the modal, tied to the requested member", async () => {
  await openModal({ memberId: 12 });
  const dialog = screen.getByRole('dialog', { name: 'Create your free account' });
  expect(dialog).toHaveTextContent('Flow for member 12');
  expect(dialog.querySelector('[data-remote-page="signup-flow"]')).toHaveAttribute(
    'data-remote-version',
    '3.1.0',
  );
});

it('closes with Escape while nothing is in progress', async () => {
  const user = userEvent.setup();
  const store = await openModal();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.get(signupRequestAtom)).toBeNull();
});

it('cannot be closed by Escape or the backdrop while the signup is in progress', async () => {
  const user = userEvent.setup();
  const store = await openModal();
  await user.click(screen.getByRole('button', { name: 'start signup' }));
  // The signup logs the visitor in at its first step: the modal stays for the next steps.
  act(() => store.set(userAtom, userFixture({ status: 'not_confirmed' })));

  await user.keyboard('{Escape}');
  await user.click(document.querySelector<HTMLElement>('[data-modal-backdrop]')!);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'finish signup' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.get(signupRequestAtom)).toBeNull();
});

it('can be closed again once a refused signup clears the block', async () => {
  const user = userEvent.setup();
  await openModal();
  await user.click(screen.getByRole('button', { name: 'start signup' }));
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'signup refused' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('asks before Escape, the backdrop or the close button throws away what was typed', async () => {
  const user = userEvent.setup();
  const store = await openModal();
  const signup = screen.getByRole('dialog', { name: 'Create your free account' });
  await user.type(screen.getByLabelText('E-mail address'), 'kim@example.com');

  await user.keyboard('{Escape}');
  const confirm = screen.getByRole('dialog', { name: 'Discard what you typed?' });
  expect(confirm).toHaveTextContent('If you close now, what you entered is lost.');
  await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).not.toBeInTheDocument();
  expect(signup).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail address')).toHaveValue('kim@example.com');

  // Escape on the question itself is 'keep editing' too.
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).not.toBeInTheDocument();
  expect(signup).toBeInTheDocument();

  await user.click(document.querySelector<HTMLElement>('[data-modal-backdrop]')!);
  await user.click(screen.getByRole('button', { name: 'Discard' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.get(signupRequestAtom)).toBeNull();
});

it('leads to the login and closes', async () => {
  const user = userEvent.setup();
  const store = await openModal();
  await user.click(screen.getByRole('link', { name: 'Log in' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  expect(store.get(signupRequestAtom)).toBeNull();
});

it('stays closed for a logged-in user', async () => {
  const store = createStore();
  store.set(userAtom, userFixture());
  store.set(signupRequestAtom, {});
  await renderRouteAsync(<SignupModalHost loadFlow={loadFlow} />, { store });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
