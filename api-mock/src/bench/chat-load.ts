/**
 * The load generator of bench:chat: connects one chat socket per bench member, then sends messages at a fixed
 * rate, each from one member of a pair to the other (the pairs in turn, the members of a pair taking turns),
 * and times each from the moment it was due to its arrival on the other member's socket.
 *
 * Open loop, without coordinated omission: each send has a scheduled time (start + n / rate) and its latency
 * counts from then, so a send made late because this process or the server fell behind carries that delay.
 * A send due while MAX_IN_FLIGHT sends wait for their answer is not made and counts as lost, and so does one
 * answered but never received: lost sends rank above every delivered one in the percentiles.
 */
import { Agent, request, type IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import type { BenchMember } from './members.js';
import { percentile } from './stats.js';

/** How long after its send was answered a receipt may still arrive before it counts as lost. */
const DRAIN_MS = 5_000;
/** The longest wait for the answers of the sends still waiting when the schedule ends. */
const MAX_DRAIN_MS = 60_000;
/** Sends waiting for their answer at most; a send due beyond it is not made (the server fell behind). */
const MAX_IN_FLIGHT = 512;
/** Sockets opened at once while connecting the clients. */
const CONNECT_BATCH = 100;
/** How often due sends go out: each send's latency counts from its due time anyway. */
const TICK_MS = 2;

/** One server the clients talk to (a target has one per API instance). */
export interface Endpoint {
  port: number;
  socketUrl(member: BenchMember): string;
  socketHeaders(member: BenchMember): Record<string, string>;
  sendPath: string;
  sendHeaders(member: BenchMember): Record<string, string>;
  sendBody(from: BenchMember, to: BenchMember, text: string): string;
}

export interface Target {
  label: string;
  driver: string;
  members: BenchMember[];
  /** Client i uses endpoint i mod their count: with two, the two members of each pair are on different ones. */
  endpoints: Endpoint[];
}

/** One send: when it was due (ms since the window started) and its latency (Infinity when lost). */
export interface SendRecord {
  dueMs: number;
  latencyMs: number;
}

export interface WindowResult {
  rate: number;
  durationS: number;
  sends: SendRecord[];
  /** Arrivals (of any send) within the window: the sustained rate's numerator. */
  receiptsInWindow: number;
  /** 2xx answers within the window. */
  answersInWindow: number;
  /** The send's HTTP answer time from its due time, ms, sorted. */
  answers: number[];
  errors: Map<string, number>;
  /** This process's CPU over the window, as a share of one core: near 1, the generator is the limit. */
  generatorCpu: number;
}

interface Client {
  member: BenchMember;
  endpoint: Endpoint;
  socket: WebSocket;
}

interface Pending {
  dueAt: number;
  record: SendRecord | null;
  answered: boolean;
}

function post(agent: Agent, port: number, pathname: string, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: pathname,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response: IncomingMessage) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface ChatLoad {
  /** Sends at `rate` per second for `durationS` seconds, then waits for the answers and receipts. */
  run(rate: number, durationS: number): Promise<WindowResult>;
  close(): void;
}

/** Connects every member's socket (in batches) and returns the load generator over them. */
export async function connectLoad(target: Target): Promise<ChatLoad> {
  const clients: Client[] = [];
  for (let start = 0; start < target.members.length; start += CONNECT_BATCH) {
    const batch = target.members.slice(start, start + CONNECT_BATCH);
    clients.push(
      ...(await Promise.all(
        batch.map(
          (member, offset) =>
            new Promise<Client>((resolve, reject) => {
              const endpoint = target.endpoints[(start + offset) % target.endpoints.length]!;
              const socket = new WebSocket(endpoint.socketUrl(member), {
                headers: endpoint.socketHeaders(member),
              });
              socket.once('open', () => resolve({ member, endpoint, socket }));
              socket.once('error', reject);
              socket.once('close', (code) => reject(new Error(`socket closed while connecting (${code})`)));
            }),
        ),
      )),
    );
  }
  const agents = new Map(
    target.endpoints.map((endpoint) => [endpoint, new Agent({ keepAlive: true, maxSockets: 128 })]),
  );
  const pending = new Map<number, Pending>();
  let seq = 0;
  let stopping = false;
  /** The window being measured (receipts and socket closes are counted into it). */
  let current: {
    startedAt: number;
    endsAt: number;
    receipts: number;
    answers: number;
    errors: Map<string, number>;
  } | null = null;
  const fail = (reason: string) => current?.errors.set(reason, (current.errors.get(reason) ?? 0) + 1);
  let lastAnswerAt = 0;

  for (const { member, socket } of clients) {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as {
        type: string;
        message?: { sender_id: number; text: string };
      };
      // The sender's own copy comes to their own socket: only the recipient's arrival counts.
      if (event.type !== 'message' || !event.message || event.message.sender_id === member.id) return;
      const id = Number(event.message.text.slice('bench '.length));
      const entry = pending.get(id);
      if (!entry) return;
      pending.delete(id);
      const now = performance.now();
      if (current && now >= current.startedAt && now < current.endsAt) current.receipts += 1;
      if (entry.record) entry.record.latencyMs = now - entry.dueAt;
    });
    socket.on('close', (code) => {
      if (!stopping) fail(`socket closed (${code})`);
    });
  }

  return {
    async run(rate, durationS) {
      const errors = new Map<string, number>();
      const startedAt = performance.now();
      const window = { startedAt, endsAt: startedAt + durationS * 1000, receipts: 0, answers: 0, errors };
      current = window;
      const sends: SendRecord[] = [];
      const answers: number[] = [];
      let inFlight = 0;
      const cpuBefore = process.cpuUsage();

      const sendOne = (dueAt: number) => {
        // Consecutive sends go to different pairs, and the members of a pair take turns (one send per pair
        // every pairs / rate seconds): two members do not both write within the same few milliseconds, which
        // would measure a wait for the pair's lock that conversations do not have.
        const pairs = Math.floor(clients.length / 2);
        const pair = seq % pairs;
        const turn = Math.floor(seq / pairs) % 2;
        const from = clients[2 * pair + turn]!;
        const to = clients[2 * pair + 1 - turn]!;
        const id = seq;
        seq += 1;
        const record: SendRecord = { dueMs: dueAt - startedAt, latencyMs: Infinity };
        sends.push(record);
        if (inFlight >= MAX_IN_FLIGHT) {
          fail('not sent: too many sends waiting');
          return;
        }
        inFlight += 1;
        const entry: Pending = { dueAt, record, answered: false };
        pending.set(id, entry);
        const { endpoint } = from;
        post(
          agents.get(endpoint)!,
          endpoint.port,
          endpoint.sendPath,
          endpoint.sendHeaders(from.member),
          endpoint.sendBody(from.member, to.member, `bench ${id}`),
        )
          .then(
            (status) => {
              entry.answered = true;
              lastAnswerAt = performance.now();
              answers.push(lastAnswerAt - dueAt);
              if (status === 201 || status === 200) {
                if (lastAnswerAt < window.endsAt) window.answers += 1;
              } else {
                pending.delete(id);
                fail(`HTTP ${status}`);
              }
            },
            (error: unknown) => {
              pending.delete(id);
              fail(`request failed: ${error instanceof Error ? error.message : String(error)}`);
            },
          )
          .finally(() => {
            inFlight -= 1;
          });
      };

      // Open loop: the sends due by now go out whether or not earlier ones were answered.
      const total = Math.round(rate * durationS);
      await new Promise<void>((resolve) => {
        let due = 0;
        const tick = setInterval(() => {
          const now = performance.now();
          while (due < total && startedAt + (due / rate) * 1000 <= now) {
            sendOne(startedAt + (due / rate) * 1000);
            due += 1;
          }
          if (due >= total && now >= window.endsAt) {
            clearInterval(tick);
            resolve();
          }
        }, TICK_MS);
      });
      const cpu = process.cpuUsage(cpuBefore);
      // The sends still waiting get their answers, and each answered one DRAIN_MS for its receipt.
      const drainUntil = performance.now() + MAX_DRAIN_MS;
      const waiting = () => [...pending.values()].filter((entry) => entry.record !== null);
      while (waiting().length > 0 && performance.now() < drainUntil) {
        if (inFlight === 0 && performance.now() - lastAnswerAt > DRAIN_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const left = waiting();
      const lost = left.filter((entry) => entry.answered).length;
      if (lost > 0) errors.set('answered but not received', lost);
      if (left.length > lost) errors.set('not answered in time', left.length - lost);
      // Late receipts of this window's sends no longer count as latencies of it.
      for (const entry of left) entry.record = null;
      current = null;
      answers.sort((a, b) => a - b);
      return {
        rate,
        durationS,
        sends,
        receiptsInWindow: window.receipts,
        answersInWindow: window.answers,
        answers,
        errors,
        generatorCpu: (cpu.user + cpu.system) / 1000 / (durationS * 1000),
      };
    },
    close() {
      stopping = true;
      for (const { socket } of clients) socket.terminate();
      for (const agent of agents.values()) agent.destroy();
    },
  };
}

export interface LatencySummary {
  count: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Percentiles of the sends due in [fromMs, toMs) of the window; lost sends count as slower than any. */
export function summarize(sends: SendRecord[], fromMs = 0, toMs = Infinity): LatencySummary {
  const latencies = sends
    .filter((send) => send.dueMs >= fromMs && send.dueMs < toMs)
    .map((send) => send.latencyMs)
    .sort((a, b) => a - b);
  const lost = latencies.filter((latency) => latency === Infinity).length;
  return {
    count: latencies.length,
    lost,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
  };
}
