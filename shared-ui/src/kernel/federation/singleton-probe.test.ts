import { recordSingletons } from './singleton-probe';

describe('recordSingletons', () => {
  afterEach(() => {
    delete window.__SINGLETON_PROBE__;
  });

  it('records, per package, the stateful export each app received', () => {
    const createElement = () => null;
    const copyOfCreateElement = () => null;
    recordSingletons('shell', { react: { createElement }, jotai: { getDefaultStore: () => null } });
    recordSingletons('mf_chat', { react: { createElement: copyOfCreateElement } });
    recordSingletons('mf_members', { react: { createElement } });

    const probe = window.__SINGLETON_PROBE__!;
    expect(probe.react?.map((entry) => entry.app)).toEqual(['shell', 'mf_chat', 'mf_members']);
    expect(probe.react?.[0]?.instance).toBe(createElement);
    // Two copies of a package differ in identity, the same copy seen through another wrapper does not.
    expect(probe.react?.[1]?.instance).not.toBe(createElement);
    expect(probe.react?.[2]?.instance).toBe(createElement);
    expect(probe.jotai).toHaveLength(1);
  });

  it('keeps unknown packages as given', () => {
    const module = { anything: 1 };
    recordSingletons('shell', { 'some-lib': module });
    expect(window.__SINGLETON_PROBE__?.['some-lib']?.[0]?.instance).toBe(module);
  });
});
