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
  const production = ['https://flirtmoment.test', 'http://flirtmoment.test'];
  const local = ['http://localhost:8080', 'http://127.0.0.1:8080'];
  it.each([
    [undefined, production, true],
    ['https://flirtmoment.test', production, true],
    ['https://FLIRTMOMENT.test:443', production, true],
    ['http://127.0.0.1:8080', local, true],
    ['http://[::1]:8080', ['http://[::1]:8080'], true],
    // The probe's finding: another program's page on this machine.
    ['http://127.0.0.1:9999', local, false],
    ['https://127.0.0.1:8080', local, false],
    ['http://flirtmoment.test:3000', production, false],
    ['https://flirtmoment.test', ['http://flirtmoment.test'], false],
    ['https://www.flirtmoment.test', production, false],
    ['https://flirtmoment.test.evil.example', production, false],
    ['https://evil.example', production, false],
    ['null', production, false],
    ['chrome-extension://abc', ['chrome-extension://abc'], false],
    ['not a url', production, false],
  ])('Origin %s with the allowed origins %j: %s', (origin, allowed, expected) => {
    expect(originAllowed(origin, allowed)).toBe(expected);
  });
});
