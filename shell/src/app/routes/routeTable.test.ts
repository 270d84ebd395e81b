import { composeSite, parseRegistration, pathTo } from 'shared-ui/kernel';
import { repositoryRegistrations, repositorySite } from 'shared-ui/testing';

/** The site the repository's registrations compose: the shell's pages, then every remote's. */
const ROUTE_TABLE = repositorySite().routes;

/** Every route name the product refers to pages by. */
const SPEC_ROUTE_NAMES = [
  'index',
  'members',
  'chats',
  'chats-id',
  'likes',
  'likes-type',
  'likes-m-id',
  'members-id',
  'credits',
  'credits-id-paymentmethod',
  'credits-repeat-order',
  'premium',
  'profile',
  'notifications',
  'login',
  'signup',
  'complete-signup',
  'pricing',
  'complaints',
  'pages-terms',
  'pages-privacy',
  'pages-cookies',
  'pages-ban',
  'pages-return-policy',
  'pages-faq',
  'pages-service',
];

/** Every path of the product's route table, in react-router syntax ({slug?} is ':slug?'). */
const SPEC_PATHS = [
  '/',
  '/login',
  '/signup',
  '/signup-matches',
  '/complete-signup',
  '/reset-password',
  '/reset-password/do',
  '/activate/done',
  '/activate/error',
  '/mail-change/do',
  // Beyond the product's list: the undo link of the notice an e-mail change sends to the old address.
  '/mail-change/undo',
  // Beyond the product's list: where the unsubscribe link in a notification mail's body lands.
  '/unsubscribe',
  '/account-deleted',
  '/chats',
  '/chats/:id',
  '/likes',
  '/likes/:type',
  '/likes/m/:id',
  '/members',
  '/members/:id',
  '/members/:id/chat',
  '/members/:id/landing',
  '/members/:id/signup',
  '/members/:id/landing2/:slug?',
  '/members/:id/landing3/:slug?',
  '/match-finder',
  '/swipe-game',
  '/profile',
  '/notifications',
  // The settings' sub-screens under the spec's notification settings.
  ...['account', 'alerts', 'privacy', 'delete-account'].map((screen) => `/notifications/${screen}`),
  '/premium',
  '/pricing',
  '/credits',
  '/credits/:id/:paymentmethod?',
  '/credits/repeat-order',
  '/directdebit',
  '/transactions/:id?',
  '/complaints',
  '/lang-config',
  '/landers/adultonly',
  '/landers/tinderswipe',
  '/landers/whoneedsstrings',
  ...[
    'alonetonight',
    'collagelanding',
    'gallery',
    'iconslanding',
    'maplanding',
    'socialnetwork',
    'transitionsvideolanding',
    'video',
  ].map((lander) => `/landers/${lander}/:slug?`),
  ...['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms', '2257'].map(
    (page) => `/pages/${page}`,
  ),
  // The product's {token} page: a member's invite link.
  '/:token',
];

describe('the route table composed from every registration', () => {
  it('has every route name of the product', () => {
    const names = ROUTE_TABLE.map((route) => route.name);
    expect(SPEC_ROUTE_NAMES.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('has every path of the product, and no other', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('has each path once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('puts the routes under the layouts of the product', () => {
    const layoutOf = (name: string) => ROUTE_TABLE.find((route) => route.name === name)?.layout;
    expect(layoutOf('chats')).toBe('chat');
    expect(layoutOf('chats-id')).toBe('chat');
    expect(layoutOf('members-id-chat')).toBe('chat');
    expect(layoutOf('landers-adultonly')).toBe('lander');
    expect(layoutOf('members-id-landing2-slug')).toBe('lander');
    expect(layoutOf('signup')).toBe('empty');
    expect(layoutOf('complete-signup')).toBe('empty');
    expect(layoutOf('members')).toBe('default');
    expect(layoutOf('pages-terms')).toBe('default');
  });

  it('shows /likes/m/:id with the same screen as /members/:id', () => {
    const owner = (name: string) => ROUTE_TABLE.find((route) => route.name === name);
    expect(owner('likes-m-id')).toMatchObject({ owner: 'mf_members', module: { page: 'members-id' } });
    expect(owner('members-id')).toMatchObject({ owner: 'mf_members', module: { page: 'members-id' } });
  });

  it('mounts landers as parcels of mf_landers', () => {
    for (const route of ROUTE_TABLE.filter((entry) => entry.layout === 'lander')) {
      expect(route).toMatchObject({ owner: 'mf_landers', module: { parcel: expect.any(String) } });
    }
  });

  it('keeps the route flags and the invite check with the routes that need them', () => {
    const flagged = (flag: 'backButtonInStandalone' | 'redirectLoggedIn') =>
      ROUTE_TABLE.filter((route) => route.flags[flag])
        .map((route) => route.name)
        .sort();
    expect(flagged('redirectLoggedIn')).toEqual(['index', 'members-id-signup', 'signup', 'signup-matches']);
    expect(flagged('backButtonInStandalone')).toEqual(
      ['credits', 'credits-id-paymentmethod', 'likes-m-id', 'likes-type', 'members-id'].sort(),
    );
    expect(ROUTE_TABLE.find((route) => route.path === '/:token')).toMatchObject({ verify: 'invite' });
  });

  it('fills the chat side panel and the signup flow from the remotes that own them', () => {
    expect(repositorySite().slots).toMatchObject({
      'chat.side-panel': { owner: 'mf_chat', page: 'conversation-list' },
      'signup.flow': { owner: 'mf_landers', page: 'signup-flow' },
    });
  });

  it('rejects a malformed registration', () => {
    const page = { name: 'x', path: '/x', layout: 'default' };
    const registration = (pages: unknown[]) => ({ remote: 'mf_x', namespace: 'x', pages });
    expect(() => parseRegistration(registration([{ ...page, path: 'no-slash' }]))).toThrow();
    expect(() => parseRegistration(registration([{ ...page, layout: 'sidebar' }]))).toThrow();
    expect(() => parseRegistration({ namespace: 'x', pages: [page] })).toThrow();
  });

  it('lets no later registrant take over a route name or path', () => {
    const [shell, ...remotes] = repositoryRegistrations();
    const intruder = parseRegistration({
      remote: 'mf_intruder',
      namespace: 'intruder',
      pages: [
        { name: 'members', path: '/intruder', layout: 'default' },
        { name: 'intruder', path: '/members', layout: 'default' },
      ],
    });
    const routes = composeSite([shell!, ...remotes, intruder]).routes;
    expect(routes.filter((route) => route.owner === 'mf_intruder')).toEqual([]);
  });
});

describe('pathTo', () => {
  it('fills parameters and drops missing optional ones', () => {
    expect(pathTo('members-id', { id: 5 })).toBe('/members/5');
    expect(pathTo('credits-id-paymentmethod', { id: 3 })).toBe('/credits/3');
    expect(pathTo('credits-id-paymentmethod', { id: 3, paymentmethod: 'ideal' })).toBe('/credits/3/ideal');
    expect(pathTo('index')).toBe('/');
  });

  it('refuses a missing required parameter and an unknown route', () => {
    expect(() => pathTo('members-id')).toThrow(/id/);
    expect(() => pathTo('no-such-route')).toThrow(/no-such-route/);
  });

  it('adds a query', () => {
    expect(pathTo('members', {}, { page: 2, q: 'a b', skip: undefined })).toBe('/members?page=2&q=a+b');
  });
});
