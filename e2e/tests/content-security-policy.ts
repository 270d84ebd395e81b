import type { BrowserContext } from '@playwright/test';

/**
 * Every Content-Security-Policy violation any watched page reports during the current test. Journeys run
 * one at a time (one worker), so one list serves them all; the `cspGuard` fixture empties it per test.
 */
const violations: string[] = [];

/** Records the `securitypolicyviolation` events of every page of the context from its first script on. */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
}

/** The violations recorded since the last call, removed from the list. */
export function takeCspViolations(): string[] {
  return violations.splice(0, violations.length);
}
