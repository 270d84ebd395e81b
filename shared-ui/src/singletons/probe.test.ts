import { recordSingletons } from './probe';

describe('recordSingletons', () => {
  afterEach(() => {
    delete window.__SINGLETON_PROBE__;
  });

  it('records, per package, the instance each app received', () => {
    const createElement = () => null;
    const copyOfCreateElement = () => null;
    recordSingletons('shell', { react: createElement, jotai: {} });
    recordSingletons('mf_chat', { react: copyOfCreateElement });
    recordSingletons('mf_members', { react: createElement });

    const probe = window.__SINGLETON_PROBE__!;
    expect(probe.react?.map((entry) => entry.app)).toEqual(['shell', 'mf_chat', 'mf_members']);
    // The e2e test compares identities: a second copy of a package differs, the same copy does not.
    expect(probe.react?.[1]?.instance).not.toBe(createElement);
    expect(probe.react?.[2]?.instance).toBe(createElement);
    expect(probe.jotai).toHaveLength(1);
  });
});
