import { LANGUAGES } from 'contract/constants';
import { composeSite, parseRegistration } from 'shared-ui/kernel';
import { repositoryRegistrations } from 'shared-ui/testing';
import { LANDERS } from './lander/landers';
import registration from './registration.json';
import { namespace } from './translations';

const isOurs = (parcel: string | undefined) => (LANDERS as readonly string[]).includes(parcel ?? '');

describe('registration.json', () => {
  it('is a valid registration of mf_landers_plain with its server entry', () => {
    const parsed = parseRegistration(registration);
    expect(parsed.remote).toBe('mf_landers_plain');
    expect(parsed.namespace).toBe(namespace);
    expect(registration.server).toBe('server/entry.cjs');
    expect(parsed.pages.map((page) => page.parcel).sort()).toEqual([...LANDERS].sort());
  });

  it("declares mf-landers' pages of the same landers: same names, paths, layout, parcels and titles", () => {
    const landers = repositoryRegistrations().find((found) => found.remote === 'mf_landers');
    expect(registration.pages).toEqual(landers?.pages.filter((page) => isOurs(page.parcel)));
    for (const language of LANGUAGES) {
      expect(registration.messages[language]['titles.lander']).toBe(
        landers?.messages?.[language]?.['titles.lander'],
      );
    }
  });

  it('takes those pages over when its manifest line comes last, and only those', () => {
    const deployed = repositoryRegistrations();
    const before = composeSite(deployed).routes;
    const after = composeSite([...deployed, parseRegistration(registration)]).routes;
    const owners = (routes: typeof before) =>
      Object.fromEntries(routes.map((route) => [route.path, route.owner]));

    expect(after.map((route) => route.name).sort()).toEqual(before.map((route) => route.name).sort());
    for (const route of after) {
      const ours = 'parcel' in route.module && isOurs(route.module.parcel);
      expect([route.path, route.owner]).toEqual([
        route.path,
        ours ? 'mf_landers_plain' : owners(before)[route.path],
      ]);
    }
    expect(after.filter((route) => route.owner === 'mf_landers_plain')).toHaveLength(LANDERS.length);
  });
});
