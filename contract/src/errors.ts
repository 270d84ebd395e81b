import { Type, type Static } from '@sinclair/typebox';

/**
 * The error body of every failing API call. `error` is a stable machine code clients branch on
 * (e.g. 'authentication_required', 'validation_failed', 'not_found'); `message` is the product's English
 * wording, which clients translate by code; `fields` names per-field messages for form errors.
 */
export const ApiErrorSchema = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** validation_failed: per field a machine code (e.g. name_equals_email) to translate by. */
    field_codes: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** validation_failed on an e-mail: the likely intended address ('Did you mean …?'). */
    suggestion: Type.Optional(Type.String()),
    /** account_locked: minutes until the next login attempt is accepted. */
    minutes: Type.Optional(Type.Integer()),
    /** blocked_by_member: the name of the member who blocked the viewer. */
    member_name: Type.Optional(Type.String()),
    /** swipe_limit: seconds until the day's likes come back. */
    seconds: Type.Optional(Type.Integer()),
    statusCode: Type.Integer(),
  },
  { $id: 'ApiError' },
);
export type ApiError = Static<typeof ApiErrorSchema>;
