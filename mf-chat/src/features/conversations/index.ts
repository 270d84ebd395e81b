// The conversation list: the /chats page, the chat layout's side panel, and deleting a chat.
export { DeleteChatDialog, type DeleteChatDialogProps } from './DeleteChatDialog';
export { useDeleteChat } from './useDeleteChat';
