import { recordSingletons } from './singleton-probe';

describe('recordSingletons', () => {
  afterEach(() => {
    delete window.__SINGLETON_PROBE__;
  });

  it('records, per package, the instance each app received', () => {
    const react = { version: '19' };
    const otherReact = { version: '19' };
    recordSingletons('shell', { react, jotai: {} });
    recordSingletons('mf_chat', { react: otherReact });

    const probe = window.__SINGLETON_PROBE__!;
    expect(probe.react?.map((entry) => entry.app)).toEqual(['shell', 'mf_chat']);
    // The e2e test compares identities: here they differ, as two copies would.
    expect(probe.react?.[0]?.instance).toBe(react);
    expect(probe.react?.[1]?.instance).not.toBe(probe.react?.[0]?.instance);
    expect(probe.jotai).toHaveLength(1);
  });
});
