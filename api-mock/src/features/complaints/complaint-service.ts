/**
 * Complaints: a logged-in member files one about a member, a payment or the service, and sees their own.
 *
 * `file` checks every field at once (400 validation_failed with field codes, see COMPLAINT_FIELD_CODES):
 * the message (COMPLAINT_MESSAGE_MIN..MAX characters after trimming, line breaks and tabs allowed, other
 * control characters and lone surrogate halves refused); the member it is about (required for 'member', or
 * taken from the conversation): of the complainer's site, not the complainer, and one they may know of
 * (see ComplaintRepository.knowableMember; blocked members included, since a complaint usually follows a
 * block); the conversation: one the complainer takes part in (with the member, when both are named); the
 * order: the complainer's own. Whatever is named is checked and kept, whatever the category.
 *
 * Then, in one transaction under the member's lock (parallel filings cannot pass the limit together): at
 * most COMPLAINTS_PER_DAY per rolling 24 hours (429 rate_limited with `seconds`), the complaint stored with
 * a fresh reference (drawn again on the rare clash), and two mails queued: the confirmation with the
 * reference to the member, in their language, and the notice with the details to the site's support
 * address, in the site's language, so customer service gets every complaint without another tool.
 */
import { randomInt } from 'node:crypto';
import {
  COMPLAINT_FIELD_CODES,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_MESSAGE_MIN,
  COMPLAINT_MESSAGES,
  COMPLAINT_REFERENCE_ALPHABET,
  COMPLAINT_REFERENCE_LENGTH,
  COMPLAINTS_LIST_MAX,
  COMPLAINTS_PER_DAY,
  ERROR_CODES,
  hasForbiddenCharacters,
  isBlankText,
  LANGUAGES,
  type Complaint,
  type ComplaintRequest,
  type ComplaintResponse,
  type ComplaintsResponse,
  type Language,
} from 'contract';
import type {
  ComplaintListRow,
  ComplaintRepository,
  MemberRecord,
  OrderRepository,
  Repositories,
} from '../../db/repositories/index.js';
import { ApiHttpError, validationFailed, type FieldProblem } from '../../lib/http-error.js';
import { enqueueMail } from '../mail/mail-queue.js';
import { renderMailText } from '../mail/templates.js';
import { CATEGORY_NAMES, CONFIRMATION_TEXTS, SUPPORT_NOTICE_TEXTS } from './complaint-mail.js';

const DAY = 24 * 60 * 60 * 1000;
/** Draws of a reference before giving up: with 31^8 references a second draw is already very rare. */
const REFERENCE_DRAWS = 5;

/** What the service needs of the request's site. */
export interface ComplaintSite {
  id: number;
  name: string;
  domain: string;
  /** The site's language setting ('de_DE'): the support notice is written in it. */
  domainLanguage: string;
  supportEmail: string;
  /** Where the confirmation's link to the complaints page points. */
  origin: string;
}

export interface ComplaintServiceDeps {
  complaints: ComplaintRepository;
  orders: Pick<OrderRepository, 'ownOrder'>;
  transaction: Repositories['transaction'];
  /** Wakes the job worker once the mails are committed. */
  jobsQueued: () => void;
  now: () => Date;
  /** Draws a reference; tests inject a sequence to make references clash. */
  newReference?: () => string;
}

/** 'C-' and COMPLAINT_REFERENCE_LENGTH letters of the unambiguous alphabet, from the CSPRNG. */
export function newComplaintReference(): string {
  let letters = '';
  for (let i = 0; i < COMPLAINT_REFERENCE_LENGTH; i += 1) {
    letters += COMPLAINT_REFERENCE_ALPHABET[randomInt(COMPLAINT_REFERENCE_ALPHABET.length)];
  }
  return `C-${letters}`;
}

type Code = (typeof COMPLAINT_FIELD_CODES)[keyof typeof COMPLAINT_FIELD_CODES];
const problem = (code: Code): FieldProblem => ({ code, message: COMPLAINT_MESSAGES[code] });

