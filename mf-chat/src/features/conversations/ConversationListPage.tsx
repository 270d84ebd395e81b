import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from 'shared-ui/kernel';
import { ConversationListEmpty } from './ConversationListEmpty';

/**
 * The conversation list in the chat layout's side panel (the shell's optional 'conversation-list'
 * slot, shown from 992 px). A visitor has no conversations: the page itself asks them to log in.
 */
export default function ConversationListPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? <ConversationListEmpty /> : null;
}
