import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { CHUNK_RELOAD_KEY, reloadForChunkError } from './chunkReloadGuard';
import { IncompatibleKernelError } from './kernelCompatibility';
import { loadWithRecovery, remoteLoadingPlugin } from './remoteLoadingPlugin';

beforeEach(() => sessionStorage.clear());

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('loadWithRecovery', () => {
  it('retries with backoff and returns what the first successful attempt loads', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const load = async () => {
      if (++attempts < 3) throw new Error('network');
      return 'page';
    };
    await expect(loadWithRecovery(load, { wait: async (ms) => void waits.push(ms) })).resolves.toBe('page');
    expect(waits).toEqual([300, 600]);
  });

  it('hands an ordinary failure to the slot once the retries are spent, without reloading', async () => {
    const reloads: unknown[] = [];
    const load = async () => Promise.reject(new Error('remote entry failed'));
    await expect(
      loadWithRecovery(load, {
        wait: async () => undefined,
        reloadForChunkError: (error) => reloadForChunkError(error, () => reloads.push(error)),
      }),
    ).rejects.toThrow('remote entry failed');
    expect(reloads).toEqual([]);
  });

  it('reloads the page once for a chunk that cannot load, and within 60 s hands it to the slot', async () => {
    let reloads = 0;
    const options = {
      wait: async () => undefined,
      reloadForChunkError: (error: unknown) => reloadForChunkError(error, () => reloads++),
    };
    // The first failure reloads: the load never settles (no panel flashes before the page goes).
    const first = loadWithRecovery(async () => Promise.reject(chunkError()), options);
    const outcome = await Promise.race([
      first.then(
        () => 'settled',
        () => 'settled',
      ),
      tick().then(() => 'pending'),
    ]);
    expect(outcome).toBe('pending');
    expect(reloads).toBe(1);
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
    // After that reload, the same failure shows the panel instead of reloading again.
    await expect(loadWithRecovery(async () => Promise.reject(chunkError()), options)).rejects.toThrow(
      'Loading chunk 42 failed.',
    );
    expect(reloads).toBe(1);
  });

  it('does not retry a remote refused for its kernel', async () => {
    let attempts = 0;
    const refused = new IncompatibleKernelError({
      remote: 'mf_chat',
      module: 'shared-ui',
      needed: '^9.0.0',
      provided: '1.1.0',
    });
    const load = async () => {
      attempts++;
      throw refused;
    };
    await expect(loadWithRecovery(load, { wait: async () => undefined })).rejects.toBe(refused);
    expect(attempts).toBe(1);
  });
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A remote's mf-manifest.json, as the build writes it, needing the given shared-ui range. */
function manifestNeeding(sharedUiRange: string) {
  const shared = (name: string, requiredVersion: string) => ({
    id: `mf_chat:${name}`,
    name,
    version: '1.1.0',
    singleton: true,
    requiredVersion,
    assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
  });
  return {
    id: 'mf_chat',
    name: 'mf_chat',
    metaData: {
      name: 'mf_chat',
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: 'mf-chat' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'mf_chat',
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [shared('shared-ui', sharedUiRange), shared('contract', '^1.1.0')],
    remotes: [],
    exposes: [],
  };
}

describe('the shell federation runtime with the loading plugin', () => {
  let host: ModuleFederation;
  let logged: string[];
  let entriesRequested: string[];
  /** How many entry loads fail before one succeeds. */
  let entryFailures = 0;
  /** The remote's manifest cannot be fetched (its files are blocked, or the network is down). */
  let manifestUnreachable = false;
  let reloads = 0;

  // The runtime keeps what it learned about a manifest URL page-wide: each test deploys its own version.
  let deployment = 0;
  // The runtime warns about each failed load on the console; the tests read the outcome instead.
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    reloads = 0;
  });
  afterEach(() => jest.restoreAllMocks());
  const deployedAt = () => `http://cdn.test/remotes/mf-chat/${deployment}`;

  function hostWithRemoteNeeding(sharedUiRange: string) {
    deployment++;
    logged = [];
    entriesRequested = [];
    host = createInstance({
      name: `shell_${Math.random().toString(36).slice(2)}`,
      remotes: [{ name: 'mf_chat', entry: `${deployedAt()}/mf-manifest.json` }],
      shared: {
        'shared-ui': {
          version: '1.1.0',
          lib: () => ({}),
          shareConfig: { singleton: true, requiredVersion: '^1.1.0' },
        },
        contract: {
          version: '1.1.0',
          lib: () => ({}),
          shareConfig: { singleton: true, requiredVersion: '^1.1.0' },
        },
      },
      plugins: [
        remoteLoadingPlugin({
          logRefusal: (message) => logged.push(message),
          wait: async () => undefined,
          reloadForChunkError: (error) => reloadForChunkError(error, () => reloads++),
        }),
        {
          // The network edge: the manifest and the remote's entry (a container) come from here.
          name: 'test-network',
          fetch: async () => {
            if (manifestUnreachable) throw new TypeError('Failed to fetch');
            return new Response(JSON.stringify(manifestNeeding(sharedUiRange)));
          },
          loadEntry: async ({ remoteInfo }) => {
            entriesRequested.push(remoteInfo.entry);
            if (entriesRequested.length <= entryFailures) throw new Error('remote entry unreachable');
            const container = { init: async () => undefined, get: async () => () => ({ namespace: 'chat' }) };
            // A webpack container's get resolves to the module factory; the runtime's type names the factory.
            return container as never;
          },
        },
      ],
    });
    return host;
  }

  it('refuses a remote that needs an incompatible kernel before any of its code loads, and logs why', async () => {
    hostWithRemoteNeeding('^99.0.0');
    const loading = host.loadRemote('mf_chat/routes');
    await expect(loading).rejects.toBeInstanceOf(IncompatibleKernelError);
    await expect(loading).rejects.toMatchObject({
      mismatch: { remote: 'mf_chat', module: 'shared-ui', needed: '^99.0.0', provided: '1.1.0' },
    });
    expect(logged).toEqual([
      'The remote mf_chat is refused: it needs shared-ui ^99.0.0 and this page provides 1.1.0',
    ]);
    expect(entriesRequested).toEqual([]);
  });

  it('lets a compatible remote load, retrying its entry until it arrives', async () => {
    hostWithRemoteNeeding('^1.0.0');
    entryFailures = 2;
    await expect(host.loadRemote<{ namespace: string }>('mf_chat/routes')).resolves.toEqual({
      namespace: 'chat',
    });
    expect(logged).toEqual([]);
    expect(entriesRequested).toEqual(Array(3).fill(`${deployedAt()}/remoteEntry.js`));
  });

  it("gives up after three retries with the entry's error", async () => {
    hostWithRemoteNeeding('^1.0.0');
    entryFailures = 10;
    await expect(host.loadRemote('mf_chat/routes')).rejects.toThrow('remote entry unreachable');
    expect(entriesRequested).toHaveLength(4);
    expect(reloads).toBe(0);
  });

  it('reloads the page once when the remote’s files do not arrive, and within 60 s hands the failure on', async () => {
    manifestUnreachable = true;
    try {
      hostWithRemoteNeeding('^1.0.0');
      // The page reloads; the load never settles, so no panel flashes before the page goes.
      const first = host.loadRemote('mf_chat/routes');
      while (reloads === 0) await tick();
      const outcome = await Promise.race([
        first.then(
          () => 'settled',
          () => 'settled',
        ),
        tick().then(() => 'pending'),
      ]);
      expect(outcome).toBe('pending');

      // The page after the reload: its files still fail, the guard forbids another reload, the slot shows why.
      hostWithRemoteNeeding('^1.0.0');
      await expect(host.loadRemote('mf_chat/routes')).rejects.toThrow('#RUNTIME-003');
      expect(reloads).toBe(1);
      expect(entriesRequested).toEqual([]);
    } finally {
      manifestUnreachable = false;
    }
  });
});
