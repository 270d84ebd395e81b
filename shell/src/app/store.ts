import { getDefaultStore } from 'jotai';
import { createQueryClient } from 'shared-ui/kernel';

/**
 * The shell uses jotai's default store rather than a private one: lander parcels render in their own
 * React roots (single-spa), outside any Provider, and must still see the same settings and session.
 */
export const appStore = getDefaultStore();

/** The page's one server-state cache, shared with every remote rendered inside the shell. */
export const appQueryClient = createQueryClient();
