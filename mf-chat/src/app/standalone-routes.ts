import type { pages } from './routes';

/**
 * The real paths of this remote's pages, for the standalone harness only: inside the site the
 * shell's route table decides paths and layouts.
 */
export const STANDALONE_ROUTES: ReadonlyArray<{ path: string; page: keyof typeof pages }> = [
  { path: '/chats', page: 'chats' },
  { path: '/chats/:id', page: 'chats-id' },
  { path: '/members/:id/chat', page: 'members-id-chat' },
  { path: '/likes', page: 'likes' },
  { path: '/likes/:type', page: 'likes-type' },
];
