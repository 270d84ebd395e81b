/**
 * Web Push: the browsers' subscriptions and the notifications sent to them.
 *
 * Subscriptions (POST /api/user.php?push=1): a browser's subscription is stored for the member and bound to
 * the session that sent it (it ends with that session); an endpoint is one browser, so storing it again moves
 * it. A member keeps PUSH_SUBSCRIPTIONS_PER_MEMBER browsers, the newest. `'denied'` records the refusal.
 *
 * Sending, through the durable job queue: queueNotification (features/notifications) queues a `push` job
 * next to the mail's, at once and keyed `push:<the event's key>`, so each event is pushed once. The job
 * checks from the database whether the push is still wanted (member confirmed and not leaving, push switch
 * on, the message still unread, the like still there) and fans out one `push.delivery` job per live
 * subscription, so a failing browser is retried alone. A delivery: 2xx done; 404 or 410 the browser
 * unsubscribed, its subscription is deleted; 429, 5xx or a network failure retried with the queue's backoff;
 * any other answer is logged and dropped (retrying would get the same).
 *
 * The payload names the kind and the other member, never what was written (see push-texts.ts).
 */
import {
  ERROR_CODES,
  LANGUAGES,
  PUSH_PREFERENCE_DEFAULTS,
  PUSH_SUBSCRIPTIONS_PER_MEMBER,
  SESSION_IDLE_TIMEOUT_DAYS,
  effectivePreferences,
  type Language,
  type PushPayload,
  type PushPreference,
  type PushSubscriptionRequest,
  type PushSubscriptionResponse,
} from 'contract';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRepository, MemberRecord, Repositories } from '../../db/repositories/index.js';
import type { JobHandler } from '../../jobs/worker.js';
import { ApiHttpError } from '../../lib/http-error.js';
import type { NotificationEvent } from '../notifications/notification-service.js';
import type { EndpointPolicy } from './endpoint-policy.js';
import { pushText } from './push-texts.js';
import { fetchTransport, pushRequest, type PushTransport, type VapidDetails } from './web-push-sender.js';

export const PUSH_JOB = 'push';
export const PUSH_DELIVERY_JOB = 'push.delivery';

const HOUR_S = 3_600;
/** A notification older than a day is news no more: the push service drops it for a browser offline longer. */
const PUSH_TTL_SECONDS = 24 * HOUR_S;
const IDLE_MS = SESSION_IDLE_TIMEOUT_DAYS * 24 * HOUR_S * 1000;

/** The events that are pushed (reminders and weekly updates are mails only). */
export type PushEvent = Extract<NotificationEvent, { type: PushPayload['type'] }>;

const PUSH_TYPES: ReadonlySet<string> = new Set<PushPayload['type']>([
  'new_conversation',
  'new_message',
  'like',
  'match',
]);

export const isPushEvent = (event: NotificationEvent): event is PushEvent => PUSH_TYPES.has(event.type);

const PREFERENCE_OF: Record<PushEvent['type'], PushPreference> = {
  new_conversation: 'new_conversations',
  new_message: 'new_messages',
  like: 'like',
  match: 'like',
};

/**
 * Queues the push of an event (in the transaction of the change, next to its mail). At once: unlike the mail,
 * a push is for a member who may be on the site in another tab or on the phone right now.
 */
export async function queuePush(
  jobs: JobRepository,
  event: PushEvent,
  eventKey: string,
  now: Date,
): Promise<void> {
  await jobs.enqueue(
    { kind: PUSH_JOB, key: `push:${eventKey}`, payload: event, runAt: now, maxAttempts: 5 },
    now,
  );
}

interface DeliveryPayload {
  subscriptionId: number;
  memberId: number;
  message: PushPayload;
}

export interface PushServiceDeps {
  repositories: Repositories;
  policy: EndpointPolicy;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: one pair for every site; null: each site's own. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** VAPID_SUBJECT; null: `mailto:` and the site's support address. */
  vapidSubject: string | null;
  transport?: PushTransport;
  jobsQueued: () => void;
  now: () => Date;
  log?: FastifyBaseLogger;
}

const languageOf = (member: MemberRecord): Language =>
  (LANGUAGES as readonly string[]).includes(member.language) ? (member.language as Language) : 'en';

