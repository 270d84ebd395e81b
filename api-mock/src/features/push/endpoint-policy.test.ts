/** @jest-environment node */
/** The endpoint rules on their own: loopback only with the flag; PUSH_SERVICE_HOSTS replaces the list. */
import { createECDH, randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from '../../config.js';
import { createEndpointPolicy, hostMatches } from './endpoint-policy.js';

function subscription(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint,
    keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** This machine in the spellings a URL allows: Redis, PostgreSQL, the API itself, or no port at all. */
const THIS_MACHINE = [
  'http://127.0.0.1:6379/',
  'https://127.0.0.1:5432/',
  'http://localhost:8080/api/user.php',
  'https://2130706433/',
  'https://0x7f000001/',
  'https://0x7f.1/',
  'https://0177.0.0.1/',
  'https://127.1/',
  'https://127.0.0.2/',
  'https://[::1]/',
  'https://[0:0:0:0:0:0:0:1]/',
  'https://[::ffff:127.0.0.1]/',
  'https://[::ffff:7f00:1]/',
  'https://[::127.0.0.1]/',
  'https://localhost/',
  'https://localhost./',
  'https://LocalHost/',
  'https://api.localhost/',
  'https://0.0.0.0/',
  'https://0/',
  'https://[::]/',
];

describe('the push endpoint rules', () => {
  const byDefault = createEndpointPolicy({ hosts: DEFAULT_PUSH_SERVICE_HOSTS, loopbackService: false });
  const withLocalService = createEndpointPolicy({ hosts: DEFAULT_PUSH_SERVICE_HOSTS, loopbackService: true });

  it('refuses this machine in any spelling unless the flag allows a local push service', () => {
    for (const endpoint of THIS_MACHINE) {
      expect({ endpoint, refusal: byDefault.refusal(subscription(endpoint)) }).toEqual({
        endpoint,
        refusal: expect.any(String),
      });
    }
  });

  it('refuses the machine’s own interface addresses and private networks, flag or not', () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal)
      .map((address) =>
        address?.family === 'IPv6' ? `[${address.address.split('%')[0]}]` : address?.address,
      );
    for (const host of [
      ...own,
      '10.1.2.3',
      '192.168.1.1',
      '172.16.0.1',
      '169.254.169.254',
      '[fd00::1]',
      '[fe80::1]',
    ]) {
      for (const policy of [byDefault, withLocalService]) {
        expect(policy.refusal(subscription(`https://${host}/push`))).not.toBeNull();
      }
    }
  });

  it.each(['http://127.0.0.1:9123/push/a', 'https://localhost:9443/push/a', 'http://[::1]:9123/push/a'])(
    'accepts the local push service %s with the flag only',
    (endpoint) => {
      expect(withLocalService.refusal(subscription(endpoint))).toBeNull();
      expect(byDefault.refusal(subscription(endpoint))).not.toBeNull();
    },
  );

  it('has the flag off unless PUSH_LOOPBACK_SERVICE sets it, and never in production', () => {
    expect(loadConfig({}).pushLoopbackService).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).pushLoopbackService).toBe(false);
    expect(loadConfig({ PUSH_LOOPBACK_SERVICE: '1' }).pushLoopbackService).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_LOOPBACK_SERVICE: '1' })).toThrow(
      /PUSH_LOOPBACK_SERVICE/,
    );
  });

  it('accepts the browser vendors’ push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://api.push.apple.com/abc',
    ]) {
      expect(byDefault.refusal(subscription(endpoint))).toBeNull();
    }
  });

  it('matches a *. pattern below the domain only', () => {
    expect(hostMatches('a.push.apple.com', '*.push.apple.com')).toBe(true);
    expect(hostMatches('push.apple.com', '*.push.apple.com')).toBe(false);
    expect(hostMatches('evilpush.apple.com', '*.push.apple.com')).toBe(false);
    expect(hostMatches('fcm.googleapis.com', 'fcm.googleapis.com')).toBe(true);
    expect(hostMatches('x.fcm.googleapis.com', 'fcm.googleapis.com')).toBe(false);
  });

  it('takes a configured list instead of the default one', () => {
    const own = createEndpointPolicy({
      hosts: ['push.example.net', '*.push.example.org'],
      loopbackService: false,
    });
    expect(own.refusal(subscription('https://push.example.net/a'))).toBeNull();
    expect(own.refusal(subscription('https://eu.push.example.org/a'))).toBeNull();
    expect(own.refusal(subscription('https://fcm.googleapis.com/fcm/send/a'))).not.toBeNull();
  });
});
