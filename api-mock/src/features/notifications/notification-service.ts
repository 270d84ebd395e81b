/**
 * Notification settings and the notification mails.
 *
 * Settings: the member's e-mail and push switches (a switch never set takes the contract's default) and the
 * reasons the site stopped mailing them (`notifications_disabled`):
 * - `bounce` (the provider reports the address unreachable) and `fbl` (marked as spam): no notification mail
 *   at all while set. `bounce` is cleared by confirming the address again (the link of a confirmation mail);
 *   `fbl` by switching an e-mail on.
 * - `listunsubscribe` (the one-click unsubscribe of a mail, RFC 8058): that e-mail is switched off; switching
 *   an e-mail on clears it.
 *
 * Mails: a change that should notify someone queues a `notification` job in its own transaction (or right
 * after its one-statement commit, see chat-service); the job decides when it runs - from the database only,
 * so any instance may run it - whether the mail is still wanted (switch on, no bounce or fbl, the message still
 * unread and the member away, the like still there) and then queues the mail job under the same key, which
 * makes each mail once, however often or wherever it is triggered.
 */
import {
  EMAIL_PREFERENCE_DEFAULTS,
  ERROR_CODES,
  LANGUAGES,
  MESSAGE_MAIL_DELAY_MINUTES,
  PUSH_PREFERENCE_DEFAULTS,
  UNSUBSCRIBE_PAGE_PATH,
  effectivePreferences,
  genderLookedFor,
  type EmailPreference,
  type Language,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type NotificationsDisabledReason,
} from 'contract';
import type { FastifyBaseLogger } from 'fastify';
import type {
  JobRepository,
  MemberRecord,
  Repositories,
  StoredNotificationState,
} from '../../db/repositories/index.js';
import { ApiHttpError, notFound } from '../../lib/http-error.js';
import type { JobHandler, PeriodicJob } from '../../jobs/worker.js';
import { siteLinkOrigin } from '../account/request-context.js';
import { enqueueMail } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { renderMailText } from '../mail/templates.js';
import type { ResolvedSite, SiteDirectory } from '../sites/site-directory.js';
import { isPushEvent, queuePush } from '../push/push-service.js';
import type { LinkSigner } from './link-tokens.js';
import { NOTIFICATION_MAIL_TEXTS, UNSUBSCRIBE_TEXTS, type NotificationMailKind } from './mail-texts.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const NOTIFICATION_JOB = 'notification';
/** Unread messages older than a day, of a member not seen for a day, are reminded of (once per newest one). */
export const UNREAD_REMINDER_JOB = 'notify.unread_reminders';
export const UNREAD_REMINDER_EVERY_MS = 6 * HOUR;
export const UNREAD_REMINDER_AFTER_MS = DAY;
/** New members nearby, once a week per member. */
export const WEEKLY_UPDATE_JOB = 'notify.weekly_updates';
export const WEEKLY_UPDATE_EVERY_MS = 7 * DAY;
/** The address confirmation link's lifetime, and how often it may be mailed (one per member per hour). */
const CONFIRMATION_VALID_MS = 7 * DAY;
const CONFIRMATION_MAIL_EVERY_MS = HOUR;
/** Periodic fan-outs read members in pages of this size. */
const PAGE = 500;

export const NOTIFICATION_PERIODIC_JOBS: PeriodicJob[] = [
  { kind: UNREAD_REMINDER_JOB, everyMs: UNREAD_REMINDER_EVERY_MS },
  { kind: WEEKLY_UPDATE_JOB, everyMs: WEEKLY_UPDATE_EVERY_MS },
];

/** What a notification job mails about; the member is the recipient. */
export type NotificationEvent =
  | { type: 'new_conversation'; memberId: number; fromId: number; conversationId: number }
  | {
      type: 'new_message';
      memberId: number;
      fromId: number;
      conversationId: number;
      /** The first message of the unread stretch, and the recipient's read position when it came. */
      messageId: number;
      readUpTo: number;
      sentAt: string;
    }
  | { type: 'like' | 'match'; memberId: number; fromId: number }
  | { type: 'unread_reminder'; memberId: number; latestUnreadId: number }
  | { type: 'weekly_update'; memberId: number; period: number };

const PREFERENCE_OF: Record<NotificationEvent['type'], EmailPreference> = {
  new_conversation: 'new_conversations',
  new_message: 'new_messages',
  like: 'like',
  match: 'like',
  unread_reminder: 'unread_message_reminders',
  weekly_update: 'weekly_updates',
};

