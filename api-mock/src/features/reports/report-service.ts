/**
 * Reports: a logged-in member reports another member of the site, and the site's operators decide.
 *
 * `file` checks the target first (404 for unknown ids, other sites' members and hidden members never in
 * touch, the rule of ComplaintRepository.knowableMember, so ids reveal nothing; 400 member_self for
 * oneself), then every field at once (400 validation_failed with REPORT_FIELD_CODES): the text (at most
 * REPORT_TEXT_MAX characters after trimming, line breaks and tabs allowed, other control characters refused),
 * the conversation (the reporter's, with the member), the message (the member's, in that conversation; it
 * needs the conversation), the photo (the member's). Then, in one transaction under the reporter's lock:
 * the reporter's open report on the member answers a repeat (200, duplicate: true; the partial unique index
 * makes this hold for parallel repeats too), else at most REPORTS_PER_DAY per rolling 24 hours (429
 * rate_limited with `seconds`), the report stored with a snapshot of what was reported (the name, the
 * about-me text, the photo ids, the message, the conversation's newest messages) and the reporter's
 * confirmation mail queued.
 *
 * `decide` is the operators': an open report of the host's site (404 otherwise, 409 report_decided when it
 * was decided meanwhile) gets its action; hide_profile and suspend restrict the member (hidden from every
 * page, search and suggestion; suspend also ends their sessions and refuses their login), and the mails go
 * out in each recipient's language: the statement of reasons to the member (all but dismiss) and the outcome
 * to the reporter.
 *
 * `reinstate` is the operators' too: it lifts a member's restriction (an appeal upheld, a mistake found;
 * 404 for another site's member, 409 member_not_restricted when there is none, also for the second of two
 * parallel calls) and tells the member why, in their language. A suspended member logs in again; the
 * profile shows again when the address is confirmed and the account not deleted.
 */
import {
  ERROR_CODES,
  hasForbiddenCharacters,
  LANGUAGES,
  REPORT_FIELD_CODES,
  REPORT_MESSAGES,
  REPORT_SNAPSHOT_MESSAGES,
  REPORT_TEXT_MAX,
  REPORTS_PER_DAY,
  type Language,
  type OperatorReport,
  type OperatorReportsResponse,
  type ReinstatementRequest,
  type ReinstatementResponse,
  type Report,
  type ReportAction,
  type ReportDecisionRequest,
  type ReportReason,
  type ReportRequest,
  type ReportResponse,
  type ReportSnapshot,
  type ReportStatus,
} from 'contract';
import type {
  AuthRepository,
  ComplaintRepository,
  MemberRecord,
  MemberRepository,
  ReportRecord,
  ReportRepository,
  ReportRow,
  Repositories,
} from '../../db/repositories/index.js';
import { ApiHttpError, notFound, validationFailed, type FieldProblem } from '../../lib/http-error.js';
import type { SessionsEnded } from '../account/session-service.js';
import { enqueueMail } from '../mail/mail-queue.js';
import { renderMailText } from '../mail/templates.js';
import type { MailText } from '../mail/templates.js';
import {
  OUTCOME_DECISIONS,
  OUTCOME_TEXTS,
  REASON_NAMES,
  REINSTATED_DECISIONS,
  REINSTATED_TEXTS,
  RECEIVED_TEXTS,
  STATEMENT_DECISIONS,
  STATEMENT_TEXTS,
} from './report-mail.js';

const DAY = 24 * 60 * 60 * 1000;
/** The operators' list answers at most this many reports. */
export const OPERATOR_REPORTS_MAX = 200;

/** What the service needs of the request's site. */
export interface ReportSite {
  id: number;
  name: string;
  domain: string;
  /** Where the mails' links point. */
  origin: string;
  /** The customer service's address: the way to appeal that needs no login. */
  supportEmail: string;
}

export interface ReportServiceDeps {
  reports: ReportRepository;
  members: Pick<MemberRepository, 'byId'>;
  /** Whom a member may know of, and their conversations: the complaints' rules, shared. */
  complaints: Pick<ComplaintRepository, 'knowableMember' | 'ownConversation'>;
  auth: Pick<AuthRepository, 'revokeOtherSessions'>;
  transaction: Repositories['transaction'];
  /** Wakes the job worker once the mails are committed. */
  jobsQueued: () => void;
  now: () => Date;
  /** Told once a suspension has ended the member's sessions. */
  sessionsEnded?: SessionsEnded;
}

