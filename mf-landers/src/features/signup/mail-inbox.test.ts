import { webInboxFor } from './mail-inbox';

describe('webInboxFor', () => {
  it.each([
    ['kim@gmail.com', 'Gmail', 'https://mail.google.com/'],
    ['Kim@Hotmail.de', 'Outlook', 'https://outlook.live.com/mail/'],
    ['kim@web.de', 'WEB.DE', 'https://web.de/'],
  ])('links %s to its web inbox', (email, name, url) => {
    expect(webInboxFor(email)).toEqual({ name, url });
  });

  it('knows no inbox for other domains', () => {
    expect(webInboxFor('kim@example.org')).toBeNull();
    expect(webInboxFor('not an address')).toBeNull();
  });
});
