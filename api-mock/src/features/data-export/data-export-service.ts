/**
 * The member's data export: asked for by the member, built by a job in the background, offered for
 * DATA_EXPORT_VALID_DAYS to the member's session together with the export's token, then purged.
 *
 * Rules:
 * - one pending export per member: a request while one is pending is refused (409 data_export_pending);
 *   requests of one member run under the member's export lock, so a burst of parallel requests makes one;
 * - at most DATA_EXPORTS_PER_DAY requests in a rolling 24 hours (429 rate_limited): each one reads all the
 *   member's data and writes a file;
 * - a new export replaces the ready one before it: that file is deleted at once (one copy on disk per member);
 * - an account deleted by its member keeps no export: the build gives up and the purge deletes a ready file;
 * - the token (32 random bytes) is handed out in the request's answer and in the ready mail; only its
 *   SHA-256 is stored. The download needs the session of the export's own member: another member holding the
 *   token gets the same 404 as a wrong token.
 */
import type { ReadStream } from 'node:fs';
import {
  DATA_EXPORT_MESSAGES,
  DATA_EXPORT_TOKEN_PARAM,
  DATA_EXPORT_VALID_DAYS,
  DATA_EXPORTS_PER_DAY,
  ERROR_CODES,
  LANGUAGES,
  type DataExport,
  type Language,
} from 'contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DataExportRecord, MemberRecord, Repositories } from '../../db/repositories/index.js';
import { ApiHttpError, notFound } from '../../lib/http-error.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { JobContext } from '../../jobs/worker.js';
import { enqueueMail } from '../mail/mail-queue.js';
import { renderMailText } from '../mail/templates.js';
import { writeArchive, type ArchiveSite, type ArchiveSources } from './build-archive.js';
import type { ExportFiles } from './export-files.js';
import { DATA_EXPORT_READY_MAIL } from './mail-texts.js';

const DAY_MS = 24 * 3_600_000;
export const DATA_EXPORT_VALID_MS = DATA_EXPORT_VALID_DAYS * DAY_MS;

export const DATA_EXPORT_JOB = 'data_export.build';
/** Attempts at building one export before it is marked failed (the member may then ask again). */
export const DATA_EXPORT_MAX_ATTEMPTS = 3;
/** Exports whose files one purge round deletes at most per query. */
const PURGE_BATCH = 100;

/** What the build job carries: the export, and what its mail needs that the job cannot look up later. */
interface BuildPayload {
  exportId: number;
  /** The download token, for the mailed link (a done job's payload is cleared, as a mail's is). */
  token: string;
  /** The origin of the site's mailed links (SITE_URL_TEMPLATE), and the site's name and domain. */
  origin: string;
  site: ArchiveSite;
}

export interface DataExportServiceOptions {
  repositories: Repositories;
  files: ExportFiles;
  sources: ArchiveSources;
  now: () => Date;
  /** New jobs were committed (the worker runs them soon instead of at its next poll). */
  jobsQueued: () => void;
  log?: FastifyBaseLogger;
}

