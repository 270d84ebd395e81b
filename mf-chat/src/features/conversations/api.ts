import { request, type ChatsResponse } from 'shared-ui/kernel';

/** DELETE /api/chat.php: removes the conversation from the member's own list; answers the list left. */
export function deleteChat(conversation: number): Promise<ChatsResponse> {
  return request('DELETE /api/chat.php', { query: { id: conversation } });
}
