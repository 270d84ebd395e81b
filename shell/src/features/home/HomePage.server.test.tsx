/** @jest-environment node */
import type { LanderMember } from 'contract';
import { repositoryRegistrations, settingsFixture } from 'shared-ui/testing';
import { renderPage } from '../../server/entry';

const registrations = Object.fromEntries(
  repositoryRegistrations()
    .slice(1)
    .map((registration) => [registration.remote, registration]),
);

const member = (id: number, fields: Partial<LanderMember> = {}): LanderMember => ({
  id,
  name: `Member${id}`,
  age: 20 + id,
  city: null,
  region: null,
  country: 'GB',
  photo: `/uploads/m${id}_thumb.jpg`,
  fictional: false,
  ...fields,
});

const people = [
  member(1, { name: 'Clara', age: 34, fictional: true }),
  ...[2, 3, 4, 5, 6].map((id) => member(id)),
];

/** The server's logged-out GET of the site's API: the faces, and what was asked. */
function siteApi() {
  const asked: string[] = [];
  const api = async (path: string) => {
    asked.push(path);
    if (path.startsWith('/api/lander-members.php')) return { members: people };
    throw new Error(`404 ${path}`);
  };
  return { api, asked };
}

const draw = (api: (path: string) => Promise<unknown>) =>
  renderPage({
    page: 'home',
    pathname: '/',
    params: {},
    settings: settingsFixture({ name: 'Flirtmoment', index_title: 'Meet singles near you', signups: 'all' }),
    locale: 'en',
    registrations,
    api,
  });

describe("the visitors' home as the server draws it", () => {
  it('opens with real members’ faces, each sized, named and leading into the signup', async () => {
    const { api, asked } = siteApi();
    const result = (await draw(api))!;
    expect(asked).toEqual(['/api/lander-members.php?limit=6']);
    const { html } = result;
    expect(html).toContain('aria-label="Members you could meet"');
    expect(html).toMatch(
      /<a href="\/signup" aria-label="Meet Clara, 34: sign up free"[^>]*><img src="\/uploads\/m1_thumb.jpg"[^>]*alt="Photo of Clara" width="400" height="400" loading="eager" fetchPriority="high"/,
    );
    // The others once laid out, so they do not compete with the first on a slow line.
    expect(html).toMatch(/alt="Photo of Member2" width="400" height="400" loading="lazy" decoding="async"/);
    expect(html).toContain('Clara, 34');
    // Honest: the fictional member is labelled, and the warning said under the faces.
    expect(html).toContain('Fictional profile');
    expect(html).toContain('You cannot meet them in person.');
    // The faces come before the headline: photo first.
    expect(html.indexOf('Photo of Clara')).toBeLessThan(html.indexOf('Meet singles near you'));
    // The browser's drawing reads the same faces back from the page state.
    expect(result.state).toEqual({ people });
  });

  it('draws the page without faces when the API does not answer', async () => {
    const result = (await draw(async () => Promise.reject(new Error('503'))))!;
    expect(result.html).toContain('Meet singles near you');
    expect(result.html).not.toContain('Members you could meet');
    expect(result.state).toEqual({ people: [] });
  });
});
