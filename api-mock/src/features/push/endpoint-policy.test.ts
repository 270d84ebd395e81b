/** @jest-environment node */
/** The endpoint rules on their own: production refuses loopback; PUSH_SERVICE_HOSTS replaces the list. */
import { createECDH, randomBytes } from 'node:crypto';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../config.js';
import { createEndpointPolicy, hostMatches } from './endpoint-policy.js';

function subscription(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint,
    keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('the push endpoint rules', () => {
  const development = createEndpointPolicy({ hosts: DEFAULT_PUSH_SERVICE_HOSTS, production: false });
  const production = createEndpointPolicy({ hosts: DEFAULT_PUSH_SERVICE_HOSTS, production: true });

  it.each(['http://127.0.0.1:9123/push/a', 'https://localhost:9443/push/a', 'http://[::1]:9123/push/a'])(
    'accepts the local push service %s outside production only',
    (endpoint) => {
      expect(development.refusal(subscription(endpoint))).toBeNull();
      expect(production.refusal(subscription(endpoint))).not.toBeNull();
    },
  );

  it('refuses other local addresses even outside production', () => {
    for (const endpoint of [
      'http://127.0.0.2/push',
      'http://0.0.0.0/push',
      'http://169.254.169.254/latest',
    ]) {
      expect(development.refusal(subscription(endpoint))).not.toBeNull();
    }
  });

  it('accepts the browser vendors’ push services in production', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://api.push.apple.com/abc',
    ]) {
      expect(production.refusal(subscription(endpoint))).toBeNull();
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
    const own = createEndpointPolicy({ hosts: ['push.example.net', '*.push.example.org'], production: true });
    expect(own.refusal(subscription('https://push.example.net/a'))).toBeNull();
    expect(own.refusal(subscription('https://eu.push.example.org/a'))).toBeNull();
    expect(own.refusal(subscription('https://fcm.googleapis.com/fcm/send/a'))).not.toBeNull();
  });
});
