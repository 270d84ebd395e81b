/** @jest-environment node */
import { repositoryRegistrations, settingsFixture } from 'shared-ui/testing';
import { renderPage } from './entry';

const registrations = Object.fromEntries(
  repositoryRegistrations()
    .slice(1)
    .map((registration) => [registration.remote, registration]),
);

const input = (overrides: Partial<Parameters<typeof renderPage>[0]> = {}) => ({
  page: 'home',
  pathname: '/',
  params: {},
  settings: settingsFixture({
    name: 'Flirtmoment',
    index_title: 'Meet singles near you',
    description: 'Chat with new people tonight.',
  }),
  locale: 'en' as const,
  registrations,
  api: async () => null,
  ...overrides,
});

describe('the shell server entry', () => {
  it("renders the visitors' home in the default layout with its CSS, as the shell draws it", async () => {
    const result = await renderPage(input());
    expect(result).not.toBeNull();
    const { html, head } = result!;
    expect(html).toContain('data-layout="default"');
    expect(html).toMatch(/<h1[^>]*>Meet singles near you<\/h1>/);
    expect(html).toContain('Chat with new people tonight.');
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(html).toContain('Log in');
    expect(html).toContain('Terms and conditions');
    // The brand font's faces in an element of their own (the browser keeps it when the shell takes over).
    expect(head).toMatch(/^<style id="brand-font-faces">\s*@font-face/);
    expect(head).toContain('<style data-styled="true"');
  });

  it("speaks the visitor's language", async () => {
    const { html } = (await renderPage(input({ locale: 'de' })))!;
    expect(html).toContain('Datenschutzerklärung');
    const english = (await renderPage(input()))!.html;
    expect(english).not.toContain('Datenschutzerklärung');
  });

  it("draws the site-entry warning into the first paint, in the site's brand, unless the visitor entered before", async () => {
    const { html } = (await renderPage(input()))!;
    expect(html).toMatch(
      /<div[^>]*role="dialog"[^>]*aria-modal="true"[^>]*aria-labelledby="site-entry-title"/,
    );
    expect(html).toMatch(/<h2[^>]*id="site-entry-title"[^>]*>Adult content<\/h2>/);
    expect(html).toMatch(/<button[^>]*>Enter<\/button>/);
    expect(html).toMatch(/data-site-entry-warning[\s\S]*Flirtmoment[\s\S]*site-entry-title/);

    const entered = (await renderPage(input({ siteEntryEntered: true })))!.html;
    expect(entered).not.toContain('site-entry-title');
    const off = (await renderPage(
      input({ settings: settingsFixture({ name: 'Flirtmoment', enable_site_entry_popup: 'no' }) }),
    ))!.html;
    expect(off).not.toContain('site-entry-title');
  });

  it('leaves every other page to the browser', async () => {
    expect(await renderPage(input({ page: 'pages-terms', pathname: '/pages/terms' }))).toBeNull();
  });
});
