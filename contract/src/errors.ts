import { Type, type Static } from '@sinclair/typebox';
import { PHOTO_MAX_BYTES } from './constants.js';

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

/**
 * The API's own English wording of answers no feature owns (HTTP-level problems, records that are not there)
 * and of the few that several features share. The server answers them in the member's language like every
 * feature's messages.
 */
export const GENERAL_MESSAGES = {
  notFound: 'The requested resource was not found.',
  authenticationRequired: 'authentication required',
  invalidJson: 'The request body is not valid JSON.',
  emptyJsonBody: 'The request body is empty although its content type is JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'The content type of the request body is not supported.',
  unstorableValue: 'The request contains a value that cannot be stored or compared.',
  photoNotMultipart: 'Send the photo as multipart/form-data.',
  memberNotFound: 'This member could not be found.',
  conversationNotFound: 'This conversation could not be found.',
  photoNotFound: 'This photo could not be found.',
  orderNotFound: 'This order does not exist.',
  directDebitRequestNotFound: 'This direct-debit request does not exist.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  likeSelf: 'You cannot like your own profile.',
  blockSelf: 'You cannot block yourself.',
  pageBounceRateLimited: 'Too many requests. Please wait a moment.',
  pageBounceBodyInvalid: 'The body must be an empty JSON object.',
  reportNotFound: 'This report could not be found.',
  siteDomainUnknown: 'No site has this domain.',
  webSocketOnly: 'This address accepts WebSocket connections only.',
  webhookMalformed: 'The webhook event is malformed.',
  databaseUnavailable: 'The database is not available.',
  /** 503 service_unavailable: the database is out of reach or the instance is shutting down; retried soon. */
  serviceUnavailable: 'The service is unavailable for a moment. Please try again shortly.',
  /** 503 of the readiness check while migrations are pending (for operators, not members). */
  migrationsPending: 'The database migrations are not all applied yet.',
  mailLinksUnconfigured: 'Mail links are not configured.',
  photoTooLarge: `The photo is too large (at most ${PHOTO_MAX_BYTES / (1024 * 1024)} MB).`,
  photoCompressed: 'Compressed uploads are not accepted: send the photo without a Content-Encoding.',
  photoInterrupted: 'The upload was interrupted before the photo arrived.',
  photoMissing: 'No photo was sent: add it as the file field "file".',
  photoEmpty: 'The photo file is empty.',
  photoAsTextField: 'The photo must be sent as a file, not as a text field.',
  photoUnexpectedField: 'Unexpected field "{name}": send only the photo, as the file field "file".',
  photoSecondFile: 'Send one photo per upload.',
  photoTooManyParts: 'Send one photo per upload, as the file field "file", and nothing else.',
  photoFieldTwice: 'The field "{name}" was sent twice.',
  photoUnexpectedFile: 'Unexpected file field "{name}": send the photo as the file field "file".',
  attachmentUnexpectedField: 'Unexpected field "{name}".',
  regionsUnknown: 'No regions are known for country {country}.',
  dateInvalid: '{value} is not a valid date.',
  unknownField: 'Unknown field: {fields}',
  unknownFields: 'Unknown fields: {fields}',
  clientHeaderRequired: 'This request must carry the header {header}: {value}.',
  chatOriginRefused: "The chat connection is open to the site's own pages only.",
  photoBodyIncomplete:
    'The upload is not a complete multipart/form-data body (it needs a boundary and the photo as the file field "file").',
} as const;
