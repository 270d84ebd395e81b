/**
 * A real WebSocket server standing in for the chat socket (GET /api/chat-socket) in client tests: the page's
 * own WebSocket connects to it over the loopback, the test sends events and reads what the client sent.
 */
import type { ClientSocketMessage, RealtimeEvent } from 'contract';
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
  /** Sends the event to every open socket. */
  send(event: RealtimeEvent): void;
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

  server.on('connection', (socket) => {
    connections += 1;
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
    send(event) {
      for (const socket of open()) socket.send(JSON.stringify(event));
    },
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
