import { i18n } from '../i18n/i18n';
import {
  addRegistrationMessages,
  composeSite,
  findRoute,
  pathTo,
  setSiteComposition,
  siteComposition,
} from './siteRoutes';
import { parseRegistration } from './parseRegistration';

const shell = parseRegistration({
  remote: 'shell',
  namespace: 'shell',
  pages: [{ name: 'index', path: '/', layout: 'default', page: 'home', title: 'titles.index' }],
});
const chat = parseRegistration({
  remote: 'mf_chat',
  namespace: 'chat',
  pages: [
    { name: 'chats', path: '/chats', layout: 'chat', title: 'titles.chats' },
    { name: 'chats-id', path: '/chats/:id', layout: 'chat', flags: { backButtonInStandalone: true } },
  ],
  navigation: [
    { label: 'nav.messages', route: 'chats', order: 20, visibility: 'member', badge: 'unreadMessages' },
    { label: 'nav.gone', route: 'nowhere', order: 1, visibility: 'member' },
  ],
  slots: [{ slot: 'chat.side-panel', page: 'conversation-list' }],
  messages: { en: { 'titles.chats': 'Messages', 'nav.messages': 'Messages' } },
});
const members = parseRegistration({
  remote: 'mf_members',
  namespace: 'members',
  pages: [{ name: 'members', path: '/members', layout: 'default' }],
  navigation: [
    { label: 'nav.search', route: 'members', order: 10, visibility: 'member', shortLabel: 'nav.searchShort' },
  ],
});

const landers = parseRegistration({
  remote: 'mf_landers',
  namespace: 'landers',
  pages: [
    { name: 'signup', path: '/signup', layout: 'empty' },
    { name: 'landers-adultonly', path: '/landers/adultonly', layout: 'lander', parcel: 'adultonly' },
    { name: 'landers-video-slug', path: '/landers/video/:slug?', layout: 'lander', parcel: 'video' },
  ],
});
const plainLanders = parseRegistration({
  remote: 'mf_landers_plain',
  namespace: 'landersPlain',
  pages: [
    { name: 'landers-adultonly', path: '/landers/adultonly', layout: 'lander', parcel: 'adultonly' },
    { name: 'signup', path: '/signup', layout: 'empty' },
  ],
});

describe('composeSite', () => {
  it('lets a later lander remote take over the lander pages it registers, and nothing else', () => {
    const site = composeSite([shell, landers, plainLanders]);
    const owners = Object.fromEntries(site.routes.map((route) => [route.path, route.owner]));
    expect(owners).toEqual({
      '/': 'shell',
      '/signup': 'mf_landers',
      '/landers/adultonly': 'mf_landers_plain',
      '/landers/video/:slug?': 'mf_landers',
    });
    // Without its line in the manifest, the first lander remote has its pages back.
    const back = composeSite([shell, landers]);
    expect(back.routes.find((route) => route.path === '/landers/adultonly')?.owner).toBe('mf_landers');
  });

  it('joins the pages of every registrant with their owner, module, title and flags', () => {
    const site = composeSite([shell, chat, members]);
    expect(site.routes.map((route) => [route.name, route.owner])).toEqual([
      ['index', 'shell'],
      ['chats', 'mf_chat'],
      ['chats-id', 'mf_chat'],
      ['members', 'mf_members'],
    ]);
    expect(site.routes[0]).toMatchObject({ module: { page: 'home' }, title: 'shell:titles.index' });
    expect(site.routes[1]).toMatchObject({
      module: { page: 'chats' },
      title: 'registration.mf_chat:titles.chats',
    });
    expect(site.routes[2]?.flags).toEqual({ backButtonInStandalone: true });
    expect(site.slots).toEqual({ 'chat.side-panel': { owner: 'mf_chat', page: 'conversation-list' } });
  });

  it('orders the navigation across registrants and drops items whose route nobody registered', () => {
    const site = composeSite([shell, chat, members]);
    expect(site.navigation.map((item) => [item.route, item.label])).toEqual([
      ['members', 'members:nav.search'],
      ['chats', 'registration.mf_chat:nav.messages'],
    ]);
    expect(composeSite([shell, chat]).navigation.map((item) => item.route)).toEqual(['chats']);
  });

  it('gives every item a tab bar label: its own short one, or its label', () => {
    const site = composeSite([shell, chat, members]);
    expect(site.navigation.map((item) => item.shortLabel)).toEqual([
      'members:nav.searchShort',
      'registration.mf_chat:nav.messages',
    ]);
  });

  it('makes a registration’s texts translatable under its labels’ namespace', async () => {
    await i18n.init({ lng: 'en', resources: {} });
    addRegistrationMessages(chat);
    const [navigationItem] = composeSite([chat]).navigation;
    expect(i18n.t(navigationItem!.label)).toBe('Messages');
  });
});

describe('pathTo', () => {
  afterEach(() => setSiteComposition({ routes: [], navigation: [], slots: {} }));

  it('resolves route names against the composition the site was given', () => {
    setSiteComposition(composeSite([shell, chat]));
    expect(siteComposition().routes).toHaveLength(3);
    expect(findRoute('chats-id')?.owner).toBe('mf_chat');
    expect(pathTo('chats-id', { id: 'a/b' })).toBe('/chats/a%2Fb');
    expect(pathTo('chats', {}, { open: true })).toBe('/chats?open=true');
    expect(() => pathTo('members')).toThrow(/Unknown route name members/);
  });
});
