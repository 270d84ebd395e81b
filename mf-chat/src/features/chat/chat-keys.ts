import { queryKeys } from 'shared-ui/kernel';
import type { ChatTarget } from './api';

/** The chat's cache keys, under the account's (another account never reads them). */
export const chatKeys = {
  conversation: (userId: number | null, target: ChatTarget) =>
    [...queryKeys.account(userId), 'chat-conversation', target] as const,
  messages: (userId: number | null, conversation: number | null) =>
    [...queryKeys.account(userId), 'chat-messages', conversation] as const,
};
