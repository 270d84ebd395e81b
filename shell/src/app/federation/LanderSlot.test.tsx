import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import {
  localeAtom,
  settingsAtom,
  signupRequestAtom,
  type LanderParcelConfig,
  type LanderParcelProps,
} from 'shared-ui/kernel';
import { settingsFixture } from '../../test/fixtures';
import { actAsync, renderRouteAsync, setupI18n } from '../../test/render';
import { LanderSlot } from './LanderSlot';

type MountProps = LanderParcelProps & { domElement: HTMLElement };

/** A framework-free lander: plain DOM in its lifecycles, as a marketing team might ship one. */
function plainLander(log: string[]): LanderParcelConfig {
  const draw = (props: MountProps) => {
    props.domElement.innerHTML = '';
    const heading = document.createElement('h1');
    heading.textContent = `${props.settings.name} (${props.locale}) ${props.params.slug ?? ''}`.trim();
    const signup = document.createElement('button');
    signup.textContent = 'Join now';
    signup.addEventListener('click', () => props.openSignup({ memberId: 12 }));
    props.domElement.append(heading, signup);
  };
  return {
    bootstrap: async () => void log.push('bootstrap'),
    mount: async (props) => {
      log.push('mount');
      draw(props);
    },
    update: async (props) => {
      log.push('update');
      draw(props);
    },
    unmount: async (props) => {
      log.push('unmount');
      props.domElement.innerHTML = '';
    },
  };
}

function siteStore() {
  const store = createStore();
  store.set(settingsAtom, settingsFixture({ name: 'Flirtpark' }));
  store.set(localeAtom, 'en');
  return store;
}

beforeAll(() => setupI18n());
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: query === '(min-width: 768px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

it('mounts the parcel with settings, locale, params and callbacks, updates it and unmounts it', async () => {
  const log: string[] = [];
  const config = plainLander(log);
  const store = siteStore();
  const { router, unmount } = await renderRouteAsync(
    <LanderSlot remote="mf_landers" parcel="video" load={async () => ({ config, version: '2.0.0' })} />,
    { path: '/landers/video/:slug?', url: '/landers/video/summer', name: 'landers-video-slug', store },
  );

  expect(await screen.findByRole('heading', { name: 'Flirtpark (en) summer' })).toBeInTheDocument();
  const slot = screen.getByRole('heading').closest('[data-remote]');
  expect(slot).toHaveAttribute('data-remote', 'mf_landers');
  expect(slot).toHaveAttribute('data-remote-version', '2.0.0');

  // openSignup on desktop asks the shell's signup modal, tied to the member.
  await userEvent.setup().click(screen.getByRole('button', { name: 'Join now' }));
  expect(store.get(signupRequestAtom)).toEqual({ memberId: 12 });

  // A prop change reaches the parcel through its update lifecycle.
  act(() => store.set(localeAtom, 'de'));
  expect(await screen.findByRole('heading', { name: 'Flirtpark (de) summer' })).toBeInTheDocument();

  await actAsync(() => router.navigate('/landers/video/winter'));
  expect(await screen.findByRole('heading', { name: 'Flirtpark (de) winter' })).toBeInTheDocument();

  unmount();
  await waitFor(() => expect(log).toContain('unmount'));
  expect(log.slice(0, 2)).toEqual(['bootstrap', 'mount']);
  expect(log.filter((entry) => entry === 'mount')).toHaveLength(1);
});

it('shows the unavailable panel when the parcel fails to mount', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const config: LanderParcelConfig = {
    bootstrap: async () => undefined,
    mount: async () => {
      throw new Error('lander crashed');
    },
    unmount: async () => undefined,
  };
  await renderRouteAsync(
    <LanderSlot remote="mf_landers" parcel="video" load={async () => ({ config, version: '2.0.0' })} />,
    { path: '/landers/video', name: 'landers-video-slug', store: siteStore() },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the site is temporarily unavailable.',
  );
});
