import { CHAT_GIFT_IDS, type ChatGiftId } from 'shared-ui/kernel';

/** The gifts a member can send, in the picker's order. */
export const GIFTS: readonly ChatGiftId[] = CHAT_GIFT_IDS;

/** A gift id from the API; an id this version does not know (a newer catalogue) is not drawn. */
export function isGiftId(value: string | null | undefined): value is ChatGiftId {
  return (CHAT_GIFT_IDS as readonly string[]).includes(value ?? '');
}

/** The i18n key of a gift's name ('Rose'); the chat namespace has one per gift. */
export const giftNameKey = (gift: ChatGiftId) => `gifts.names.${gift}` as const;
