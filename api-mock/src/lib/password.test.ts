/** @jest-environment node */
import { BoundedQueue, QueueFullError } from './bounded-queue.js';
import { createPasswordHasher, hashPassword, verifyPassword, type ScryptParams } from './password.js';

const FAST: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a random salt, and verifies', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
  });

  it('refuses stored values of another format', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });
});

describe('the password hasher', () => {
  it('hashes, verifies and checks unknown addresses through its queue, refusing when it is full', async () => {
    const queue = new BoundedQueue(1, 1);
    const hasher = createPasswordHasher({ params: FAST, queue });
    const stored = await hasher.hash('correct horse battery');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);

    const running = hasher.verify('correct horse battery', stored);
    const waiting = hasher.verifyUnknown('correct horse battery');
    expect(queue.load()).toEqual({ running: 1, waiting: 1 });
    await expect(hasher.hash('another password')).rejects.toBeInstanceOf(QueueFullError);
    await expect(hasher.verify('correct horse battery', stored)).rejects.toBeInstanceOf(QueueFullError);
    await expect(hasher.verifyUnknown('x')).rejects.toBeInstanceOf(QueueFullError);

    expect(await running).toBe(true);
    expect(await waiting).toBe(false);
    expect(await hasher.verify('wrong', stored)).toBe(false);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
