/**
 * One Web Push message to one browser: the `web-push` library signs the request (VAPID, RFC 8292) and
 * encrypts the payload for the subscription (aes128gcm, RFC 8291); the request itself goes out through a
 * transport, by default fetch. Not web-push's own sender: it speaks https only (a local push service in tests
 * listens on loopback http) and follows no redirect rule we chose.
 */
import webPush from 'web-push';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface PushMessage {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  payload: string;
  vapid: VapidDetails;
  /** Seconds the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** Messages with the same topic replace each other while waiting at the push service. */
  topic?: string;
}

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends the request and answers the push service's status; a network failure or time-out throws. */
export type PushTransport = (request: PushRequest) => Promise<{ status: number }>;

/** A push service answers at once; a slow one is retried later rather than holding the job worker. */
const SEND_TIMEOUT_MS = 10_000;

export const fetchTransport: PushTransport = async ({ endpoint, headers, body }) => {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers,
    body,
    // A push service never redirects; following one would send the request where the endpoint check never looked.
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return { status: response.status };
};

/** The signed, encrypted request of one message. */
export function pushRequest(message: PushMessage): PushRequest {
  const details = webPush.generateRequestDetails(
    { endpoint: message.endpoint, keys: message.keys },
    message.payload,
    {
      vapidDetails: message.vapid,
      TTL: message.ttlSeconds,
      urgency: message.urgency,
      contentEncoding: 'aes128gcm',
      ...(message.topic ? { topic: message.topic } : {}),
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length of the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  return { endpoint: details.endpoint, headers, body: details.body };
}
