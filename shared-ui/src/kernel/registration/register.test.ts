import { register } from './register';

const Page = () => null;
const load = async () => ({ default: Page });
const translations = { namespace: 'x', loadTranslations: async () => ({}), version: '1' };
const data = (extra: Record<string, unknown> = {}) => ({
  remote: 'mf_x',
  namespace: 'x',
  pages: [{ name: 'x-page', path: '/x', layout: 'default' }],
  ...extra,
});

describe('register', () => {
  it('accepts a registration whose every page and slot has its module', () => {
    const registration = register({
      ...translations,
      data: data({ slots: [{ slot: 'chat.side-panel', page: 'panel' }] }),
      pages: { 'x-page': load, panel: load },
    });
    expect(registration.data.pages.map((page) => page.name)).toEqual(['x-page']);
  });

  it('refuses a declared page, slot or parcel without its module', () => {
    expect(() => register({ ...translations, data: data(), pages: {} })).toThrow(/page x-page/);
    expect(() =>
      register({
        ...translations,
        data: data({ slots: [{ slot: 'signup.flow', page: 'flow' }] }),
        pages: { 'x-page': load },
      }),
    ).toThrow(/page flow/);
    expect(() =>
      register({
        ...translations,
        data: data({ pages: [{ name: 'l', path: '/l', layout: 'lander', parcel: 'video' }] }),
        pages: {},
        parcels: {},
      }),
    ).toThrow(/parcel video/);
  });

  it('refuses malformed declarations', () => {
    const pages = { 'x-page': load };
    expect(() =>
      register({ ...translations, data: data({ slots: [{ slot: 'footer', page: 'x-page' }] }), pages }),
    ).toThrow();
    expect(() =>
      register({
        ...translations,
        data: data({ navigation: [{ label: 'a', route: 'x-page', order: 1, visibility: 'admins' }] }),
        pages,
      }),
    ).toThrow(/navigation item 0/);
    for (const odd of [{ icon: 'rocket' }, { group: 'extras' }, { shortLabel: '' }]) {
      expect(() =>
        register({
          ...translations,
          data: data({
            navigation: [{ label: 'a', route: 'x-page', order: 1, visibility: 'member', ...odd }],
          }),
          pages,
        }),
      ).toThrow(/navigation item 0/);
    }
    expect(() => register({ ...translations, data: data({ messages: { xx: {} } }), pages })).toThrow(
      /messages/,
    );
    expect(() => register({ ...translations, namespace: 'other', data: data(), pages })).toThrow(/namespace/);
  });
});
