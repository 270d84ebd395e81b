/**
 * @jest-environment node
 */
import type { LanderRenderInput, LanderServerEntry } from 'contract';
import { settingsFixture } from 'shared-ui/testing';
import { TEXTS } from '../lander/texts/all';
import { LANDERS, type LanderName } from '../lander/landers';
import * as entry from './entry';

const input = (parcel: string, overrides: Partial<LanderRenderInput> = {}): LanderRenderInput => ({
  parcel,
  pathname: `/landers/${parcel}`,
  params: {},
  settings: settingsFixture(),
  locale: 'en',
  assetBase: '/remotes/mf-landers-plain/abc/',
  api: () => Promise.reject(new Error('no API call expected')),
  ...overrides,
});

async function rendered(parcel: LanderName, overrides: Partial<LanderRenderInput> = {}) {
  const result = await entry.render(input(parcel, overrides));
  if (!result) throw new Error(`${parcel} was not rendered`);
  return result;
}

describe('the server entry', () => {
  it('is a LanderServerEntry', () => {
    const module: LanderServerEntry = entry;
    expect(typeof module.render).toBe('function');
  });

  it.each(LANDERS)(
    'renders %s as a whole page: logo bar, headline, call to action, footer',
    async (lander) => {
      const { html, head, scripts } = await rendered(lander);
      const copy = TEXTS.en.landers[lander];
      expect(html).toMatch(/^<div class="lpp lpp-page" data-lander-remote="mf_landers_plain"/);
      expect(html).toContain(`data-lander="${lander}"`);
      // The app's logo: the site's mark beside its name.
      expect(html).toMatch(
        /<a class="lpp-logo" href="\/" data-site-logo><img src="\/favicon.svg" alt="" width="32" height="32"[^>]*><span data-site-name>Harbour Hearts<\/span><\/a>/,
      );
      // Its hyphenated words kept whole on one line ("Grown-/up" never splits).
      expect(html.replace(/<span class="lpp-whole">([^<]*)<\/span>/g, '$1')).toContain(
        `<h1 class="lpp-headline">${copy.headline.replace(/'/g, '&#39;')}</h1>`,
      );
      expect(html).toContain('<a class="lpp-cta" href="/signup" data-lpp-signup>Sign up free</a>');
      expect(html).toContain('<a href="/login" data-lpp-login>Log in</a>');
      for (const page of ['terms', 'privacy', 'cookies', 'faq', 'service']) {
        expect(html).toContain(`href="/pages/${page}"`);
      }
      expect(html).toContain('Adults only. You must be at least 18 years old to join.');
      // The site's font, from the files the shell serves at the site root; no other file, nothing imported.
      expect(head).toMatch(/^<style id="brand-font-faces">[^<]+<\/style><style>[^<]+<\/style>$/);
      expect(head).toContain("font-family:'Nunito Variable'");
      expect(head).not.toMatch(/@import/);
      expect(head.match(/url\('([^']+)'\)/g)?.every((url) => url.startsWith("url('/assets/"))).toBe(true);
      expect(scripts).toEqual(['ssr/client.test.js']);
    },
  );

  it('renders in the visitor language', async () => {
    const { html } = await rendered('whoneedsstrings', { locale: 'de' });
    expect(html).toContain('lang="de"');
    expect(html).toContain('Wer braucht schon Verpflichtungen?');
    expect(html).toContain('Kostenlos registrieren');
    expect(html).toContain('>Einloggen</a>');
    expect(html).toContain('>Datenschutzerklärung</a>');
  });

  it('escapes every text it takes from the settings', async () => {
    const { html } = await rendered('adultonly', {
      settings: settingsFixture({
        name: 'Tom & "Jerry" <b>',
        fictional_icon: true,
        fictional_warning: '<img src=x onerror=alert(1)> fictional',
        primary_color: 'red;background:url(//evil)',
        minimum_age: 21,
      }),
    });
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
    expect(html).toContain(
      '<p class="lpp-fictional" role="note">&lt;img src=x onerror=alert(1)&gt; fictional</p>',
    );
    expect(html).toContain('at least 21 years old');
    // Not a colour: no style at all.
    expect(html).not.toContain('style=');
  });

  it('uses the brand colour for the accent, and shows no disclosure without the fictional icon', async () => {
    const { html } = await rendered('tinderswipe', {
      settings: settingsFixture({
        primary_color: '#0A7d3c',
        fictional_icon: false,
        fictional_warning: 'Fictional',
      }),
    });
    expect(html).toContain('style="--lpp-accent:#0A7d3c"');
    expect(html).not.toContain('lpp-fictional');
  });

  it('leaves the client only what it needs in its state', async () => {
    const { state } = await rendered('tinderswipe', { locale: 'nl', params: { slug: undefined } });
    expect(state).toEqual({
      parcel: 'tinderswipe',
      locale: 'nl',
      params: { slug: undefined },
      settings: {
        name: 'Harbour Hearts',
        minimum_age: 18,
        geoip_country: settingsFixture().geoip_country,
        enable_site_entry_popup: 'yes',
        fictional_icon: settingsFixture().fictional_icon,
        fictional_warning: settingsFixture().fictional_warning,
      },
    });
  });

  it('opens with real members’ faces, sized, named and leading into the signup, a fictional one labelled', async () => {
    const member = (id: number, name: string, fictional = false) => ({
      id,
      name,
      age: 30 + id,
      city: null,
      region: null,
      country: 'GB',
      photo: `/uploads/${name}_thumb.jpg`,
      fictional,
    });
    const asked: string[] = [];
    const { html } = await rendered('adultonly', {
      api: async (path) => {
        asked.push(path);
        return { members: [member(1, 'Clara', true), member(2, 'Maya'), member(3, 'Ava'), member(4, 'Zoe')] };
      },
    });
    expect(asked).toEqual(['/api/lander-members.php?limit=3']);
    expect(html).toContain('<ul class="lpp-faces" aria-label="Members you could meet">');
    expect(html).toContain(
      '<a href="/signup" data-lpp-signup aria-label="Meet Clara, 31: sign up free"><img src="/uploads/Clara_thumb.jpg" srcset="/uploads/Clara_thumb.jpg 400w"',
    );
    expect(html).toMatch(
      /alt="Photo of Clara" width="400" height="400" loading="eager" fetchpriority="high">/,
    );
    expect(html).toMatch(/alt="Photo of Maya" width="400" height="400" loading="lazy" decoding="async">/);
    expect(html).toContain('<span class="lpp-face-fictional">Fictional profile</span>');
    expect(html).toContain('<span class="lpp-face-name">Clara, 31</span>');
    expect(html).not.toContain('Zoe');
    // Photo first: the faces come before the headline.
    expect(html.indexOf('lpp-faces')).toBeLessThan(html.indexOf('lpp-headline'));
  });

  it('keeps a hyphenated word of the headline whole', async () => {
    const { html } = await rendered('adultonly');
    expect(html).toContain(
      '<h1 class="lpp-headline"><span class="lpp-whole">Grown-up</span> dating. No games.</h1>',
    );
  });

  it('draws the page without faces when the API does not answer', async () => {
    const { html } = await rendered('adultonly');
    expect(html).not.toContain('lpp-faces');
  });

  it('answers null for a parcel it does not have', async () => {
    await expect(entry.render(input('video'))).resolves.toBeNull();
    await expect(entry.render(input('member-landing'))).resolves.toBeNull();
  });
});
