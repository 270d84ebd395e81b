/** @jest-environment node */
import {
  ADDRESS_RULE,
  IP_RULE,
  lockedUntil,
  lockouts,
  minutesLeft,
  withoutAttempt,
  type LoginAttempt,
} from './lockout.js';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));

let nextId = 1;
const attempts = (ip: string, minutes: number[]): LoginAttempt[] =>
  minutes.map((minute) => ({ id: nextId++, ip, at: at(minute) }));

describe('login lockout rules', () => {
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

  it('counts the 5-failure lock per address and IP pair: failures from other IPs do not lock this one', () => {
    const fromOthers = [...attempts('10.0.0.1', [0, 1, 2, 3]), ...attempts('10.0.0.2', [0, 1, 2, 3])];
    expect(lockouts({ byAddress: fromOthers, byIp: [] }, '10.0.0.3', at(4))).toEqual({
      client: null,
      address: null,
    });
    const five = attempts('10.0.0.1', [0, 1, 2, 3, 4]);
    expect(lockouts({ byAddress: five, byIp: five }, '10.0.0.1', at(5)).client).toEqual(at(19));
    // The same five failures do not lock the member's own IP.
    expect(lockouts({ byAddress: five, byIp: [] }, '10.0.0.9', at(5))).toEqual({
      client: null,
      address: null,
    });
  });

  it('blocks an IP after 20 failures across addresses within 15 minutes', () => {
    const byIp = attempts(
      '10.0.0.1',
      Array.from({ length: IP_RULE.threshold }, (_, i) => i % 10),
    );
    expect(lockouts({ byAddress: [], byIp: byIp.slice(1) }, '10.0.0.1', at(10)).client).toBeNull();
    expect(lockouts({ byAddress: [], byIp }, '10.0.0.1', at(10)).client).toEqual(at(24));
  });

  it('bounds a distributed guesser: 20 failures from any IPs within an hour block the address for 15 minutes', () => {
    // Four IPs, each staying under the pair limit (4 failures per 15 minutes), over 45 minutes.
    const byAddress = [0, 15, 30, 45].flatMap((start, i) =>
      attempts(`10.9.0.${i}`, [start, start + 1, start + 2, start + 3]),
    );
    expect(byAddress).toHaveLength(ADDRESS_RULE.threshold - 4);
    expect(lockouts({ byAddress, byIp: [] }, '10.9.9.9', at(49)).address).toBeNull();
    const more = [...byAddress, ...attempts('10.9.0.9', [49, 50, 51, 52])];
    expect(lockouts({ byAddress: more, byIp: [] }, '10.9.9.9', at(52))).toEqual({
      client: null,
      address: at(67),
    });
    // The address block ends on time.
    expect(lockouts({ byAddress: more, byIp: [] }, '10.9.9.9', at(67)).address).toBeNull();
  });

  it('judges an attempt by the others counted before or beside it', () => {
    const five = attempts('10.0.0.1', [0, 0, 0, 0, 0]);
    const recent = { byAddress: five, byIp: five };
    const last = five[4] as LoginAttempt;
    expect(lockouts(withoutAttempt(recent, last.id), '10.0.0.1', at(0)).client).toBeNull();
    expect(lockouts(recent, '10.0.0.1', at(0)).client).toEqual(at(15));
  });
});
