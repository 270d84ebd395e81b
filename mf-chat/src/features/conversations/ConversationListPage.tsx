import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from 'shared-ui/kernel';
import { ConversationList } from './ConversationList';
import { ConversationListHeader } from './ConversationListHeader';

/**
 * The conversation list in the chat layout's side panel (the shell's 'chat.side-panel' slot, shown from
 * 992 px). A visitor has no conversations: the page itself asks them to log in.
 */
export default function ConversationListPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return null;
  return (
    <>
      <ConversationListHeader />
      <ConversationList />
    </>
  );
}
