/**
 * Each app records the instances it received for the shared singletons, on window rather than in a
 * module (a duplicated shared-ui would otherwise hide itself). The e2e test reads it; apps call it
 * through `recordAppSingletons` (shared-ui/singletons), which only the e2e build compiles in.
 */
type Probe = Record<string, Array<{ app: string; instance: unknown }>>;
declare global {
  interface Window {
    __SINGLETON_PROBE__?: Probe;
  }
}

export function recordSingletons(app: string, instances: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const probe = (window.__SINGLETON_PROBE__ ??= {});
  for (const [name, instance] of Object.entries(instances)) {
    (probe[name] ??= []).push({ app, instance });
  }
}
