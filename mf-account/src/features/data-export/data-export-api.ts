import { DATA_EXPORT_DOWNLOAD_PATH } from 'contract/constants';
import { request, toSearchParams, type DataExport, type DataExportCreatedResponse } from 'shared-ui/kernel';

/** GET /api/data-export.php: the member's newest export (null when they never asked for one). */
export async function fetchDataExport(signal?: AbortSignal): Promise<DataExport | null> {
  return (await request('GET /api/data-export.php', { signal })).export;
}

/**
 * POST /api/data-export.php: asks for a new export, prepared in the background. The answer carries the
 * download token, the only time the API gives it out. 409 data_export_pending while one is being prepared,
 * 429 rate_limited after too many requests in a day.
 */
export function requestDataExport(): Promise<DataExportCreatedResponse> {
  return request('POST /api/data-export.php');
}

/** The ZIP's address: a plain link, opened with the member's session cookie. */
export function downloadUrl(token: string): string {
  return `${DATA_EXPORT_DOWNLOAD_PATH}?${toSearchParams({ token }).toString()}`;
}