type Code = (typeof REPORT_FIELD_CODES)[keyof typeof REPORT_FIELD_CODES];
const problem = (code: Code): FieldProblem => ({ code, message: REPORT_MESSAGES[code] });

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
const languageOf = (member: { language: string }): Language =>
  isLanguage(member.language) ? member.language : 'en';

/** "24 November 2026" in the recipient's language. */
const dateIn = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);

const tooMany = (seconds: number) =>
  new ApiHttpError(
    429,
    ERROR_CODES.rateLimited,
    REPORT_MESSAGES.rateLimited,
    undefined,
    { seconds },
    { 'retry-after': String(seconds) },
  );

const notRestricted = () =>
  new ApiHttpError(409, ERROR_CODES.memberNotRestricted, REPORT_MESSAGES.notRestricted);

export const reportDecided = () =>
  new ApiHttpError(409, ERROR_CODES.reportDecided, REPORT_MESSAGES.alreadyDecided);

function reportView(row: ReportRecord, memberName: string): Report {
  return {
    id: row.id,
    member: { id: row.targetId, name: memberName },
    reason: row.reason as ReportReason,
    status: row.status as ReportStatus,
    created_at: row.createdAt.toISOString(),
  };
}

export function operatorReportView(row: ReportRow): OperatorReport {
  return {
    id: row.id,
    reporter: { id: row.reporterId, name: row.reporterName },
    member: { id: row.targetId, name: row.targetName, moderation: row.targetModeration },
    reason: row.reason as ReportReason,
    text: row.text,
    conversation: row.conversationId,
    message: row.messageId,
    photo: row.photoId,
    snapshot: row.snapshot as ReportSnapshot,
    status: row.status as ReportStatus,
    action: row.action as ReportAction | null,
    ground: row.ground,
    facts: row.facts,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The text to store (trimmed, null when blank), or its problem. */
function checkText(
  text: string | undefined,
): { ok: true; text: string | null } | { ok: false; problem: FieldProblem } {
  if (text === undefined) return { ok: true, text: null };
  if (hasForbiddenCharacters(text)) {
    return { ok: false, problem: problem(REPORT_FIELD_CODES.controlCharacters) };
  }
  const trimmed = text.trim();
  if ([...trimmed].length > REPORT_TEXT_MAX)
    return { ok: false, problem: problem(REPORT_FIELD_CODES.textTooLong) };
  return { ok: true, text: trimmed === '' ? null : trimmed };
}

/**
 * An operator's text, trimmed; null when blank or refused. Control characters are refused (recorded in
 * `problems` under `field`): they cannot be stored, and the member would read them in the mail.
 */
function operatorText(
  value: string | undefined,
  field: string,
  problems: Record<string, FieldProblem>,
): string | null {
  if (value === undefined) return null;
  if (hasForbiddenCharacters(value)) {
    problems[field] = problem(REPORT_FIELD_CODES.controlCharacters);
    return null;
  }
  return value.trim() || null;
}

export function createReportService(deps: ReportServiceDeps) {
  const { reports, members, complaints, auth, transaction, jobsQueued, now } = deps;
  const sessionsEnded = deps.sessionsEnded ?? (() => undefined);

  const fromOf = (site: ReportSite) => ({
    siteId: site.id,
    fromName: site.name,
    fromAddress: `no-reply@${site.domain}`,
  });

  /** Renders `texts` for `to` and queues it under `key`; the body's lines stay lines in the HTML part. */
  async function queue(
    tx: Repositories,
    site: ReportSite,
    to: MemberRecord,
    texts: Record<Language, MailText>,
    values: (language: Language) => { link: string } & Record<string, string>,
    key: string,
    at: Date,
  ) {
    const language = languageOf(to);
    const mail = renderMailText(texts[language], language, {
      site: site.name,
      name: to.name,
      ...values(language),
    });
    const html = mail.html.replaceAll('\n', '<br>');
    await enqueueMail(tx.jobs, { ...fromOf(site), to: to.email, ...mail, html }, key, at);
  }

  /** The conversation, message and photo the report names, checked; every problem at once. */
  async function checkReferences(reporter: MemberRecord, target: { id: number }, body: ReportRequest) {
    const problems: Record<string, FieldProblem> = {};
    let message: ReportSnapshot['message'];
    let messages: ReportSnapshot['conversation'];
    if (body.conversation !== undefined) {
      const conversation = await complaints.ownConversation(reporter.id, body.conversation);
      if (!conversation || conversation.otherId !== target.id) {
        problems.conversation = problem(REPORT_FIELD_CODES.conversationUnknown);
      } else {
        const newest = await reports.conversationMessages(conversation.id, REPORT_SNAPSHOT_MESSAGES);
        messages = newest.map((row) => ({
          id: row.id,
          from: row.senderId,
          kind: row.kind,
          text: row.body === '' ? null : row.body,
          sent_at: row.createdAt.toISOString(),
        }));
        if (body.message !== undefined) {
          const found = await reports.messageOf(conversation.id, body.message, target.id);
          if (!found) problems.message = problem(REPORT_FIELD_CODES.messageUnknown);
          else message = { id: found.id, text: found.body, sent_at: found.createdAt.toISOString() };
        }
      }
    } else if (body.message !== undefined) {
      problems.message = problem(REPORT_FIELD_CODES.messageUnknown);
    }
    const photoIds = await reports.photoIds(target.id);
    if (body.photo !== undefined && !photoIds.includes(body.photo)) {
      problems.photo = problem(REPORT_FIELD_CODES.photoUnknown);
    }
    return { problems, message, messages, photoIds };
  }

  return {
    async file(
      reporter: MemberRecord,
      site: ReportSite,
      body: ReportRequest,
    ): Promise<{
      answer: ReportResponse;
      created: boolean;
    }> {
      if (body.member === reporter.id)
        throw validationFailed({ member: problem(REPORT_FIELD_CODES.memberSelf) });
      const known = await complaints.knowableMember(reporter.id, body.member, site.id);
      const target = known ? await members.byId(known.id) : null;
      if (!target) throw notFound('This member could not be found.');

      const text = checkText(body.text);
      const checked = await checkReferences(reporter, target, body);
      if (!text.ok) checked.problems.text = text.problem;
      if (Object.keys(checked.problems).length > 0) throw validationFailed(checked.problems);

      const at = now();
      const snapshot: ReportSnapshot = {
        name: target.name,
        about_me: target.aboutMe,
        photo_ids: checked.photoIds,
        ...(checked.message ? { message: checked.message } : {}),
        ...(checked.messages ? { conversation: checked.messages } : {}),
      };
      const result = await transaction(async (tx) => {
        await tx.reports.lockReporter(reporter.id);
        const open = await tx.reports.openReport(reporter.id, target.id);
        if (open) return { row: open, created: false };
        const filed = await tx.reports.filedSince(reporter.id, new Date(at.getTime() - DAY));
        if (filed.count >= REPORTS_PER_DAY) {
          const freeAt = (filed.oldest ?? at).getTime() + DAY;
          throw tooMany(Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)));
        }
        const inserted = await tx.reports.insert({
          siteId: site.id,
          reporterId: reporter.id,
          targetId: target.id,
          reason: body.reason,
          text: text.ok ? text.text : null,
          conversationId: body.conversation ?? null,
          messageId: body.message ?? null,
          photoId: body.photo ?? null,
          snapshot,
          createdAt: at,
        });
        // The reporter's lock orders their filings, so the open report seen above cannot appear meanwhile;
        // the index is the last guard all the same.
        if (!inserted) {
          const raced = await tx.reports.openReport(reporter.id, target.id);
          if (!raced) throw new Error('report insert conflicted without an open report');
          return { row: raced, created: false };
        }
        const reason = body.reason;
        await queue(
          tx,
          site,
          reporter,
          RECEIVED_TEXTS,
          (language) => ({ member: target.name, reason: REASON_NAMES[language][reason], link: site.origin }),
          `report-received:${inserted.id}`,
          at,
        );
        return { row: inserted, created: true };
      });
      if (result.created) jobsQueued();
      return {
        answer: { report: reportView(result.row, target.name), duplicate: !result.created },
        created: result.created,
      };
    },

    async list(siteId: number, status: ReportStatus): Promise<OperatorReportsResponse> {
      const rows = await reports.listBySite(siteId, status, OPERATOR_REPORTS_MAX);
      return { reports: rows.map(operatorReportView) };
    },

    async decide(site: ReportSite, body: ReportDecisionRequest): Promise<OperatorReport> {
      const problems: Record<string, FieldProblem> = {};
      const ground = operatorText(body.ground, 'ground', problems);
      const facts = operatorText(body.facts, 'facts', problems);
      if (body.action !== 'dismiss') {
        const required = {
          code: 'required',
          message: 'A statement of reasons needs the ground and the facts.',
        };
        if (ground === null) problems.ground ??= required;
        if (facts === null) problems.facts ??= required;
      }
      if (Object.keys(problems).length > 0) throw validationFailed(problems);
      const existing = await reports.byId(body.report);
      if (!existing || existing.siteId !== site.id) throw notFound('This report could not be found.');
      if (existing.status !== 'open') throw reportDecided();
      const at = now();
      const action = body.action;
      const target = await members.byId(existing.targetId);
      const reporter = await members.byId(existing.reporterId);

      await transaction(async (tx) => {
        const decided = await tx.reports.decide(existing.id, { action, ground, facts, decidedAt: at });
        if (!decided) throw reportDecided();
        if (action === 'hide_profile' || action === 'suspend') {
          // A suspension outranks a hidden profile; hiding a suspended member leaves them suspended.
          const moderation =
            action === 'suspend' || target?.moderation === 'suspended' ? 'suspended' : 'hidden';
          await tx.members.restrict(existing.targetId, moderation);
        }
        const reportedOn = existing.createdAt;
        if (target && target.erasedAt === null && action !== 'dismiss') {
          await queue(
            tx,
            site,
            target,
            STATEMENT_TEXTS,
            (language) => ({
              decision: STATEMENT_DECISIONS[language][action],
              facts: facts ?? '',
              ground: ground ?? '',
              date: dateIn(language, reportedOn),
              support: site.supportEmail,
              // A suspended member cannot log in to the complaints page: they appeal by e-mail.
              link: action === 'suspend' ? `mailto:${site.supportEmail}` : `${site.origin}/complaints`,
            }),
            `report-statement:${existing.id}`,
            at,
          );
        }
        if (reporter && reporter.erasedAt === null) {
          await queue(
            tx,
            site,
            reporter,
            OUTCOME_TEXTS,
            (language) => ({
              member: existing.snapshot.name as string,
              decision: OUTCOME_DECISIONS[language][action],
              date: dateIn(language, reportedOn),
              link: `${site.origin}/complaints`,
            }),
            `report-outcome:${existing.id}`,
            at,
          );
        }
      });
      // After the commit: the sessions end and no cached lookup serves them any more.
      if (action === 'suspend') {
        await auth.revokeOtherSessions(existing.targetId, null, at);
        sessionsEnded(existing.targetId);
      }
      jobsQueued();
      const row = await reports.byId(existing.id);
      if (!row) throw notFound('This report could not be found.');
      return operatorReportView(row);
    },

    async reinstate(site: ReportSite, body: ReinstatementRequest): Promise<ReinstatementResponse> {
      const problems: Record<string, FieldProblem> = {};
      const facts = operatorText(body.facts, 'facts', problems);
      if (facts === null) {
        problems.facts ??= {
          code: 'required',
          message: 'Lifting a restriction needs the facts: the member reads why.',
        };
        throw validationFailed(problems);
      }
      const member = await members.byId(body.member);
      if (!member || member.siteId !== site.id) throw notFound('This member could not be found.');
      const lifted = member.moderation;
      if (lifted === null) throw notRestricted();
      const at = now();
      await transaction(async (tx) => {
        // Lifts only the restriction read above: a parallel call, or a decision meanwhile, finds none.
        if (!(await tx.members.lift(member.id, lifted))) throw notRestricted();
        if (member.erasedAt !== null) return;
        await queue(
          tx,
          site,
          member,
          REINSTATED_TEXTS,
          (language) => ({
            decision: REINSTATED_DECISIONS[language][lifted],
            facts,
            support: site.supportEmail,
            link: site.origin,
          }),
          `report-reinstated:${member.id}:${at.toISOString()}`,
          at,
        );
      });
      jobsQueued();
      return { member: { id: member.id, name: member.name, lifted, moderation: null } };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
