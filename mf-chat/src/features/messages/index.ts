// The message thread: a conversation's messages under day separators, with delivery states and typing.
export { MessageList, type MessageListProps } from './MessageList';
export { groupByDay, type DeliveryStatus, type ThreadDay, type ThreadMessage } from './thread-message';
