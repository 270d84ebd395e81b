/**
 * The complaint rules as plain values (no schemas), for the server and the clients' bundles alike
 * (re-exported by constants.ts): categories, states, the message's bounds, the daily limit, the reference's
 * shape, and the field codes and English wording of refusals.
 */
export const COMPLAINT_CATEGORIES = ['member', 'payment', 'service'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** received: filed, not yet looked at; in_progress: customer service works on it; closed: answered. */
export const COMPLAINT_STATUSES = ['received', 'in_progress', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The message's length in characters (code points), blank space around it not counted. */
export const COMPLAINT_MESSAGE_MIN = 10;
export const COMPLAINT_MESSAGE_MAX = 5000;
/** Complaints a member may file within a rolling 24 hours: enough for real trouble, not for a flood. */
export const COMPLAINTS_PER_DAY = 5;
/** GET /api/complaints.php answers the member's newest complaints up to this many. */
export const COMPLAINTS_LIST_MAX = 100;

/**
 * The letters of a reference: digits and capitals without 0/O, 1/I/L, so a reference read out on the
 * phone or typed from a mail cannot be mistaken. 8 of them: 31^8, about 8.5 * 10^11 references.
 */
export const COMPLAINT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const COMPLAINT_REFERENCE_LENGTH = 8;
export const COMPLAINT_REFERENCE_PATTERN = `^C-[${COMPLAINT_REFERENCE_ALPHABET}]{${COMPLAINT_REFERENCE_LENGTH}}$`;

/** The field codes of a refused complaint (400 validation_failed `field_codes`); clients translate by them. */
export const COMPLAINT_FIELD_CODES = {
  memberRequired: 'member_required',
  memberUnknown: 'member_unknown',
  memberSelf: 'member_self',
  conversationUnknown: 'conversation_unknown',
  conversationOtherMember: 'conversation_other_member',
  orderUnknown: 'order_unknown',
  messageTooShort: 'message_too_short',
  messageTooLong: 'message_too_long',
  controlCharacters: 'control_characters',
} as const;

/** The product's English wording of the complaint errors, by field code. */
export const COMPLAINT_MESSAGES = {
  member_required: 'Choose the member your complaint is about.',
  member_unknown: 'This member could not be found.',
  member_self: 'You cannot file a complaint about yourself.',
  conversation_unknown: 'This conversation could not be found among yours.',
  conversation_other_member: 'This conversation is not with the member you chose.',
  order_unknown: 'This payment could not be found among yours.',
  message_too_short: `Please describe your complaint in at least ${COMPLAINT_MESSAGE_MIN} characters.`,
  message_too_long: `Your message is longer than ${COMPLAINT_MESSAGE_MAX} characters.`,
  control_characters: 'Your message contains characters that cannot be sent.',
  rateLimited: `You can file up to ${COMPLAINTS_PER_DAY} complaints a day. Please try again later or contact customer service.`,
} as const;
