/**
 * What this remote exposes as './routes' (the kernel's RemoteRoutesModule): its pages by route name,
 * each a lazy chunk. The shell owns paths, route names and layouts (see /work/brief/ROUTES.md).
 */
import type { RemotePages } from 'shared-ui/kernel';
import { recordAppSingletons } from 'shared-ui/singletons';

export { namespace, loadTranslations } from './translations';

// The instances this remote actually received: the browser test proves each exists once on the page.
recordAppSingletons(__APP_NAME__);

export const pages = {
  chats: () => import('../features/conversations/ConversationsPage'),
  'chats-id': () => import('../features/conversations/ConversationPage'),
  'members-id-chat': () => import('../features/conversations/MemberChatPage'),
  likes: () => import('../features/likes/LikesPage'),
  'likes-type': () => import('../features/likes/LikesListPage'),
  // Not a route: the chat layout's side panel, which the shell fills from this optional page.
  'conversation-list': () => import('../features/conversations/ConversationListPage'),
} satisfies RemotePages;

export const version: string = __APP_VERSION__;
