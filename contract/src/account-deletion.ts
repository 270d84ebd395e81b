/**
 * Account deletion: the member leaves with a reason (and remarks), confirmed with the password. The account is
 * pending deletion for REACTIVATION_WINDOW_DAYS (constants.ts), reactivatable through the mailed link or by
 * customer service; afterwards its personal data is erased.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DELETE_REASONS, DELETE_REMARKS_MAX_LENGTH } from './constants.js';
import { MultilineText, Text } from './primitives.js';

/** POST /api/account-delete.php */
export const AccountDeleteRequestSchema = Type.Object({
  reason: Type.Union(
    DELETE_REASONS.map((reason) => Type.Literal(reason)),
    { description: 'Why the member leaves' },
  ),
  /** Required with 'other'; optional with the other reasons. */
  remarks: Type.Optional(MultilineText(10_000)),
  password: Text(1000, { minLength: 1 }),
});
export type AccountDeleteRequest = Static<typeof AccountDeleteRequestSchema>;

/** The query of GET /api/reactivate.php (the mailed link), as for activate.php. */
export const ReactivateQuerySchema = Type.Object({ token: Type.Optional(Text(200)) });

/** The product's English wording of the deletion errors; clients translate by code or field. */
export const ACCOUNT_DELETION_MESSAGES = {
  remarksRequired: 'Please tell us why you are leaving.',
  remarksTooLong: `Your remarks may be at most ${DELETE_REMARKS_MAX_LENGTH} characters long.`,
  noOffer: 'There is no offer to stay on this site.',
} as const;