export function createPushService(deps: PushServiceDeps) {
  const { repositories, policy, vapidKeys, vapidSubject, jobsQueued, now, log } = deps;
  const transport = deps.transport ?? fetchTransport;
  const idleSince = (at: Date) => new Date(at.getTime() - IDLE_MS);

  /** What the member is told, or null when the push is no longer wanted. */
  async function messageFor(
    event: PushEvent,
  ): Promise<{ member: MemberRecord; message: PushPayload } | null> {
    const member = await repositories.members.byId(event.memberId);
    if (!member || member.deletedAt || member.erasedAt || member.status !== 'confirmed') return null;
    if (!effectivePreferences(PUSH_PREFERENCE_DEFAULTS, member.pushPreferences)[PREFERENCE_OF[event.type]]) {
      return null;
    }
    const from = await repositories.members.byId(event.fromId);
    if (!from || from.deletedAt || from.siteId !== member.siteId) return null;
    const { notifications } = repositories;
    switch (event.type) {
      case 'new_conversation':
      case 'new_message': {
        // Read already (in another tab, or the member answered): nothing to announce.
        const lastRead = await notifications.lastReadId(member.id, event.conversationId);
        if (lastRead === null) return null;
        if (event.type === 'new_message' && lastRead >= event.messageId) return null;
        break;
      }
      case 'like':
      case 'match':
        if (!(await notifications.likeExists(from.id, member.id))) return null;
        break;
    }
    const site = await repositories.push.siteVapid(member.siteId);
    if (!site) return null;
    const [unread, likers] = await Promise.all([
      notifications.totalUnread(member.id),
      repositories.likes.likersOf(member.id),
    ]);
    const toChat = event.type !== 'like';
    return {
      member,
      message: {
        type: event.type,
        title: site.name,
        body: pushText(event.type, languageOf(member), from.name),
        url: toChat ? `/members/${from.id}/chat` : `/members/${from.id}`,
        tag: toChat ? `chat-${from.id}` : `like-${from.id}`,
        badge_count: unread + likers.filter((liker) => liker.isNew).length,
      },
    };
  }

  async function vapidOf(siteId: number): Promise<VapidDetails | null> {
    const site = await repositories.push.siteVapid(siteId);
    if (!site) return null;
    return {
      subject: vapidSubject ?? `mailto:${site.supportEmail}`,
      publicKey: vapidKeys?.publicKey ?? site.publicKey,
      privateKey: vapidKeys?.privateKey ?? site.privateKey,
    };
  }

  const pushHandler: JobHandler = {
    maxAttempts: 5,
    async run(payload, { job, now: at, finish }) {
      const wanted = await messageFor(payload as PushEvent);
      if (!wanted) return;
      const subscriptions = await repositories.push.liveForMember(wanted.member.id, at, idleSince(at));
      if (subscriptions.length === 0) return;
      // Queued with this job's done mark: each browser gets the event once, whichever worker runs it.
      await finish(async (tx) => {
        for (const subscription of subscriptions) {
          const delivery: DeliveryPayload = {
            subscriptionId: subscription.id,
            memberId: wanted.member.id,
            message: wanted.message,
          };
          await tx.jobs.enqueue(
            {
              kind: PUSH_DELIVERY_JOB,
              key: `${job.key}:${subscription.id}`,
              payload: delivery as unknown as Record<string, unknown>,
              runAt: at,
              maxAttempts: deliveryHandler.maxAttempts,
            },
            at,
          );
        }
      });
      jobsQueued();
    },
  };

  const deliveryHandler: JobHandler = {
    maxAttempts: 6,
    async run(payload, { now: at }) {
      const { subscriptionId, memberId, message } = payload as unknown as DeliveryPayload;
      // The session may have ended, or the endpoint moved to another member, since the fan-out.
      const subscription = await repositories.push.liveById(subscriptionId, at, idleSince(at));
      if (!subscription || subscription.memberId !== memberId) return;
      const vapid = await vapidOf(subscription.siteId);
      if (!vapid) return;
      const request = pushRequest({
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        payload: JSON.stringify(message),
        vapid,
        ttlSeconds: PUSH_TTL_SECONDS,
        urgency: message.type === 'new_message' || message.type === 'new_conversation' ? 'high' : 'normal',
        topic: message.tag,
      });
      const { status } = await transport(request);
      if (status >= 200 && status < 300) return;
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it will never take a message again.
        await repositories.push.remove(subscription.id);
        return;
      }
      if (status === 429 || status >= 500) throw new Error(`push service answered ${status}`);
      log?.warn({ status, subscription: subscription.id }, 'push service refused the message; not retried');
    },
  };

  return {
    jobHandlers: {
      [PUSH_JOB]: pushHandler,
      [PUSH_DELIVERY_JOB]: deliveryHandler,
    } satisfies Record<string, JobHandler>,

    /** POST /api/user.php?push=1 for the session's member on their own site. */
    async update(
      member: MemberRecord,
      sessionId: number,
      request: PushSubscriptionRequest,
    ): Promise<PushSubscriptionResponse> {
      const { subscription } = request;
      if (subscription === 'denied') {
        await repositories.push.markDenied(member.id, now());
        return { push: 'denied' };
      }
      if (subscription === false) {
        if (request.endpoint !== undefined) await repositories.push.removeOwn(member.id, request.endpoint);
        return { push: 'unsubscribed' };
      }
      const refusal = policy.refusal(subscription);
      if (refusal !== null) {
        throw new ApiHttpError(400, ERROR_CODES.validationFailed, refusal, { subscription: refusal });
      }
      await repositories.transaction((tx) =>
        tx.push.save(
          {
            siteId: member.siteId,
            memberId: member.id,
            sessionId,
            endpoint: subscription.endpoint,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
          },
          PUSH_SUBSCRIPTIONS_PER_MEMBER,
          now(),
        ),
      );
      return { push: 'subscribed' };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
