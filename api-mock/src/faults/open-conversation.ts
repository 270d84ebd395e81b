/**
 * A recipient with one conversation open, as the chat client keeps it, following the chat socket's delivery
 * protocol: it remembers the last event seq it applied and reconnects with `?after=<seq>`; the first frame
 * of every socket is `resume`; an event with seq === lastSeq + 1 is applied, one at or below lastSeq is a
 * duplicate and ignored, one beyond lastSeq + 1 is a hole (reconnect from lastSeq); `reset` reloads the
 * conversation's messages (GET /api/messages.php) and continues from the resume's seq.
 *
 * What it records is what the member would have seen: each message id shown, in the order shown, and
 * whether a message was shown twice or after a newer one.
 */
import { CHAT_SOCKET_AFTER_PARAM, CHAT_SOCKET_PATH, SESSION_COOKIE } from 'contract';
import WebSocket from 'ws';
import { FAULTS_SITE_HOST, type ApiClient, type AnswerTally } from './api-client.js';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 4_000;
const RELOAD_RETRY_MS = 500;

interface Frame {
  type: string;
  seq?: number;
  reset?: boolean;
  message?: { id: number; conversation_id: number };
}

interface MessagesPage {
  messages: { id: number }[];
  has_more: boolean;
}

export interface OpenConversationOptions {
  member: { id: number; token: string };
  conversationId: number;
  /** Where the socket connects (the load balancer, or one instance). */
  socketOrigin: string;
  /** For reloads. */
  api: ApiClient;
  tally: AnswerTally;
}

export class OpenConversation {
  /** Message ids in the order they were shown. */
  readonly shown: number[] = [];
  private readonly shownIds = new Set<number>();
  private readonly shownByEvent = new Set<number>();
  private newestShown = 0;
  /** A message delivered by a second event (shown twice, as a client without merging would). */
  duplicates = 0;
  /** A message shown after a newer one of this conversation (live; a reload merges in id order). */
  reordered = 0;
  /** Holes the client saw (the server should never send one). */
  holes = 0;
  resets = 0;
  /** Sockets that opened without a resume frame first (a server without the protocol). */
  withoutResume = 0;
  private lastSeq: number | null = null;
  private socket: WebSocket | null = null;
  private generation = 0;
  private closed = false;
  private failures = 0;
  /** Frames are handled one at a time, in order (a reload finishes before the next event applies). */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: OpenConversationOptions) {}

  /** Connects; resolves once the first socket has opened. */
  open(): Promise<void> {
    return new Promise((resolve) => this.connect(resolve));
  }

  private connect(opened?: () => void): void {
    if (this.closed) return;
    const generation = ++this.generation;
    const url = new URL(CHAT_SOCKET_PATH, this.options.socketOrigin.replace(/^http/, 'ws'));
    if (this.lastSeq !== null) url.searchParams.set(CHAT_SOCKET_AFTER_PARAM, String(this.lastSeq));
    const socket = new WebSocket(url, {
      headers: { host: FAULTS_SITE_HOST, cookie: `${SESSION_COOKIE}=${this.options.member.token}` },
      handshakeTimeout: 5_000,
    });
    this.socket = socket;
    let first = true;
    socket.on('unexpected-response', (_request, response) => {
      this.options.tally.record(response.statusCode ?? 0, `GET ${CHAT_SOCKET_PATH}`);
      response.resume();
      socket.terminate();
    });
    socket.on('open', () => {
      this.failures = 0;
      opened?.();
    });
    socket.on('message', (data) => {
      if (generation !== this.generation) return;
      const frame = JSON.parse(String(data)) as Frame;
      const isFirst = first;
      first = false;
      this.queue = this.queue.then(() => this.handle(frame, isFirst, generation));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (generation !== this.generation || this.closed) return;
      this.failures += 1;
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** (this.failures - 1));
      setTimeout(() => this.connect(opened), delay);
    });
  }

  private reconnectNow(): void {
    const old = this.socket;
    this.generation += 1; // frames of the old socket are ignored from now on
    old?.terminate();
    this.connect();
  }

  private async handle(frame: Frame, isFirst: boolean, generation: number): Promise<void> {
    if (generation !== this.generation || this.closed) return;
    if (frame.type === 'resume') {
      if (frame.reset === true || this.lastSeq === null) {
        this.resets += 1;
        await this.reload();
        this.lastSeq = frame.seq ?? 0;
      }
      return;
    }
    if (isFirst) this.withoutResume += 1;
    if (typeof frame.seq !== 'number' || this.lastSeq === null) {
      // A server without the protocol: events are applied as they come.
      this.apply(frame);
      return;
    }
    if (frame.seq <= this.lastSeq) return; // a duplicate delivery: ignored
    if (frame.seq > this.lastSeq + 1) {
      this.holes += 1;
      this.reconnectNow();
      return;
    }
    this.lastSeq = frame.seq;
    this.apply(frame);
  }

  private apply(frame: Frame): void {
    if (frame.type !== 'message' || frame.message?.conversation_id !== this.options.conversationId) return;
    const { id } = frame.message;
    if (this.shownIds.has(id)) {
      // A reload may already have shown a message whose event comes after the resume (committed while the
      // reload ran): the client merges it by id. Two events of one message are a duplicate.
      if (this.shownByEvent.has(id)) this.duplicates += 1;
      this.shownByEvent.add(id);
      return;
    }
    if (id < this.newestShown) this.reordered += 1;
    this.shownByEvent.add(id);
    this.show(id);
  }

  private show(id: number): void {
    this.shown.push(id);
    this.shownIds.add(id);
    this.newestShown = Math.max(this.newestShown, id);
  }

  /** The conversation's messages newer than the newest shown, merged in id order (what a reload shows). */
  private async reload(): Promise<void> {
    for (;;) {
      if (this.closed) return;
      const query = new URLSearchParams({ conversation: String(this.options.conversationId) });
      if (this.newestShown > 0) query.set('after', String(this.newestShown));
      const answer = await this.options.api.call('GET', `/api/messages.php?${query}`, {
        token: this.options.member.token,
      });
      if (answer.status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, RELOAD_RETRY_MS));
        continue;
      }
      const page = answer.body as MessagesPage;
      const fresh = page.messages.map((message) => message.id).filter((id) => !this.shownIds.has(id));
      for (const id of fresh.sort((a, b) => a - b)) this.show(id);
      if (!page.has_more || fresh.length === 0) return;
    }
  }

  close(): void {
    this.closed = true;
    this.generation += 1;
    this.socket?.terminate();
  }
}
