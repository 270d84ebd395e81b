import type { pages } from './routes';

/**
 * The real paths of this remote's pages, for the standalone harness only: inside the site the
 * shell's route table decides paths and layouts.
 */
export const STANDALONE_ROUTES: ReadonlyArray<{ path: string; page: keyof typeof pages }> = [
  { path: '/premium', page: 'premium' },
  { path: '/pricing', page: 'pricing' },
  { path: '/credits', page: 'credits' },
  { path: '/credits/repeat-order', page: 'credits-repeat-order' },
  { path: '/credits/:id/:paymentmethod?', page: 'credits-id-paymentmethod' },
  { path: '/directdebit', page: 'directdebit' },
  { path: '/transactions/:id?', page: 'transactions-id' },
];
