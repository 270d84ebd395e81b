import { test as base, expect } from '@playwright/test';

/** localStorage key where the shell stores when the visitor closed the site-entry warning (unix time). */
export const ENTRY_WARNING_KEY = 'site-entry-warning';

/**
 * Journeys that are not about the site-entry warning start as a returning visitor who closed it.
 * The warning's own journey uses `freshVisitor`.
 */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  context: async ({ context, freshVisitor }, use) => {
    if (!freshVisitor) {
      await context.addInitScript((key) => {
        if (!window.localStorage.getItem(key)) {
          window.localStorage.setItem(key, String(Math.floor(Date.now() / 1000)));
        }
      }, ENTRY_WARNING_KEY);
    }
    await use(context);
  },
});

export { expect };
