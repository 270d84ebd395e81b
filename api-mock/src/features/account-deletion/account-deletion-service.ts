/**
 * Account deletion: a member leaves (reason, remarks, password), stays pending deletion for
 * REACTIVATION_WINDOW_DAYS and can come back through the mailed link or customer service; after the window a
 * periodic job erases the personal data. The member row stays, anonymised, for orders and the credit ledger.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_MESSAGES,
  DELETE_DISCOUNT_VALID_DAYS,
  DELETE_REMARKS_MAX_LENGTH,
  ERROR_CODES,
  LANGUAGES,
  REACTIVATION_WINDOW_DAYS,
  type AccountDeleteRequest,
  type DiscountCode,
  type Language,
} from 'contract';
import { STAY_CODE_PREFIX } from '../../db/repositories/account-deletion.js';
import type { MemberRecord, Repositories } from '../../db/repositories/index.js';
import { ApiHttpError, notFound, validationFailed } from '../../lib/http-error.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { RequestContext } from '../account/account-service.js';
import type { SessionsEnded } from '../account/session-service.js';
import { normalizeEmail } from '../account/validation.js';
import { discountCodeView } from '../discounts/discount-rules.js';
import { enqueueMail } from '../mail/mail-queue.js';
import { renderMailText } from '../mail/templates.js';
import type { JobHandler, PeriodicJob } from '../../jobs/worker.js';
import type { Storage } from '../photos/storage.js';
import { REACTIVATION_MAIL } from './mail-texts.js';

const DAY = 24 * 3_600_000;
/** Members erased per transaction batch of one job run; the run goes on until none is due. */
const ERASE_BATCH = 50;

export interface AccountDeletionServiceDeps {
  repositories: Pick<Repositories, 'accountDeletion' | 'transaction'>;
  /** The signed-in member's password under the login lockout (account service). */
  checkOwnPassword: (member: MemberRecord, password: string, context: RequestContext) => Promise<boolean>;
  /** Profile photos and chat photos: their files go when the data is erased. */
  photoStorage: Pick<Storage, 'remove'>;
  attachmentStorage: Pick<Storage, 'remove'>;
  /** Told after a transaction that queued a mail committed. */
  jobsQueued?: () => void;
  /** Told once a deletion, which ends every session of the member, has committed. */
  sessionsEnded?: SessionsEnded;
  now: () => Date;
  log?: FastifyBaseLogger;
}

const fail = (status: number, code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], message: string) =>
  new ApiHttpError(status, code, message);

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** Trimmed remarks, or null; 'other' needs some, and they are bounded. */
function checkRemarks(reason: string, remarks: string | undefined): string | null {
  const text = remarks?.trim() ?? '';
  if (reason === 'other' && text === '') {
    throw validationFailed({
      remarks: { code: 'remarks_required', message: ACCOUNT_DELETION_MESSAGES.remarksRequired },
    });
  }
  if ([...text].length > DELETE_REMARKS_MAX_LENGTH) {
    throw validationFailed({
      remarks: { code: 'remarks_too_long', message: ACCOUNT_DELETION_MESSAGES.remarksTooLong },
    });
  }
  return text === '' ? null : text;
}

