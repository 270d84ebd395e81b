/**
 * Password hashing with scrypt at N=2^17, r=8, p=1 (128 MiB and about a second of a core per hash, so a
 * stolen table is slow to guess through). The stored string carries its
 * own parameters and salt, `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later while old
 * hashes still verify.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { BoundedQueue } from './bounded-queue.js';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/**
 * A thousandth of the work, for test servers outside production only (PASSWORD_HASH_COST=low): the browser
 * tests sign up about a hundred members through a hash queue of two, which at full cost is minutes of CI.
 * Hashes made with it still carry their parameters, so they verify anywhere.
 */
export const LOW_COST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below that for N=2^17.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Checks a password against a hash of a random one (always false), for a login naming an unknown
   * address: it costs the same scrypt work and waits in the same queue as a wrong password, so the answers
   * cannot be told apart by timing.
   */
  verifyUnknown(password: string): Promise<false>;
  /** Throws QueueFullError when a check asked for now would be refused (see BoundedQueue.refuseIfFull). */
  refuseIfBusy(): void;
}

/**
 * The one way requests hash and check passwords: every scrypt job goes through `queue`, a bounded queue of
 * its own (see bounded-queue.ts; a full queue rejects with QueueFullError at once). scrypt runs on libuv's
 * thread pool (4 threads), which file reads and compression share; unbounded, a burst of logins fills it
 * and every photo file waits behind ~1 s jobs. The queue's concurrency is also the cap on verifications: an
 * instance checks at most `concurrency` passwords per scrypt duration, whatever the traffic.
 */
export function createPasswordHasher(options: {
  /** scrypt cost of new hashes; tests pass a lower one. */
  params?: ScryptParams;
  queue: BoundedQueue;
}): PasswordHasher {
  const { params = DEFAULT_SCRYPT_PARAMS, queue } = options;
  let dummyHash: string | null = null;
  return {
    hash: (password) => queue.run(() => hashPassword(password, params)),
    verify: (password, stored) => queue.run(() => verifyPassword(password, stored)),
    verifyUnknown: (password) =>
      queue.run(async () => {
        // Made in the first such job's slot: one more scrypt, once per process.
        dummyHash ??= await hashPassword(randomBytes(16).toString('hex'), params);
        await verifyPassword(password, dummyHash);
        return false as const;
      }),
    refuseIfBusy: () => queue.refuseIfFull(),
  };
}
