/**
 * The member's data export: a ZIP of JSON files and the member's photo files, prepared in the background
 * and offered for DATA_EXPORT_VALID_DAYS by a link that needs both the member's session and the export's
 * one-time random token (the server keeps only its SHA-256).
 *
 * - `POST /api/data-export.php` asks for a new export (201). While one is pending it is refused with 409
 *   data_export_pending; at most DATA_EXPORTS_PER_DAY requests in a rolling 24 hours (429 rate_limited). A new
 *   export replaces the previous one: its file is deleted at once. The answer carries the token, the only
 *   time the API hands it out; the ready mail carries it too.
 * - `GET /api/data-export.php` answers the member's newest export (or null), for the page's state.
 * - `GET /api/data-export-download.php?token=` (DATA_EXPORT_DOWNLOAD_PATH, a browser navigation, so not in the
 *   route map) streams the ZIP as an attachment: 403 authentication_required without a session or on another
 *   site's host, 404 not_found for a token that is not one of the member's exports, 409 data_export_pending
 *   while it is being prepared, 410 data_export_gone once it expired, failed or was replaced.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DATA_EXPORT_STATUSES, DATA_EXPORT_TOKEN_PATTERN } from './constants.js';

export const DataExportStatusSchema = Type.Union(DATA_EXPORT_STATUSES.map((status) => Type.Literal(status)));

export const DataExportSchema = Type.Object({
  id: Type.Integer(),
  status: DataExportStatusSchema,
  /** ISO times: asked for; made ready (null until then); the download ends (null until ready). */
  created_at: Type.String(),
  ready_at: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.Union([Type.String(), Type.Null()]),
  /** The ZIP's size in bytes once ready. */
  bytes: Type.Union([Type.Integer(), Type.Null()]),
});
export type DataExport = Static<typeof DataExportSchema>;

/** GET /api/data-export.php: the member's newest export, null when they never asked for one. */
export const DataExportStateResponseSchema = Type.Object({
  export: Type.Union([DataExportSchema, Type.Null()]),
});
export type DataExportStateResponse = Static<typeof DataExportStateResponseSchema>;

/** POST /api/data-export.php (201): the new, pending export and its download token (given out only here). */
export const DataExportCreatedResponseSchema = Type.Object({
  export: DataExportSchema,
  token: Type.String(),
});
export type DataExportCreatedResponse = Static<typeof DataExportCreatedResponseSchema>;

/** GET DATA_EXPORT_DOWNLOAD_PATH. */
export const DataExportDownloadQuerySchema = Type.Object(
  { token: Type.String({ pattern: DATA_EXPORT_TOKEN_PATTERN }) },
  { additionalProperties: false },
);
export type DataExportDownloadQuery = Static<typeof DataExportDownloadQuerySchema>;
