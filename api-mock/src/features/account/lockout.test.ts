/** @jest-environment node */
import { lockedUntil, minutesLeft } from './lockout.js';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));

describe('login lockout', () => {
  it('blocks for 15 minutes after the 5th failure within 15 minutes', () => {
    const failures = [0, 1, 2, 3, 4].map(at);
    expect(lockedUntil(failures.slice(0, 4), at(4))).toBeNull();
    expect(lockedUntil(failures, at(4))).toEqual(at(19));
    expect(minutesLeft(at(19), at(4))).toBe(15);
    expect(lockedUntil(failures, at(19))).toBeNull();
  });

  it('does not count failures spread over more than the window', () => {
    expect(lockedUntil([0, 4, 8, 12, 16].map(at), at(16))).toBeNull();
    expect(lockedUntil([0, 4, 8, 12, 14].map(at), at(14))).toEqual(at(29));
  });
});
