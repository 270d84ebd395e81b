// The chat screen: one conversation with its messages, composer, gifts and icebreakers.
export { ChatScreen } from './ChatScreen';
