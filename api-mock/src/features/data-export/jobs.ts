/**
 * The data export's jobs: building one export (queued by the request, in its transaction) and the periodic
 * purge of expired and replaced exports' files.
 */
import type { JobHandler, PeriodicJob } from '../../jobs/worker.js';
import { PURGE_EVERY_MS } from '../../jobs/purges.js';
import { DATA_EXPORT_JOB, DATA_EXPORT_MAX_ATTEMPTS, type DataExportService } from './data-export-service.js';

export const DATA_EXPORT_PURGE_JOB = 'purge.data_exports';

export const DATA_EXPORT_JOBS: PeriodicJob[] = [{ kind: DATA_EXPORT_PURGE_JOB, everyMs: PURGE_EVERY_MS }];

/** `exports` is asked for at run time: the service is made after the job worker that runs it. */
export function dataExportJobHandlers(exports: () => DataExportService): Record<string, JobHandler> {
  return {
    [DATA_EXPORT_JOB]: {
      maxAttempts: DATA_EXPORT_MAX_ATTEMPTS,
      run: (payload, context) => exports().build(payload, context),
    },
    [DATA_EXPORT_PURGE_JOB]: {
      maxAttempts: 3,
      run: async (_payload, { now }) => void (await exports().purge(now)),
    },
  };
}
