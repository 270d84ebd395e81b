import type { ReactElement } from 'react';
import { parcels } from './parcels';
import { ParcelHost } from './ParcelHost';
import type { pages } from './routes';

/**
 * The real paths of this remote's pages and landers, for the standalone harness only: inside the
 * site the shell's route table decides paths and layouts.
 */
export const STANDALONE_PAGES: ReadonlyArray<{ path: string; page: keyof typeof pages }> = [
  { path: '/signup', page: 'signup' },
  { path: '/signup-matches', page: 'signup-matches' },
  { path: '/complete-signup', page: 'complete-signup' },
  { path: '/members/:id/signup', page: 'members-id-signup' },
];

const lander = (name: keyof typeof parcels): ReactElement => <ParcelHost load={parcels[name]} />;

export const STANDALONE_LANDERS: ReadonlyArray<{ path: string; element: ReactElement }> = [
  { path: '/landers/adultonly', element: lander('adultonly') },
  { path: '/landers/tinderswipe', element: lander('tinderswipe') },
  { path: '/landers/whoneedsstrings', element: lander('whoneedsstrings') },
  ...(
    [
      'alonetonight',
      'collagelanding',
      'gallery',
      'iconslanding',
      'maplanding',
      'socialnetwork',
      'transitionsvideolanding',
      'video',
    ] as const
  ).map((name) => ({ path: `/landers/${name}/:slug?`, element: lander(name) })),
  { path: '/members/:id/landing', element: lander('member-landing') },
  { path: '/members/:id/landing2/:slug?', element: lander('member-landing2') },
  { path: '/members/:id/landing3/:slug?', element: lander('member-landing3') },
];
