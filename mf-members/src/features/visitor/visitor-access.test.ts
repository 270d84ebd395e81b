import { settingsFixture } from 'shared-ui/testing';
import { signupsOpen } from './signup-access';
import { TRACKING_STORAGE_KEY } from 'shared-ui/kernel';
import { readTrafficNetwork } from './tracking';

describe('readTrafficNetwork', () => {
  afterEach(() => localStorage.clear());

  it('reads the network the shell stored', () => {
    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'adnet', ref: 'r' }));
    expect(readTrafficNetwork()).toBe('adnet');
  });

  it.each([null, 'not json', '{"ref":"r"}', '{"network":""}', '{"network":7}', 'null'])(
    'has none for %s',
    (stored) => {
      if (stored !== null) localStorage.setItem(TRACKING_STORAGE_KEY, stored);
      expect(readTrafficNetwork()).toBeNull();
    },
  );
});

describe('signupsOpen', () => {
  it('is open on "all", and on "with_trafficsource" only with a traffic source', () => {
    expect(signupsOpen(settingsFixture({ signups: 'all' }), false)).toBe(true);
    expect(signupsOpen(settingsFixture({ signups: 'with_trafficsource' }), true)).toBe(true);
    expect(signupsOpen(settingsFixture({ signups: 'with_trafficsource' }), false)).toBe(false);
    expect(signupsOpen(settingsFixture({ signups: 'invite_only' }), true)).toBe(false);
    expect(signupsOpen(null, true)).toBe(false);
  });
});
