/** @jest-environment node */
import { hashPassword, verifyPassword } from './password.js';

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