/** The message to store (trimmed), or its problem. */
function checkMessage(text: string): { ok: true; text: string } | { ok: false; problem: FieldProblem } {
  if (isBlankText(text)) return { ok: false, problem: problem(COMPLAINT_FIELD_CODES.messageTooShort) };
  if (hasForbiddenCharacters(text)) {
    return { ok: false, problem: problem(COMPLAINT_FIELD_CODES.controlCharacters) };
  }
  const trimmed = text.trim();
  const length = [...trimmed].length;
  if (length < COMPLAINT_MESSAGE_MIN)
    return { ok: false, problem: problem(COMPLAINT_FIELD_CODES.messageTooShort) };
  if (length > COMPLAINT_MESSAGE_MAX)
    return { ok: false, problem: problem(COMPLAINT_FIELD_CODES.messageTooLong) };
  return { ok: true, text: trimmed };
}

const tooMany = (seconds: number) =>
  new ApiHttpError(
    429,
    ERROR_CODES.rateLimited,
    COMPLAINT_MESSAGES.rateLimited,
    undefined,
    { seconds },
    { 'retry-after': String(seconds) },
  );

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
/** 'de_DE' -> 'de' when supported, else English. */
const languageOf = (value: string): Language => {
  const code = value.slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : 'en';
};

export function complaintView(row: ComplaintListRow): Complaint {
  return {
    id: row.id,
    reference: row.reference,
    category: row.category as Complaint['category'],
    member: row.aboutMemberId === null ? null : { id: row.aboutMemberId, name: row.aboutMemberName },
    conversation: row.conversationId,
    order: row.orderId,
    message: row.message,
    status: row.status as Complaint['status'],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createComplaintService(deps: ComplaintServiceDeps) {
  const { complaints, orders, transaction, jobsQueued, now } = deps;
  const draw = deps.newReference ?? newComplaintReference;

  /** The complaint's references, checked; every problem at once. */
  async function checkReferences(member: MemberRecord, siteId: number, body: ComplaintRequest) {
    const problems: Record<string, FieldProblem> = {};
    let aboutMemberId = body.member ?? null;
    let conversationId: number | null = null;
    let aboutMemberName: string | null = null;

    if (body.conversation !== undefined) {
      const conversation = await complaints.ownConversation(member.id, body.conversation);
      if (!conversation) problems.conversation = problem(COMPLAINT_FIELD_CODES.conversationUnknown);
      else if (aboutMemberId !== null && conversation.otherId !== aboutMemberId) {
        problems.conversation = problem(COMPLAINT_FIELD_CODES.conversationOtherMember);
      } else {
        conversationId = conversation.id;
        if (body.category === 'member') aboutMemberId ??= conversation.otherId;
      }
    }

    if (aboutMemberId === null) {
      if (body.category === 'member' && !problems.conversation) {
        problems.member = problem(COMPLAINT_FIELD_CODES.memberRequired);
      }
    } else if (aboutMemberId === member.id) {
      problems.member = problem(COMPLAINT_FIELD_CODES.memberSelf);
    } else {
      const target = await complaints.knowableMember(member.id, aboutMemberId, siteId);
      if (!target) problems.member = problem(COMPLAINT_FIELD_CODES.memberUnknown);
      else aboutMemberName = target.name;
    }

    let orderId: number | null = null;
    if (body.order !== undefined) {
      const order = await orders.ownOrder(member.id, body.order);
      if (!order) problems.order = problem(COMPLAINT_FIELD_CODES.orderUnknown);
      else orderId = order.id;
    }
    return { problems, aboutMemberId, aboutMemberName, conversationId, orderId };
  }

  /** The two mails of a new complaint, queued in its transaction. */
  async function queueMails(
    tx: Repositories,
    member: MemberRecord,
    site: ComplaintSite,
    row: ComplaintListRow,
    at: Date,
  ) {
    const from = { siteId: site.id, fromName: site.name, fromAddress: `no-reply@${site.domain}` };
    const category = row.category as Complaint['category'];

    const language = isLanguage(member.language) ? member.language : 'en';
    const confirmation = renderMailText(CONFIRMATION_TEXTS[language], language, {
      site: site.name,
      name: member.name,
      link: `${site.origin}/complaints`,
      reference: row.reference,
      category: CATEGORY_NAMES[language][category],
      support: site.supportEmail,
    });
    await enqueueMail(
      tx.jobs,
      { ...from, to: member.email, ...confirmation },
      `complaint:${row.reference}`,
      at,
    );

    // A site without a support address has nobody to tell (the complaint is stored and listed all the same).
    if (!site.supportEmail.includes('@')) return;
    const siteLanguage = languageOf(site.domainLanguage);
    const texts = SUPPORT_NOTICE_TEXTS[siteLanguage];
    const details = [
      `${texts.aboutMember}: ${row.aboutMemberId === null ? '-' : `${row.aboutMemberName ?? ''} (${row.aboutMemberId})`}`,
      `${texts.conversation}: ${row.conversationId ?? '-'}`,
      `${texts.order}: ${row.orderId ?? '-'}`,
      '',
      `${texts.message}:`,
      row.message,
    ].join('\n');
    const notice = renderMailText(texts, siteLanguage, {
      site: site.name,
      name: member.name,
      email: member.email,
      member_id: String(member.id),
      reference: row.reference,
      category: CATEGORY_NAMES[siteLanguage][category],
      details,
      link: `mailto:${member.email}?subject=${encodeURIComponent(`${site.name} ${row.reference}`)}`,
    });
    // The details are several lines (the message as written): kept as lines in the HTML part too. Every
    // value was HTML-escaped, and the layout itself has no line breaks, so only the text's breaks change.
    const html = notice.html.replaceAll('\n', '<br>');
    await enqueueMail(
      tx.jobs,
      { ...from, to: site.supportEmail, ...notice, html },
      `complaint-support:${row.reference}`,
      at,
    );
  }

  return {
    async file(
      member: MemberRecord,
      site: ComplaintSite,
      body: ComplaintRequest,
    ): Promise<ComplaintResponse> {
      const message = checkMessage(body.message);
      const checked = await checkReferences(member, site.id, body);
      if (!message.ok) checked.problems.message = message.problem;
      if (Object.keys(checked.problems).length > 0) throw validationFailed(checked.problems);
      const text = message.ok ? message.text : '';

      const at = now();
      const row = await transaction(async (tx) => {
        await tx.complaints.lockMember(member.id);
        const filed = await tx.complaints.filedSince(member.id, new Date(at.getTime() - DAY));
        if (filed.count >= COMPLAINTS_PER_DAY) {
          const freeAt = (filed.oldest ?? at).getTime() + DAY;
          throw tooMany(Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)));
        }
        for (let drawn = 0; drawn < REFERENCE_DRAWS; drawn += 1) {
          const inserted = await tx.complaints.insert({
            siteId: site.id,
            memberId: member.id,
            reference: draw(),
            category: body.category,
            aboutMemberId: checked.aboutMemberId,
            conversationId: checked.conversationId,
            orderId: checked.orderId,
            message: text,
            createdAt: at,
            updatedAt: at,
          });
          if (inserted) {
            const filedRow = { ...inserted, aboutMemberName: checked.aboutMemberName };
            await queueMails(tx, member, site, filedRow, at);
            return filedRow;
          }
        }
        throw new Error(`no free complaint reference after ${REFERENCE_DRAWS} draws`);
      });
      jobsQueued();
      return { complaint: complaintView(row) };
    },

    async list(member: MemberRecord): Promise<ComplaintsResponse> {
      const rows = await complaints.listOwn(member.id, COMPLAINTS_LIST_MAX);
      return { complaints: rows.map(complaintView) };
    },
  };
}

export type ComplaintService = ReturnType<typeof createComplaintService>;