/** The job key of an event: one mail per conversation, unread stretch, like, match, reminder or week. */
function keyOf(event: NotificationEvent): string {
  switch (event.type) {
    case 'new_conversation':
      return `conversation:${event.conversationId}:${event.memberId}`;
    case 'new_message':
      return `message:${event.conversationId}:${event.memberId}:${event.readUpTo}`;
    case 'like':
    case 'match':
      return `${event.type}:${event.fromId}:${event.memberId}`;
    case 'unread_reminder':
      return `unread:${event.memberId}:${event.latestUnreadId}`;
    case 'weekly_update':
      return `weekly:${event.memberId}:${event.period}`;
  }
}

/**
 * Queues a notification (call it in the transaction of the change that causes it). A new message waits
 * MESSAGE_MAIL_DELAY_MINUTES: only then is it known whether the member read it or was away. A new
 * conversation, message, like or match is pushed to the member's browsers too, at once.
 */
export async function queueNotification(
  jobs: JobRepository,
  event: NotificationEvent,
  now: Date,
): Promise<void> {
  const runAt =
    event.type === 'new_message' ? new Date(now.getTime() + MESSAGE_MAIL_DELAY_MINUTES * MINUTE) : now;
  await jobs.enqueue(
    {
      kind: NOTIFICATION_JOB,
      key: `${NOTIFICATION_JOB}:${keyOf(event)}`,
      payload: event,
      runAt,
      maxAttempts: 5,
    },
    now,
  );
  // The browsers' push of the same event, under the same key (features/push).
  if (isPushEvent(event)) await queuePush(jobs, event, keyOf(event), now);
}

export interface NotificationServiceDeps {
  repositories: Repositories;
  directory: SiteDirectory;
  /** Null (production without MAIL_LINK_SECRET): no notification mail is sent, none could be unsubscribed. */
  signer: LinkSigner | null;
  links: { siteUrlTemplate: string; port: number };
  jobsQueued: () => void;
  now: () => Date;
  log?: FastifyBaseLogger;
}

const languageOf = (member: MemberRecord): Language =>
  (LANGUAGES as readonly string[]).includes(member.language) ? (member.language as Language) : 'en';

function toSettings(state: StoredNotificationState): NotificationSettings {
  return {
    email: effectivePreferences(EMAIL_PREFERENCE_DEFAULTS, state.emailPreferences),
    push: effectivePreferences(PUSH_PREFERENCE_DEFAULTS, state.pushPreferences),
    notifications_disabled: state.notificationsDisabled.filter(
      (reason): reason is NotificationsDisabledReason =>
        ['fbl', 'bounce', 'listunsubscribe'].includes(reason),
    ),
  };
}