export function createAccountDeletionService(deps: AccountDeletionServiceDeps) {
  const { repositories, checkOwnPassword, photoStorage, attachmentStorage, now, log } = deps;
  const jobsQueued = deps.jobsQueued ?? (() => undefined);
  const sessionsEnded = deps.sessionsEnded ?? (() => undefined);

  async function removeFiles(storage: Pick<Storage, 'remove'>, names: string[]) {
    for (const name of names) {
      // A file already gone is no reason to fail the erasure, whose rows have committed.
      await storage.remove(name).catch((error: unknown) => {
        log?.warn({ err: error, file: name }, 'an erased member’s file could not be removed');
      });
    }
  }

  return {
    /**
     * Deletes the member's account: pending deletion with the reason and remarks, every session ended and
     * the reactivation link mailed, in one transaction. The password is checked under the login lockout
     * (400 password_wrong). A second request racing with the first changes nothing and mails nothing.
     */
    async deleteAccount(
      member: MemberRecord,
      body: AccountDeleteRequest,
      context: RequestContext,
    ): Promise<void> {
      const remarks = checkRemarks(body.reason, body.remarks);
      if (!(await checkOwnPassword(member, body.password, context))) {
        throw fail(400, ERROR_CODES.passwordWrong, ACCOUNT_MESSAGES.passwordWrong);
      }
      const at = now();
      const queued = await repositories.transaction(async (tx) => {
        const marked = await tx.accountDeletion.markDeleted(member.id, {
          reason: body.reason,
          remarks,
          at,
        });
        if (!marked) return false;
        // A reset or address-change link mailed before would take over the account while it waits.
        await tx.auth.voidTokens(member.id, ['password_reset', 'mail_change'], at);
        const token = newToken();
        const tokenHash = hashToken(token);
        await tx.auth.createToken({
          kind: 'reactivation',
          tokenHash,
          memberId: member.id,
          now: at,
          expiresAt: new Date(at.getTime() + REACTIVATION_WINDOW_DAYS * DAY),
        });
        const site = context.site.settings;
        const language = isLanguage(member.language) ? member.language : 'en';
        const mail = renderMailText(REACTIVATION_MAIL[language], language, {
          site: site.name,
          name: member.name,
          link: `${context.origin}/api/reactivate.php?token=${token}`,
          days: String(REACTIVATION_WINDOW_DAYS),
        });
        await enqueueMail(
          tx.jobs,
          {
            siteId: context.site.id,
            fromName: site.name,
            fromAddress: `no-reply@${site.domain}`,
            to: member.email,
            ...mail,
          },
          `reactivation:${tokenHash}`,
          at,
        );
        return true;
      });
      if (queued) {
        jobsQueued();
        sessionsEnded(member.id);
      }
    },

    /**
     * The offer to stay: the site's `delete_discount` percent as the member's personal code, valid
     * DELETE_DISCOUNT_VALID_DAYS; asked again, the same code. 404 when the site makes no such offer.
     */
    async offerToStay(
      member: MemberRecord,
      context: RequestContext,
    ): Promise<{ discountcode: DiscountCode }> {
      const percentage = context.site.settings.delete_discount;
      if (!(percentage > 0 && percentage <= 100)) throw notFound(ACCOUNT_DELETION_MESSAGES.noOffer);
      const at = now();
      const code = await repositories.transaction((tx) =>
        tx.accountDeletion.stayCode({
          siteId: context.site.id,
          memberId: member.id,
          code: `${STAY_CODE_PREFIX}${randomBytes(5).toString('hex').toUpperCase()}`,
          percentage,
          now: at,
          expiresAt: new Date(at.getTime() + DELETE_DISCOUNT_VALID_DAYS * DAY),
        }),
      );
      return { discountcode: discountCodeView(code, member, at) };
    },

    /**
     * Uses a reactivation link of the site: the account is back as it was (profile, photos, chats, likes).
     * False when the link is unknown, used, expired, of another site, or the data was erased meanwhile.
     */
    async reactivate(token: string, siteId: number): Promise<boolean> {
      const at = now();
      return repositories.transaction(async (tx) => {
        const row = await tx.auth.consumeToken('reactivation', hashToken(token), at, siteId);
        if (!row) return false;
        if (!(await tx.accountDeletion.restore(row.memberId))) {
          // Erased already: the link is spent either way, but nothing came back.
          return false;
        }
        return true;
      });
    },

    /**
     * Customer service brings an account back by its address on a site (bin/reactivate-account). Only within
     * the window: once erased there is nothing to restore. The mailed link dies with it.
     */
    async reactivateByOperator(siteId: number, email: string): Promise<OperatorReactivation> {
      return reactivateAccountByEmail(repositories, siteId, email, now());
    },

    /**
     * Erases every account whose reactivation window has passed (the periodic job). Each member is erased in
     * its own transaction; files are removed after it committed. Returns how many were erased.
     */
    async eraseDue(): Promise<number> {
      const at = now();
      const before = new Date(at.getTime() - REACTIVATION_WINDOW_DAYS * DAY);
      let erased = 0;
      for (;;) {
        const due = await repositories.accountDeletion.dueForErasure(before, ERASE_BATCH);
        for (const memberId of due) {
          const files = await repositories.transaction((tx) =>
            tx.accountDeletion.erase(memberId, before, at),
          );
          if (!files) continue;
          erased += 1;
          await removeFiles(photoStorage, files.photoFiles);
          await removeFiles(attachmentStorage, files.attachmentKeys);
        }
        if (due.length < ERASE_BATCH) return erased;
      }
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;

export type OperatorReactivation = 'reactivated' | 'not_deleted' | 'not_found';

/**
 * Customer service brings an account back by its address on a site (bin/reactivate-account). Only within the
 * window: once erased there is nothing to restore (and the address is no longer stored). The mailed link dies
 * with it.
 */
export async function reactivateAccountByEmail(
  repositories: Pick<Repositories, 'transaction'>,
  siteId: number,
  emailInput: string,
  at: Date,
): Promise<OperatorReactivation> {
  const email = normalizeEmail(emailInput);
  return repositories.transaction(async (tx) => {
    const member = await tx.accountDeletion.byEmail(siteId, email);
    if (!member || member.erasedAt) return 'not_found';
    if (!member.deletedAt) return 'not_deleted';
    await tx.accountDeletion.restore(member.id);
    await tx.auth.voidTokens(member.id, ['reactivation'], at);
    return 'reactivated';
  });
}

/** The periodic job that erases accounts past their reactivation window, hourly like the purges. */
export const ACCOUNT_DELETION_JOBS: PeriodicJob[] = [{ kind: 'account_deletion.erase', everyMs: 3_600_000 }];

/** Its handler; the service is asked for when the job runs (the worker is built before the services). */
export function accountDeletionJobHandlers(
  service: () => AccountDeletionService,
): Record<string, JobHandler> {
  return {
    'account_deletion.erase': { maxAttempts: 3, run: async () => void (await service().eraseDue()) },
  };
}
