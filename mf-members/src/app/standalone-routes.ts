import type { pages } from './routes';

/**
 * The real paths of this remote's pages, for the standalone harness only: inside the site the
 * shell's route table decides paths and layouts.
 */
export const STANDALONE_ROUTES: ReadonlyArray<{ path: string; page: keyof typeof pages }> = [
  { path: '/members', page: 'members' },
  { path: '/members/:id', page: 'members-id' },
  { path: '/likes/m/:id', page: 'members-id' },
  { path: '/match-finder', page: 'match-finder' },
  { path: '/swipe-game', page: 'swipe-game' },
];
