import { fetchDocument, sitePort } from './documents';
import { expect, test } from './fixtures';

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The site elements of a fetched document. */
function headOf(html: string) {
  const meta = (attribute: string, key: string) => {
    const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
    return found === undefined ? null : unescapeHtml(found);
  };
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1] ?? null,
    title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('name', 'description'),
    themeColor: meta('name', 'theme-color'),
    icon: /<link rel="icon"[^>]* href="([^"]*)">/.exec(html)?.[1] ?? null,
    ogTitle: meta('property', 'og:title'),
    ogSiteName: meta('property', 'og:site_name'),
    ogType: meta('property', 'og:type'),
    ogUrl: meta('property', 'og:url'),
    ogLocale: meta('property', 'og:locale'),
  };
}

interface SiteCase {
  host: string;
  /** Where the configured site URL (SITE_URL_TEMPLATE http://{host}:{port}) puts it. */
  origin: string;
  lang: string;
  /**
   * A member lander of one of the site's members (`:id` in the path) whose slug names the other language,
   * with that language and the page's title.
   */
  lander: { path: string; lang: string; title: string; ogLocale: string };
}

const SITES: SiteCase[] = [
  {
    host: 'flirtmoment.test',
    // The default site is served at localhost in development: its links (and og:url) name that.
    get origin() {
      return `http://localhost:${sitePort()}`;
    },
    lang: 'en',
    lander: {
      path: '/members/:id/landing2/de',
      lang: 'de',
      title: 'Triff heute noch jemanden | Flirtmoment',
      ogLocale: 'de_DE',
    },
  },
  {
    host: 'herzklopfen.test',
    get origin() {
      return `http://herzklopfen.test:${sitePort()}`;
    },
    lang: 'de',
    lander: {
      path: '/members/:id/landing3/eng',
      lang: 'en',
      title: 'Meet someone tonight | Herzklopfen',
      ogLocale: 'en_GB',
    },
  },
];

for (const site of SITES) {
  test(`${site.host}: every page's HTML carries the site and its language before any script runs`, async ({
    page,
  }) => {
    const settings = (
      await (await page.request.get('/api/settings.php', { params: { forced_domain: site.host } })).json()
    ).settings as { name: string; index_title: string; description: string; primary_color: string | null };
    // A member landing exists only for a member of this site a visitor may see.
    const people = (
      await (
        await page.request.get('/api/lander-members.php', { params: { forced_domain: site.host, limit: 1 } })
      ).json()
    ).members as { id: number }[];
    const landerPath = site.lander.path.replace(':id', String(people[0]!.id));

    const home = await fetchDocument(site.host, '/');
    expect(home.status).toBe(200);
    expect(home.contentType).toMatch(/^text\/html/);
    expect(headOf(home.html)).toEqual({
      lang: site.lang,
      title: settings.index_title,
      description: settings.description,
      themeColor: settings.primary_color ?? '#e8461e',
      icon: '/favicon.svg',
      ogTitle: settings.index_title,
      ogSiteName: settings.name,
      ogType: 'website',
      ogUrl: `${site.origin}/`,
      ogLocale: site.lang === 'de' ? 'de_DE' : 'en_GB',
    });

    const lander = await fetchDocument(site.host, landerPath);
    expect(lander.status).toBe(200);
    expect(headOf(lander.html)).toMatchObject({
      lang: site.lander.lang,
      title: site.lander.title,
      ogTitle: site.lander.title,
      ogSiteName: settings.name,
      ogUrl: `${site.origin}${landerPath}`,
      ogLocale: site.lander.ogLocale,
    });
    expect((await fetchDocument(site.host, '/no/such/page')).status).toBe(404);

    // The browser: the shell boots under the page's policy (the fixture fails on any violation) and keeps
    // what the document said.
    const icon = await page.request.get(`http://127.0.0.1:${sitePort()}/favicon.svg`);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);

    await page.goto(`http://${site.host}:${sitePort()}${landerPath}`);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.locator('html')).toHaveAttribute('lang', site.lander.lang);
    await expect(page).toHaveTitle(site.lander.title);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', settings.name);

    await page.goto(`http://${site.host}:${sitePort()}/`);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
    // Once the shell runs, the home page keeps the title its document had: the site's index_title.
    await expect(page).toHaveTitle(settings.index_title);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  });
}