/** The export as the API answers it at `at`: a ready one past its end is expired, purged or not yet. */
export function exportView(row: DataExportRecord, at: Date): DataExport {
  const over = row.status === 'ready' && (!row.expiresAt || row.expiresAt <= at);
  const status = over ? 'expired' : (row.status as DataExport['status']);
  return {
    id: row.id,
    status,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: status === 'ready' ? (row.expiresAt?.toISOString() ?? null) : null,
    bytes: status === 'ready' ? row.bytes : null,
  };
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

const pending = () => new ApiHttpError(409, ERROR_CODES.dataExportPending, DATA_EXPORT_MESSAGES.pending);
const gone = () => new ApiHttpError(410, ERROR_CODES.dataExportGone, DATA_EXPORT_MESSAGES.gone);

export function createDataExportService(options: DataExportServiceOptions) {
  const { repositories, files, sources, now, jobsQueued, log } = options;

  /** Deletes the files of exports that are over (replaced or expired) and says so on their rows. */
  async function deleteFiles(rows: DataExportRecord[]) {
    for (const row of rows) {
      if (row.fileName) await files.remove(row.fileName);
      await repositories.dataExports.markPurged(row.id);
    }
  }

  return {
    /** Asks for a new export (see the rules above); answers it with its token. */
    async request(
      member: MemberRecord,
      context: { origin: string; site: ArchiveSite },
    ): Promise<{ export: DataExport; token: string }> {
      const at = now();
      const token = newToken();
      const { created, replaced } = await repositories.transaction(async (tx) => {
        await tx.dataExports.lockMember(member.id);
        if ((await tx.dataExports.latest(member.id))?.status === 'pending') throw pending();
        const since = new Date(at.getTime() - DAY_MS);
        if ((await tx.dataExports.countSince(member.id, since)) >= DATA_EXPORTS_PER_DAY) {
          throw new ApiHttpError(429, ERROR_CODES.rateLimited, DATA_EXPORT_MESSAGES.limit);
        }
        const replaced = await tx.dataExports.retireReady(member.id);
        const created = await tx.dataExports.create({
          memberId: member.id,
          tokenHash: hashToken(token),
          createdAt: at,
        });
        const payload: BuildPayload = {
          exportId: created.id,
          token,
          origin: context.origin,
          site: context.site,
        };
        await tx.jobs.enqueue(
          {
            kind: DATA_EXPORT_JOB,
            key: `${DATA_EXPORT_JOB}:${created.id}`,
            payload: { ...payload },
            runAt: at,
            maxAttempts: DATA_EXPORT_MAX_ATTEMPTS,
          },
          at,
        );
        return { created, replaced };
      });
      jobsQueued();
      // After the commit: a crash before this leaves the rows expired with their file named, which the purge
      // deletes.
      await deleteFiles(replaced);
      return { export: exportView(created, at), token };
    },

    /** The member's newest export, for the page's state. */
    async latest(member: MemberRecord): Promise<DataExport | null> {
      const row = await repositories.dataExports.latest(member.id);
      return row ? exportView(row, now()) : null;
    },

    /** The ZIP of the member's export named by `token`, or the refusal (see the contract). */
    async download(
      member: MemberRecord,
      token: string,
    ): Promise<{ stream: ReadStream; bytes: number; fileName: string }> {
      const row = await repositories.dataExports.byTokenHash(hashToken(token));
      if (!row || row.memberId !== member.id) throw notFound(DATA_EXPORT_MESSAGES.notFound);
      if (row.status === 'pending') throw pending();
      if (row.status !== 'ready' || !row.fileName || !row.expiresAt || row.expiresAt <= now()) throw gone();
      const file = await files.open(row.fileName);
      if (!file) throw gone();
      const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
      return { ...file, fileName: `data-export-${day}.zip` };
    },

    /**
     * The build job: reads the member's data, writes the ZIP, then marks the export ready and queues the mail
     * in one transaction with the job's completion. A retry overwrites the draft of the attempt before. On the
     * last attempt a failure marks the export failed, so the member can ask again.
     */
    async build(rawPayload: Record<string, unknown>, { job, now: at, finish }: JobContext): Promise<void> {
      const payload = rawPayload as unknown as BuildPayload;
      const row = await repositories.dataExports.byId(payload.exportId);
      // Gone with its member, or no longer pending: nothing to build.
      if (!row || row.status !== 'pending') return;
      const fileName = files.nameOf(row.id);
      let member: MemberRecord;
      let bytes: number;
      try {
        const data = await repositories.dataExports.memberData(row.memberId);
        // The member deleted the account meanwhile: nothing is kept for an account being removed.
        if (!data || data.member.deletedAt) {
          await repositories.dataExports.markFailed(row.id);
          return;
        }
        member = data.member;
        await writeArchive(await files.draftPath(fileName), data, sources, payload.site, at);
        bytes = await files.commit(fileName);
      } catch (error) {
        await files.remove(fileName);
        if (job.attempts >= DATA_EXPORT_MAX_ATTEMPTS) {
          await repositories.dataExports.markFailed(row.id);
          log?.error({ err: error, exportId: row.id }, 'data export failed for good');
        }
        throw error;
      }
      const language = isLanguage(member.language) ? member.language : 'en';
      const link = `${payload.origin}/notifications?${DATA_EXPORT_TOKEN_PARAM}=${encodeURIComponent(payload.token)}`;
      const mail = renderMailText(DATA_EXPORT_READY_MAIL[language], language, {
        site: payload.site.name,
        name: member.name,
        link,
        days: String(DATA_EXPORT_VALID_DAYS),
      });
      let ready = false;
      await finish(async (tx) => {
        ready = await tx.dataExports.markReady(row.id, {
          fileName,
          bytes,
          readyAt: at,
          expiresAt: new Date(at.getTime() + DATA_EXPORT_VALID_MS),
        });
        if (!ready) return;
        await enqueueMail(
          tx.jobs,
          {
            siteId: member.siteId,
            fromName: payload.site.name,
            fromAddress: `no-reply@${payload.site.domain}`,
            to: member.email,
            ...mail,
          },
          `data_export:${row.tokenHash}`,
          at,
        );
      });
      if (ready) jobsQueued();
      else await files.remove(fileName);
    },

    /** The purge: files of expired and replaced exports are deleted, their rows marked expired. */
    async purge(at: Date): Promise<number> {
      let purged = 0;
      for (;;) {
        const rows = await repositories.dataExports.filesToPurge(at, PURGE_BATCH);
        await deleteFiles(rows);
        purged += rows.length;
        if (rows.length < PURGE_BATCH) return purged;
      }
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
