/** @jest-environment node */
import { originAllowed } from './origin.js';
import { realtimeChannel } from './redis-relay.js';

describe('the Redis channel of a database', () => {
  const scope = {
    databaseUrl: 'postgres://app:secret@db.internal:5432/dating',
    dataDir: '/data',
    schema: 'public',
  };

  it('is the same for every instance of one database, whatever credentials they connect with', () => {
    expect(realtimeChannel(scope)).toBe(
      realtimeChannel({
        ...scope,
        databaseUrl: 'postgres://other:pw@db.internal:5432/dating',
        dataDir: '/x',
      }),
    );
    expect(realtimeChannel(scope)).toMatch(/^realtime:events:[0-9a-f]{16}$/);
    expect(realtimeChannel(scope)).not.toContain('secret');
  });

  it('differs between databases, servers and schemas sharing one Redis', () => {
    const channels = new Set([
      realtimeChannel(scope),
      realtimeChannel({ ...scope, databaseUrl: 'postgres://app:secret@db.internal:5432/staging' }),
      realtimeChannel({ ...scope, databaseUrl: 'postgres://app:secret@db2.internal:5432/dating' }),
      realtimeChannel({ ...scope, schema: 'test_0a1b2c' }),
      realtimeChannel({ ...scope, databaseUrl: null }),
      realtimeChannel({ ...scope, databaseUrl: null, dataDir: '/other' }),
    ]);
    expect(channels.size).toBe(6);
  });
});

describe('the chat socket origin check', () => {
  it.each([
    [undefined, 'flirtmoment.test', true],
    ['https://flirtmoment.test', 'flirtmoment.test', true],
    ['http://FLIRTMOMENT.test:3000', 'flirtmoment.test', true],
    ['http://[::1]:8080', '::1', true],
    ['https://www.flirtmoment.test', 'flirtmoment.test', false],
    ['https://flirtmoment.test.evil.example', 'flirtmoment.test', false],
    ['https://evil.example', 'flirtmoment.test', false],
    ['null', 'flirtmoment.test', false],
    ['chrome-extension://abc', 'abc', false],
    ['not a url', 'flirtmoment.test', false],
  ])('Origin %s on host %s: %s', (origin, hostname, allowed) => {
    expect(originAllowed(origin, hostname)).toBe(allowed);
  });
});
