/**
 * A real WebSocket server standing in for the chat socket (GET /api/chat-socket) in client tests: the page's
 * own WebSocket connects to it over the loopback, the test sends events and reads what the client sent. Like
 * the API, it numbers the member's events in a log and opens every socket with the `resume` frame: from the
 * `after` the client asks with, it replays the events the client missed, or tells it to load anew.
 */
import type { ClientSocketMessage, RealtimeEvent, SequencedEvent, UnsequencedEvent } from 'contract';
import { CHAT_SOCKET_AFTER_PARAM } from 'contract/constants';
import type * as WsModule from 'ws';
import type { WebSocket as ServerSocket, WebSocketServer } from 'ws';

/** Node's `ws` package: the test page resolves 'ws' to its browser stub, which only throws. */
function nodeWs(): typeof WsModule {
  return process.getBuiltinModule('node:module').createRequire(__filename)('ws') as typeof WsModule;
}

export interface RealtimeTestServer {
  /** ws://127.0.0.1:<port>/api/chat-socket */
  url: string;
  /** Every message the clients sent, in order. */
  received: ClientSocketMessage[];
  /** Sockets open now. */
  sockets(): ServerSocket[];
  /** Resolves when the next client has connected (or with the one connected already, if `count` are). */
  connected(count?: number): Promise<ServerSocket>;
  /** Numbers the event with the member's next seq, keeps it in the log and sends it to every open socket. */
  publish<E extends UnsequencedEvent>(event: E): E & { seq: number };
  /** Numbers the event and keeps it in the log without sending it (a live publish that was lost). */
  record<E extends UnsequencedEvent>(event: E): E & { seq: number };
  /** Sends the frame as it is to every open socket (typing; or a duplicate or a hole the API never sends). */
  send(event: RealtimeEvent): void;
  /** The log forgets what it holds: a socket asking for anything before the head is told to load anew. */
  forgetLog(): void;
  /** The `after` each socket asked with, in the order they connected (null: none). */
  afters(): (string | null)[];
  /** Closes every open socket with the code (the server side of a restart, a policy close, 4401). */
  closeAll(code: number, reason?: string): void;
  /** Refuse handshakes from now on (the server is down for the client), or accept them again. */
  refuse(refusing: boolean): void;
  /** Answer the client's pings with pongs (default true); false plays a connection that died quietly. */
  answerPings(answering: boolean): void;
  /** Handshakes made so far, accepted or refused. */
  handshakes(): number;
  stop(): Promise<void>;
}

export async function startRealtimeTestServer(): Promise<RealtimeTestServer> {
  let refusing = false;
  let answering = true;
  let handshakes = 0;
  let connections = 0;
  const waiters: { count: number; resolve: (socket: ServerSocket) => void }[] = [];
  const received: ClientSocketMessage[] = [];
  const log: SequencedEvent[] = [];
  let head = 0;
  const afters: (string | null)[] = [];
  const server: WebSocketServer = new (nodeWs().WebSocketServer)({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_info, done) => {
      handshakes += 1;
      if (refusing) done(false, 503);
      else done(true);
    },
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as { port: number };

  server.on('connection', (socket, request) => {
    connections += 1;
    const asked = new URL(request.url ?? '/', 'ws://127.0.0.1').searchParams.get(CHAT_SOCKET_AFTER_PARAM);
    afters.push(asked);
    const after = asked !== null && /^\d+$/.test(asked) ? Number(asked) : null;
    const oldestKept = log[0]?.seq ?? head + 1;
    const reset = after === null || after > head || after < oldestKept - 1;
    socket.send(JSON.stringify({ type: 'resume', seq: head, reset } satisfies RealtimeEvent));
    if (!reset)
      for (const event of log.filter((kept) => kept.seq > after)) socket.send(JSON.stringify(event));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ClientSocketMessage;
      received.push(message);
      if (message.type === 'ping' && answering) socket.send(JSON.stringify({ type: 'pong' }));
    });
    for (const waiter of waiters.filter((entry) => connections >= entry.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(socket);
    }
  });

  function record<E extends UnsequencedEvent>(event: E): E & { seq: number } {
    head += 1;
    const numbered = { ...event, seq: head };
    log.push(numbered as unknown as SequencedEvent);
    return numbered;
  }

  const open = () => [...server.clients].filter((socket) => socket.readyState === socket.OPEN);
  return {
    url: `ws://127.0.0.1:${port}/api/chat-socket`,
    received,
    sockets: open,
    connected(count = connections + 1) {
      const latest = open().at(-1);
      if (connections >= count && latest) return Promise.resolve(latest);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    publish(event) {
      const numbered = record(event);
      for (const socket of open()) socket.send(JSON.stringify(numbered));
      return numbered;
    },
    record,
    send(event) {
      for (const socket of open()) socket.send(JSON.stringify(event));
    },
    forgetLog() {
      log.length = 0;
    },
    afters: () => [...afters],
    closeAll(code, reason) {
      for (const socket of open()) socket.close(code, reason);
    },
    refuse(next) {
      refusing = next;
    },
    answerPings(next) {
      answering = next;
    },
    handshakes: () => handshakes,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of server.clients) socket.terminate();
        server.close(() => resolve());
      }),
  };
}
