/**
 * A lane in front of a node:http server's request handlers (Fastify's): what the lane answers never reaches
 * them, everything else does, on the same server with the same time-outs and connection handling.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Answers a request and returns true, or returns false without touching it. */
export type FastLane = (request: IncomingMessage, response: ServerResponse) => boolean;

export function putLaneFirst(server: Server, lane: FastLane): void {
  const handlers = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (lane(request, response)) return;
    for (const handler of handlers) handler.call(server, request, response);
  });
}
