import { connect, createServer, type Socket } from 'node:net';

/**
 * One browser's way to the site that can be cut, as a dropped mobile connection cuts it: a relay on a port of
 * its own in front of the site's port. `cut()` resets every connection through it (the open chat socket
 * too) and resets every new one until `restore()`. A browser's own offline mode is no such cut: Chromium keeps
 * an open WebSocket going through it.
 */
export interface CuttableLink {
  /** The port to reach the site through (http://<site domain>:<port>). */
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function openCuttableLink(targetPort: number): Promise<CuttableLink> {
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(client);
    open.add(upstream);
    const end = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        open.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  const resetAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    port,
    cut() {
      down = true;
      resetAll();
    },
    restore() {
      down = false;
    },
    async close() {
      resetAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
