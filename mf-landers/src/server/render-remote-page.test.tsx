/** @jest-environment node */
import { repositoryRegistrations, settingsFixture } from 'shared-ui/testing';
import { drawnPages, renderPage } from '../features/lander-page/server-entry';

const member = {
  id: 7,
  name: 'Mila',
  age: 29,
  country: 'GB',
  region: 'England',
  city: 'Leeds',
  photo: '/uploads/7_thumb.jpg',
  fictional: false,
};

const input = (overrides: Partial<Parameters<typeof renderPage>[0]> = {}) => ({
  page: 'members-id-signup',
  pathname: '/members/7/signup',
  params: { id: '7' },
  settings: settingsFixture(),
  locale: 'en' as const,
  registrations: Object.fromEntries(repositoryRegistrations().map((entry) => [entry.remote, entry])),
  api: async (path: string) => (path === '/api/lander-member.php?id=7' ? { member } : { member: null }),
  assetBase: '/remotes/mf-landers/v1/',
  ...overrides,
});

describe("the lander remote's page drawings", () => {
  it('draws the member signup with the member and the first step, its submit off until the page is taken over', async () => {
    const result = await renderPage(input());
    expect(result).not.toBeNull();
    const { html, head, state } = result!;
    expect(html).toMatch(/<h1[^>]*>Sign up to meet this member<\/h1>/);
    expect(html).toContain('Mila, 29');
    expect(html).toContain('Leeds');
    expect(html).toMatch(/<input[^>]*name="gender"/);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Continue<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/login"/);
    expect(head).toMatch(/^<style data-styled="true"/);
    expect(state).toEqual({ memberId: 7, member });
  });

  it('draws the generic signup, revealing nothing, for an id that names nobody a visitor may see', async () => {
    const { html, state } = (await renderPage(
      input({ pathname: '/members/8/signup', params: { id: '8' } }),
    ))!;
    expect(state).toEqual({ memberId: 8, member: null });
    expect(html).not.toContain('<figure');
    expect(html).toContain('Who would you like to meet?');
  });

  it('draws every page it names to the server, and only those', async () => {
    expect(drawnPages).toEqual(['members-id-signup']);
    for (const page of drawnPages) expect(await renderPage(input({ page }))).not.toBeNull();
  });

  it('speaks the visitor language and leaves other pages to the browser', async () => {
    expect((await renderPage(input({ locale: 'de' })))!.html).toContain('Wen möchtest du kennenlernen?');
    expect(await renderPage(input({ page: 'signup', pathname: '/signup', params: {} }))).toBeNull();
  });
});
