import type { LanderMember } from 'contract';
import { LANDER_VARIANTS, type LanderVariant } from '../variants';
import { loadLanderData, showsPeople } from './lander-data';

const anna: LanderMember = {
  id: 12,
  name: 'Anna',
  age: 29,
  city: 'Utrecht',
  region: 'Utrecht',
  country: 'NL',
  photo: '/uploads/anna_thumb.jpg',
  fictional: false,
};
const bram: LanderMember = { ...anna, id: 13, name: 'Bram', photo: null };

/** The site's API as the loader sees it: a GET by path, answering parsed JSON; records what was asked. */
function siteApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const api = async (path: string) => {
    asked.push(path);
    const route = path.split('?')[0]!;
    if (!(route in answers)) throw new Error(`404 ${path}`);
    const answer = answers[route];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { api, asked };
}

const PEOPLE_VARIANTS: LanderVariant[] = [
  'gallery',
  'collagelanding',
  'tinderswipe',
  'maplanding',
  'adultonly',
  'whoneedsstrings',
  'alonetonight',
  'iconslanding',
  'socialnetwork',
];
const MEMBER_VARIANTS: LanderVariant[] = ['member-landing', 'member-landing2', 'member-landing3'];

describe('loadLanderData', () => {
  it.each(PEOPLE_VARIANTS)('%s asks for a few members and keeps them', async (variant) => {
    const { api, asked } = siteApi({ '/api/lander-members.php': { members: [anna, bram] } });
    expect(await loadLanderData(variant, { slug: 'summer' }, api)).toEqual({ people: [anna, bram] });
    expect(asked).toHaveLength(1);
    const limit = Number(new URL(asked[0]!, 'http://site.test').searchParams.get('limit'));
    expect(limit).toBeGreaterThanOrEqual(3);
    expect(limit).toBeLessThanOrEqual(9);
  });

  it('keeps no more members than the design has room for', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...anna, id: index + 1 }));
    const { api } = siteApi({ '/api/lander-members.php': { members: many } });
    expect((await loadLanderData('tinderswipe', {}, api)).people).toHaveLength(3);
  });

  it.each(MEMBER_VARIANTS)('%s asks for the member of the route', async (variant) => {
    const { api, asked } = siteApi({ '/api/lander-member.php': { member: anna } });
    expect(await loadLanderData(variant, { id: '12', slug: 'eng' }, api)).toEqual({ member: anna });
    expect(asked).toEqual(['/api/lander-member.php?id=12']);
  });

  it('keeps the null of a member nobody may see', async () => {
    const { api } = siteApi({ '/api/lander-member.php': { member: null } });
    expect(await loadLanderData('member-landing', { id: '99' }, api)).toEqual({ member: null });
  });

  it.each(['abc', '0', '-4', '1.5', '2147483648', undefined])(
    'asks nothing for a route id that cannot be a member (%s)',
    async (id) => {
      const { api, asked } = siteApi({});
      expect(await loadLanderData('member-landing2', { id }, api)).toEqual({});
      expect(asked).toEqual([]);
    },
  );

  it('asks nothing for the landers that play their video', async () => {
    const { api, asked } = siteApi({});
    const drawn = LANDER_VARIANTS.filter(
      (variant) => !PEOPLE_VARIANTS.includes(variant) && !MEMBER_VARIANTS.includes(variant),
    );
    for (const variant of drawn) expect(await loadLanderData(variant, { id: '12' }, api)).toEqual({});
    expect(asked).toEqual([]);
  });

  it('never throws: a failed call or an answer of another shape leaves the data empty', async () => {
    const failing = siteApi({
      '/api/lander-members.php': new Error('503'),
      '/api/lander-member.php': new Error('400'),
    });
    expect(await loadLanderData('gallery', {}, failing.api)).toEqual({});
    expect(await loadLanderData('member-landing', { id: '5' }, failing.api)).toEqual({});

    const odd = siteApi({
      '/api/lander-members.php': { members: [anna, { id: 'x' }, null] },
      '/api/lander-member.php': 'not json',
    });
    expect(await loadLanderData('gallery', {}, odd.api)).toEqual({ people: [anna] });
    expect(await loadLanderData('member-landing', { id: '5' }, odd.api)).toEqual({});
    const noList = siteApi({ '/api/lander-members.php': { profiles: [anna] } });
    expect(await loadLanderData('maplanding', {}, noList.api)).toEqual({});
  });
});

describe('showsPeople', () => {
  it.each(PEOPLE_VARIANTS)('%s shows people when there are some', (variant) => {
    expect(showsPeople(variant, { people: [anna] })).toBe(true);
    expect(showsPeople(variant, { people: [] })).toBe(false);
    expect(showsPeople(variant, {})).toBe(false);
    expect(showsPeople(variant, { member: anna })).toBe(false);
  });

  it.each(MEMBER_VARIANTS)('%s shows the member when there is one', (variant) => {
    expect(showsPeople(variant, { member: anna })).toBe(true);
    expect(showsPeople(variant, { member: null })).toBe(false);
    expect(showsPeople(variant, {})).toBe(false);
    expect(showsPeople(variant, { people: [anna] })).toBe(false);
  });

  it('never for the landers that play their video', () => {
    for (const variant of ['video', 'transitionsvideolanding'] as const) {
      expect(showsPeople(variant, { people: [anna], member: anna })).toBe(false);
    }
  });
});
