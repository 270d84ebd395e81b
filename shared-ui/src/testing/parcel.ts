import type { LanderParcelConfig, LanderParcelProps } from '../kernel/federation/contract';
import { settingsFixture } from './fixtures';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Runs a lifecycle the way a browser does. single-spa-react resolves mount only once React has
 * committed the parcel's own root, which act() would hold back until its scope ends (a deadlock):
 * so the lifecycle runs outside the act environment, as it does for a real host.
 */
async function asHost<T>(lifecycle: () => Promise<T>): Promise<T> {
  const previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await lifecycle();
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

export type ParcelTestProps = LanderParcelProps & { domElement: HTMLElement };

/** Mounts a parcel the way a host does (bootstrap, then mount) into a fresh div, with spy callbacks. */
export async function mountParcel(config: LanderParcelConfig, overrides: Partial<LanderParcelProps> = {}) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props: ParcelTestProps = {
    domElement,
    settings: settingsFixture(),
    locale: 'en',
    navigate: jest.fn(),
    openSignup: jest.fn(),
    params: {},
    ...overrides,
  };
  await asHost(async () => {
    await config.bootstrap(props);
    await config.mount(props);
  });
  const unmount = async () => {
    await asHost(() => config.unmount(props));
  };
  const update = async (changes: Partial<LanderParcelProps>) => {
    Object.assign(props, changes);
    await asHost(async () => {
      await config.update?.(props);
    });
  };
  return { domElement, props, unmount, update };
}