export function createNotificationService(deps: NotificationServiceDeps) {
  const { repositories, directory, signer, links, jobsQueued, now, log } = deps;
  const { notifications } = repositories;

  async function siteOf(siteId: number): Promise<{ site: ResolvedSite; origin: string } | null> {
    const domain = await notifications.siteDomain(siteId);
    if (domain === null) return null;
    const site = await directory.resolve(domain);
    if (site.id !== siteId) return null;
    return { site, origin: await siteLinkOrigin(links.siteUrlTemplate, site, directory, links.port) };
  }

  async function settingsOf(memberId: number): Promise<NotificationSettings> {
    const state = await notifications.state(memberId);
    if (!state) throw notFound();
    return toSettings(state);
  }

  /** The mail of one notification, with its one-click unsubscribe (headers and a link in the body). */
  function composeMail(
    member: MemberRecord,
    where: { site: ResolvedSite; origin: string },
    kind: NotificationMailKind,
    values: Record<string, string>,
    path: string,
    preference: EmailPreference | null,
  ): OutgoingMail {
    const language = languageOf(member);
    const { settings } = where.site;
    const rendered = renderMailText(NOTIFICATION_MAIL_TEXTS[kind][language], language, {
      ...values,
      site: settings.name,
      name: member.name,
      link: `${where.origin}${path}`,
    });
    const mail: OutgoingMail = {
      siteId: where.site.id,
      fromName: settings.name,
      fromAddress: `no-reply@${settings.domain}`,
      to: member.email,
      ...rendered,
    };
    if (preference === null || signer === null) return mail;
    const token = signer.unsubscribeToken(member.id, preference);
    const pageLink = `${where.origin}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`;
    const label = UNSUBSCRIBE_TEXTS[language];
    const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return {
      ...mail,
      text: `${mail.text}\n${label}:\n${pageLink}\n`,
      html: mail.html.replace(
        '</body>',
        `<p style="color:#555;font-size:smaller"><a href="${escapeHtml(pageLink)}">${escapeHtml(label)}</a></p></body>`,
      ),
      headers: {
        'List-Unsubscribe': `<${where.origin}/api/unsubscribe.php?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /** What the mail of a due notification is, or null when it is no longer wanted. */
  async function mailFor(event: NotificationEvent, at: Date): Promise<OutgoingMail | null> {
    if (signer === null) {
      log?.warn({ event: event.type }, 'MAIL_LINK_SECRET is not set: notification mail not sent');
      return null;
    }
    const member = await repositories.members.byId(event.memberId);
    if (!member || member.deletedAt || member.erasedAt || member.status !== 'confirmed') return null;
    if (member.notificationsDisabled.some((reason) => reason === 'bounce' || reason === 'fbl')) return null;
    const preference = PREFERENCE_OF[event.type];
    if (!effectivePreferences(EMAIL_PREFERENCE_DEFAULTS, member.emailPreferences)[preference]) return null;
    const where = await siteOf(member.siteId);
    if (!where) return null;
    const other = async (id: number) => {
      const found = await repositories.members.byId(id);
      return found && !found.deletedAt && found.siteId === member.siteId ? found : null;
    };
    switch (event.type) {
      case 'new_conversation': {
        const from = await other(event.fromId);
        if (!from) return null;
        return composeMail(
          member,
          where,
          'new_conversation',
          { from: from.name },
          `/members/${from.id}/chat`,
          preference,
        );
      }
      case 'new_message': {
        // Away: the message is still unread, and no request of the member since it arrived.
        const lastRead = await notifications.lastReadId(member.id, event.conversationId);
        if (lastRead === null || lastRead >= event.messageId) return null;
        const seen = await notifications.lastSeenAt(member.id);
        if (seen && seen >= new Date(event.sentAt)) return null;
        const from = await other(event.fromId);
        if (!from) return null;
        return composeMail(
          member,
          where,
          'new_message',
          { from: from.name },
          `/members/${from.id}/chat`,
          preference,
        );
      }
      case 'like':
      case 'match': {
        const from = await other(event.fromId);
        if (!from || !(await notifications.likeExists(from.id, member.id))) return null;
        const path = event.type === 'match' ? `/members/${from.id}/chat` : `/members/${from.id}`;
        return composeMail(member, where, event.type, { from: from.name }, path, preference);
      }
      case 'unread_reminder': {
        const count = await notifications.totalUnread(member.id);
        if (count === 0) return null;
        return composeMail(member, where, 'unread_reminder', { count: String(count) }, '/chats', preference);
      }
      case 'weekly_update': {
        const nearby = await notifications.newMembersNearby({
          memberId: member.id,
          siteId: member.siteId,
          country: member.country,
          gender: genderLookedFor(member.gender, member.sexuality),
          since: new Date(at.getTime() - WEEKLY_UPDATE_EVERY_MS),
          limit: 3,
        });
        if (nearby.count === 0) return null;
        return composeMail(
          member,
          where,
          'weekly_update',
          { count: String(nearby.count), names: nearby.names.join(', ') },
          '/members',
          preference,
        );
      }
    }
  }

  const notificationHandler: JobHandler = {
    maxAttempts: 5,
    async run(payload, { job, now: at, finish }) {
      const mail = await mailFor(payload as NotificationEvent, at);
      if (!mail) return;
      // The mail job carries this job's key: queued once, in one transaction with this job's done mark.
      await finish((tx) => enqueueMail(tx.jobs, mail, job.key, at));
    },
  };

  const unreadReminders: JobHandler = {
    maxAttempts: 3,
    async run(_payload, { now: at }) {
      for (let afterId = 0; ; ) {
        const page = await notifications.unreadReminderCandidates({
          unreadBefore: new Date(at.getTime() - UNREAD_REMINDER_AFTER_MS),
          notSeenSince: new Date(at.getTime() - UNREAD_REMINDER_AFTER_MS),
          afterId,
          limit: PAGE,
        });
        for (const candidate of page) {
          await queueNotification(repositories.jobs, { type: 'unread_reminder', ...candidate }, at);
        }
        if (page.length < PAGE) break;
        afterId = page[page.length - 1]!.memberId;
      }
    },
  };

  const weeklyUpdates: JobHandler = {
    maxAttempts: 3,
    async run(_payload, { now: at }) {
      const period = Math.floor(at.getTime() / WEEKLY_UPDATE_EVERY_MS);
      for (let afterId = 0; ; ) {
        const page = await notifications.mailableMembers(afterId, PAGE);
        for (const memberId of page) {
          await queueNotification(repositories.jobs, { type: 'weekly_update', memberId, period }, at);
        }
        if (page.length < PAGE) break;
        afterId = page[page.length - 1]!;
      }
    },
  };

  return {
    jobHandlers: {
      [NOTIFICATION_JOB]: notificationHandler,
      [UNREAD_REMINDER_JOB]: unreadReminders,
      [WEEKLY_UPDATE_JOB]: weeklyUpdates,
    } satisfies Record<string, JobHandler>,

    settings: (member: MemberRecord) => settingsOf(member.id),

    /** Changes the given switches; switching an e-mail on clears `fbl` and `listunsubscribe`. */
    async update(member: MemberRecord, update: NotificationSettingsUpdate): Promise<NotificationSettings> {
      const email = update.email ?? {};
      const switchedOn = Object.values(email).some((value) => value === true);
      const state = await notifications.update(member.id, {
        email,
        push: update.push ?? {},
        clear: switchedOn ? ['fbl', 'listunsubscribe'] : [],
      });
      if (!state) throw notFound();
      return toSettings(state);
    },

    /**
     * The one-click unsubscribe: the token's e-mail is switched off and `listunsubscribe` recorded. Only on the
     * member's own site; a forged or altered token is 404 like an unknown one.
     */
    async unsubscribe(token: string, siteId: number): Promise<{ preference: EmailPreference }> {
      const read = signer?.readUnsubscribeToken(token) ?? null;
      if (!read) throw notFound('This unsubscribe link is not valid.');
      const member = await repositories.members.byId(read.memberId);
      if (!member || member.siteId !== siteId || member.erasedAt) {
        throw notFound('This unsubscribe link is not valid.');
      }
      await notifications.switchOffWithReason(member.id, read.preference, 'listunsubscribe');
      return { preference: read.preference };
    },

    /** A provider's report: `bounce` or `fbl` for every member of the site with that address. */
    async mailEvent(event: { type: 'bounce' | 'complaint'; email: string }, siteId: number) {
      const reason = event.type === 'bounce' ? 'bounce' : 'fbl';
      const matched = await notifications.addReasonByEmail(siteId, event.email.trim().toLowerCase(), reason);
      log?.info({ reason, members: matched }, 'mail provider report recorded');
      return { matched: matched.length > 0 };
    },

    /**
     * Mails a link that confirms the member's address (the fix of `bounce`); at most one per member per
     * hour (the job key names the hour), so repeated or parallel clicks send one.
     */
    async sendConfirmation(member: MemberRecord): Promise<void> {
      if (signer === null)
        throw new ApiHttpError(503, ERROR_CODES.serviceUnavailable, 'Mail links are not configured.');
      if (!member.notificationsDisabled.includes('bounce')) return;
      const where = await siteOf(member.siteId);
      if (!where) throw notFound();
      const at = now();
      const token = signer.confirmationToken(
        member.id,
        member.email,
        new Date(at.getTime() + CONFIRMATION_VALID_MS),
      );
      const mail = composeMail(
        member,
        where,
        'address_confirmation',
        {},
        `/api/mail-confirm.php?token=${token}`,
        null,
      );
      const hour = Math.floor(at.getTime() / CONFIRMATION_MAIL_EVERY_MS);
      await repositories.transaction((tx) =>
        enqueueMail(tx.jobs, mail, `address-confirmation:${member.id}:${hour}`, at),
      );
      jobsQueued();
    },

    /** The confirmation link: clears `bounce` while the member still has the address it was sent to. */
    async confirmAddress(token: string): Promise<boolean> {
      const read =
        (await signer?.readConfirmationToken(
          token,
          async (id) => (await repositories.members.byId(id))?.email ?? null,
        )) ?? null;
      if (!read || read.expiresAt < now()) return false;
      return notifications.clearReasonForEmail(read.memberId, read.email, 'bounce');
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
