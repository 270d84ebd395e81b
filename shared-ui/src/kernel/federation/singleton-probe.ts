/**
 * Each app records the modules it received for the shared singletons, on window rather than in a
 * module (a duplicated shared-ui would otherwise hide itself). The e2e test reads it.
 *
 * Module namespace objects are wrappers the bundler may build per consumer, so identity is taken from
 * one stateful export per package: two copies of a package can never share it.
 */
type Probe = Record<string, Array<{ app: string; instance: unknown }>>;
declare global {
  interface Window {
    __SINGLETON_PROBE__?: Probe;
  }
}

export const SINGLETON_FINGERPRINTS: Record<string, string> = {
  react: 'createElement',
  'react-dom': 'createPortal',
  'react-dom/client': 'createRoot',
  'react-router': 'UNSAFE_DataRouterContext',
  'react-router-dom': 'RouterProvider',
  jotai: 'getDefaultStore',
  'styled-components': 'ThemeContext',
  i18next: 'default',
  'react-i18next': 'I18nContext',
  'shared-ui': 'settingsAtom',
  'shared-ui/kernel': 'api',
};

function fingerprint(name: string, module: unknown): unknown {
  const key = SINGLETON_FINGERPRINTS[name];
  if (!key || module === null || typeof module !== 'object') return module;
  return (module as Record<string, unknown>)[key];
}

export function recordSingletons(app: string, modules: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const probe = (window.__SINGLETON_PROBE__ ??= {});
  for (const [name, module] of Object.entries(modules)) {
    (probe[name] ??= []).push({ app, instance: fingerprint(name, module) });
  }
}
