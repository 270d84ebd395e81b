import { describeRemoteRoutes } from 'shared-ui/testing';
import * as routes from './routes';
import de from '../i18n/de.json';

// The pages ROUTES.md assigns to mf_chat.
const OWNED_PAGES = ['chats', 'chats-id', 'members-id-chat', 'likes', 'likes-type'];
// Plus the chat layout's side panel, which the shell asks for by this name.
const PANELS = ['conversation-list'];

describeRemoteRoutes(routes, {
  app: 'mf_chat',
  namespace: 'chat',
  pages: [...OWNED_PAGES, ...PANELS],
  pagesDescription: 'the pages of ROUTES.md and the side panel',
  de,
});
