/**
 * The servers of a bench run in child processes of the bench's own script, so the load generator does not
 * share their event loop. A child reports `{ ready: true, ... }` (or `{ error }`) over IPC once it listens.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type ChildReady<T> = { ready: true } & T;
export type ChildMessage<T> = ChildReady<T> | { error: string };

export interface Child<T> {
  child: ChildProcess;
  ready: ChildReady<T>;
}

/** Forks `script` with `args` and waits for its ready message. */
export function startChild<T>(script: string, args: string[]): Promise<Child<T>> {
  const child = fork(script, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: ChildMessage<T>) =>
      'error' in message ? reject(new Error(message.error)) : resolve({ child, ready: message }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`)));
  });
}

/** SIGTERM, then waits for the exit (the child cleans up its scratch database and files first). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** CPU time of a process so far in ms (Linux /proc), or null where it cannot be read. */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks
    // (100 per second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Waits until a server has finished the work the last round left it (a backlog of queued lookups would
 * otherwise run during the next server's round): until it uses under a tenth of a core for 200 ms, at most
 * `maxMs`. Without /proc, a fixed pause.
 */
export async function waitUntilIdle(pid: number | undefined, maxMs = 3_000): Promise<void> {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const until = performance.now() + maxMs;
  let before = pid === undefined ? null : cpuMs(pid);
  if (before === null) return sleep(500);
  while (performance.now() < until) {
    await sleep(200);
    const now = cpuMs(pid!);
    if (now === null || now - before < 20) return;
    before = now;
  }
}

/** In a child: reports an error that stopped it from starting, then exits. */
export function failChild(error: unknown): never {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
