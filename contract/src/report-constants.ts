/**
 * The reporting rules as plain values (no schemas), for the server and the clients' bundles alike
 * (re-exported by constants.ts): the reasons a member can pick, the optional text's bound, the daily limit,
 * the operator's actions, and the field codes and English wording of refusals.
 */
export const REPORT_REASONS = [
  'fake_profile',
  'scam_or_spam',
  'harassment',
  'inappropriate_photos',
  'underage',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The optional text's length in characters (code points), blank space around it not counted. */
export const REPORT_TEXT_MAX = 1000;
/**
 * The newest messages of a reported conversation kept with the report: the evidence outlives a block (which
 * deletes the conversation) and a deleted account.
 */
export const REPORT_SNAPSHOT_MESSAGES = 50;
/** Reports a member may file within a rolling 24 hours: plenty for real trouble, not for a flood. */
export const REPORTS_PER_DAY = 10;

/** open: waiting for an operator; decided: an operator acted on it (see REPORT_ACTIONS). */
export const REPORT_STATUSES = ['open', 'decided'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What an operator decides: dismiss (no breach found, nothing changes for the reported member), warn (a
 * warning, the profile stays), hide_profile (the profile is shown to no one), suspend (hidden, logged out,
 * login refused). Every action but dismiss sends the reported member a statement of reasons.
 */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'hide_profile', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** What an operator can lift again (an appeal upheld, a mistake): members.moderation's values. */
export const MODERATIONS = ['hidden', 'suspended'] as const;
export type Moderation = (typeof MODERATIONS)[number];
/** The operator's ground (the rule of the terms or the law) and facts, each at most this long. */
export const REPORT_DECISION_TEXT_MAX = 2000;

/** The field codes of a refused report (400 validation_failed `field_codes`); clients translate by them. */
export const REPORT_FIELD_CODES = {
  memberSelf: 'member_self',
  conversationUnknown: 'conversation_unknown',
  messageUnknown: 'message_unknown',
  photoUnknown: 'photo_unknown',
  textTooLong: 'text_too_long',
  controlCharacters: 'control_characters',
} as const;

/** The product's English wording of the report errors, by field code. */
export const REPORT_MESSAGES = {
  member_self: 'You cannot report yourself.',
  conversation_unknown: 'This conversation with the member could not be found among yours.',
  message_unknown: 'This message could not be found in your conversation with the member.',
  photo_unknown: 'This photo could not be found among the member’s photos.',
  text_too_long: `Your text is longer than ${REPORT_TEXT_MAX} characters.`,
  control_characters: 'Your text contains characters that cannot be sent.',
  rateLimited: `You can send up to ${REPORTS_PER_DAY} reports a day. Please try again later or contact customer service.`,
  accountSuspended:
    'This account has been suspended after a breach of our terms. We sent you an e-mail with the reasons and how to appeal.',
  alreadyDecided: 'This report has been decided already.',
  notRestricted: 'This member has no restriction to lift.',
} as const;
