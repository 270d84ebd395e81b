import { NOTIFICATION_ICON, notificationFor, sitePath } from './payload';
import { cacheName, staleCaches } from './caching';

const ORIGIN = 'https://flirtmoment.test';

describe('notificationFor', () => {
  it("shows the push's title, body, tag and page, and renotifies", () => {
    const shown = notificationFor(
      JSON.stringify({
        type: 'new_message',
        title: 'New message from Anna',
        body: 'Anna wrote to you',
        url: '/chats/12',
        tag: 'conversation-12',
        badge_count: 3,
      }),
      ORIGIN,
      'flirtmoment.test',
    );
    expect(shown).toEqual({
      title: 'New message from Anna',
      options: {
        body: 'Anna wrote to you',
        tag: 'conversation-12',
        renotify: true,
        icon: NOTIFICATION_ICON,
        data: { url: '/chats/12' },
      },
      badgeCount: 3,
    });
  });

  it('still shows a notification for a push it cannot read, opening the home page', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '42',
      JSON.stringify({ title: 5, url: 'javascript:alert(1)' }),
    ]) {
      const shown = notificationFor(raw, ORIGIN, 'flirtmoment.test');
      expect(shown.title).toBe('flirtmoment.test');
      expect(shown.options.data.url).toBe('/');
      expect(shown.badgeCount).toBeNull();
    }
  });

  it('passes a zero badge (cleared) and ignores a badge that is no count', () => {
    expect(notificationFor(JSON.stringify({ badge_count: 0 }), ORIGIN, 'x').badgeCount).toBe(0);
    expect(notificationFor(JSON.stringify({ badge_count: -1 }), ORIGIN, 'x').badgeCount).toBeNull();
    expect(notificationFor(JSON.stringify({ badge_count: 1.5 }), ORIGIN, 'x').badgeCount).toBeNull();
  });
});

describe('sitePath', () => {
  it('keeps paths and URLs of the site, and sends anything else to the home page', () => {
    expect(sitePath('/members/7?tab=photos#top', ORIGIN)).toBe('/members/7?tab=photos#top');
    expect(sitePath(`${ORIGIN}/chats/3`, ORIGIN)).toBe('/chats/3');
    expect(sitePath('https://evil.test/chats/3', ORIGIN)).toBe('/');
    expect(sitePath('//evil.test/chats', ORIGIN)).toBe('/');
    expect(sitePath(undefined, ORIGIN)).toBe('/');
  });
});

describe('the offline cache', () => {
  it('is named by the worker version and the build, and every other cache goes on activation', () => {
    expect(cacheName('1.0.0')).toBe('offline-v2-1.0.0');
    expect(staleCaches(['offline-v1', 'offline-v2-0.9.0', 'offline-v2-1.0.0'], cacheName('1.0.0'))).toEqual([
      'offline-v1',
      'offline-v2-0.9.0',
    ]);
  });
});
