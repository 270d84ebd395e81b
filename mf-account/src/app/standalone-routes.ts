import type { pages } from './routes';

/**
 * The real paths of this remote's pages, for the standalone harness only: inside the site the
 * shell's route table decides paths and layouts.
 */
export const STANDALONE_ROUTES: ReadonlyArray<{ path: string; page: keyof typeof pages }> = [
  { path: '/login', page: 'login' },
  { path: '/reset-password', page: 'reset-password' },
  { path: '/reset-password/do', page: 'reset-password-do' },
  { path: '/activate/done', page: 'activate-done' },
  { path: '/activate/error', page: 'activate-error' },
  { path: '/mail-change/do', page: 'mail-change-do' },
  { path: '/mail-change/undo', page: 'mail-change-undo' },
  { path: '/account-deleted', page: 'account-deleted' },
  { path: '/profile', page: 'profile' },
  { path: '/notifications', page: 'notifications' },
  { path: '/complaints', page: 'complaints' },
  { path: '/lang-config', page: 'lang-config' },
];
