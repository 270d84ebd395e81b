/**
 * What this remote registers with the site, exposed as './register': its pages, navigation items and
 * layout slots are declared in registration.json (the build emits it next to mf-manifest.json, where the
 * server reads the page table); this module binds each declared page to its lazily imported module.
 */
import { register } from 'shared-ui/kernel';
import { recordAppSingletons } from 'shared-ui/singletons';
import data from './registration.json';
import { loadTranslations, namespace } from './translations';

// The instances this remote actually received: the browser test proves each exists once on the page.
recordAppSingletons(__APP_NAME__);

export const registration = register({
  data,
  pages: {
    chats: () => import('../features/conversations/ConversationsPage'),
    'chats-id': () => import('../features/chat/ConversationPage'),
    'members-id-chat': () => import('../features/chat/MemberChatPage'),
    likes: () => import('../features/likes/LikesPage'),
    'likes-type': () => import('../features/likes/LikesListPage'),
    // Not a route: the chat layout's side panel, which the shell fills from this optional page.
    'conversation-list': () => import('../features/conversations/ConversationListPage'),
    // Not a route: the like popup, which the shell shows on any page once the `t` query parameter asks.
    'like-popup': () => import('../features/likes/LikePopup'),
  },
  version: __APP_VERSION__,
  namespace,
  loadTranslations,
});
