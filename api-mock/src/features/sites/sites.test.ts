/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Value } from '@sinclair/typebox/value';
import { eq } from 'drizzle-orm';
import { CompanyInfoResponseSchema, SettingsResponseSchema, SettingsSchema, type Settings } from 'contract';
import { sites } from '../../db/schema.js';
import { captureLogs } from '../../testing/log-capture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSettingsService } from './settings-service.js';

describe('GET /api/settings.php and /api/companyinfo.php', () => {
  let t: TestApp;
  const logs = captureLogs('warn');

  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger });
  });
  afterAll(() => t.close());

  async function settings(
    query: Record<string, string> = {},
    headers: Record<string, string> = {},
  ): Promise<Settings> {
    const response = await t.app.inject({ url: '/api/settings.php', query, headers });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ settings: Settings }>();
    expect(Value.Check(SettingsResponseSchema, body)).toBe(true);
    return body.settings;
  }

  it('answers the site of the Host header, with every field of the contract', async () => {
    const flirt = await settings({}, { host: 'flirtmoment.test' });
    expect(flirt.name).toBe('Flirtmoment');
    expect(flirt.domain).toBe('flirtmoment.test');
    expect(flirt.domain_language).toBe('en_GB');
    expect(Object.keys(flirt).sort()).toEqual(Object.keys(SettingsSchema.properties).sort());
    expect(flirt).toMatchObject({
      message_length: 1000,
      minimum_age: 18,
      refund_days: 14,
      support_email: 'support@flirtmoment.test',
      fictional_singular: 'fictional profile',
      fictional_plural: 'fictional profiles',
    });
    expect(flirt.countries).toEqual([
      'GB',
      'IE',
      'US',
      'AU',
      'NZ',
      'CA',
      'NL',
      'BE',
      'DE',
      'AT',
      'CH',
      'FR',
      'IT',
      'ES',
      'PL',
    ]);
    expect(flirt.minimum_message_costs.GB).toEqual({ costs: 0.35, currency: 'GBP' });
    expect(flirt.minimum_message_costs.PL).toEqual({ costs: 1.69, currency: 'PLN' });
    expect(Object.keys(flirt.minimum_message_costs).sort()).toEqual([...flirt.countries].sort());
    expect(flirt.company_info.name).toBe('Brightlane Media B.V.');
    // A VAPID public key: an uncompressed P-256 point, base64url.
    expect(Buffer.from(flirt.push_public_key, 'base64url')).toHaveLength(65);
    expect(flirt.interests).toHaveLength(51);
  });

  it('answers the second site, in its own language, on its own domain', async () => {
    const herz = await settings({}, { host: 'herzklopfen.test:8080' });
    expect(herz).toMatchObject({
      name: 'Herzklopfen',
      domain: 'herzklopfen.test',
      domain_language: 'de_DE',
      countries: ['DE', 'AT', 'CH'],
      fictional_singular: 'fiktives Profil',
      fictional_plural: 'fiktive Profile',
    });
    expect(herz.company_info.name).toBe('Rijnpoort Digital B.V.');
    expect(herz.push_public_key).not.toBe((await settings({}, { host: 'flirtmoment.test' })).push_public_key);
  });

  it('prefers forced_domain (sent by the shell) over the Host header', async () => {
    expect((await settings({ forced_domain: 'herzklopfen.test' }, { host: 'localhost' })).name).toBe(
      'Herzklopfen',
    );
    expect((await settings({ forced_domain: 'HERZKLOPFEN.TEST.' })).name).toBe('Herzklopfen');
    expect((await settings({ forced_domain: 'www.herzklopfen.test' })).name).toBe('Herzklopfen');
  });

  it('serves aliases (localhost, 127.0.0.1) as the first demo site', async () => {
    expect((await settings({}, { host: 'localhost:8080' })).domain).toBe('flirtmoment.test');
    expect((await settings({}, { host: '127.0.0.1' })).domain).toBe('flirtmoment.test');
  });

  it('serves the default site for an unknown domain and logs it once', async () => {
    const unknown = await settings({ forced_domain: 'nobody-knows.example' });
    expect(unknown.domain).toBe('flirtmoment.test');
    await settings({ forced_domain: 'nobody-knows.example' });
    const lines = logs.lines().filter((line) => line.hostname === 'nobody-knows.example');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'unknown domain: serving the default site',
      site: 'flirtmoment.test',
    });
  });

  it("takes geoip_country from CF-IPCountry or X-Country-Code, else the site's first country", async () => {
    expect((await settings({}, { host: 'herzklopfen.test' })).geoip_country).toBe('DE');
    expect((await settings({}, { host: 'flirtmoment.test' })).geoip_country).toBe('GB');
    const fromCloudflare = await settings({}, { host: 'flirtmoment.test', 'cf-ipcountry': 'nl' });
    expect(fromCloudflare).toMatchObject({ geoip_country: 'NL', geoip_selected_country: 'NL' });
    expect((await settings({}, { host: 'flirtmoment.test', 'x-country-code': 'CA' })).geoip_country).toBe(
      'CA',
    );
    // Cloudflare's "unknown" and malformed values do not count.
    expect((await settings({}, { host: 'flirtmoment.test', 'cf-ipcountry': 'XX' })).geoip_country).toBe('GB');
    expect((await settings({}, { host: 'flirtmoment.test', 'cf-ipcountry': 'Narnia' })).geoip_country).toBe(
      'GB',
    );
  });

  it('selects the country of the query when the site serves it, else the geoip country', async () => {
    const selected = await settings(
      { forced_domain: 'flirtmoment.test', country: 'pl' },
      { 'cf-ipcountry': 'DE' },
    );
    expect(selected).toMatchObject({ geoip_country: 'DE', geoip_selected_country: 'PL' });
    const notServed = await settings(
      { forced_domain: 'herzklopfen.test', country: 'PL' },
      { 'cf-ipcountry': 'AT' },
    );
    expect(notServed).toMatchObject({ geoip_country: 'AT', geoip_selected_country: 'AT' });
    const malformed = await settings({ forced_domain: 'herzklopfen.test', country: 'Schweiz' });
    expect(malformed.geoip_selected_country).toBe('DE');
  });

  it("includes region data for the site's countries only, labelled as each country names them", async () => {
    const herz = await settings({ forced_domain: 'herzklopfen.test' });
    expect(Object.keys(herz.region_data)).toEqual(['DE', 'AT', 'CH']);
    expect(herz.region_data.DE?.label).toBe('state');
    expect(herz.region_data.CH?.label).toBe('canton');
    expect(herz.region_data.CH?.regions).toHaveLength(26);
    const flirt = await settings({ forced_domain: 'flirtmoment.test' });
    expect(Object.keys(flirt.region_data).sort()).toEqual([...flirt.countries].sort());
    expect(flirt.region_data.PL?.label).toBe('voivodeship');
  });

  it('ignores the route query parameters the shell passes along', async () => {
    expect((await settings({ forced_domain: 'herzklopfen.test', t: 'abc', lb: '1', sub1: 'x' })).name).toBe(
      'Herzklopfen',
    );
  });

  it('refuses an unusable forced_domain with 400 validation_failed', async () => {
    const response = await t.app.inject({
      url: '/api/settings.php',
      query: { forced_domain: 'x'.repeat(300) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', statusCode: 400 });
    expect(response.json().fields).toHaveProperty('forced_domain');
  });

  it('answers each domain with its own operating company', async () => {
    const flirt = await t.app.inject({ url: '/api/companyinfo.php', headers: { host: 'flirtmoment.test' } });
    expect(flirt.statusCode).toBe(200);
    expect(Value.Check(CompanyInfoResponseSchema, flirt.json())).toBe(true);
    expect(flirt.json()).toEqual({
      companyinfo: {
        name: 'Brightlane Media B.V.',
        address: 'Keizersgracht 241',
        kvk: '81234567',
        city: '1016 EA Amsterdam',
        country: 'Netherlands',
        tradenames: ['Flirtmoment'],
        vat_numbers: ['NL862301945B01'],
        added: '2024-03-18T09:00:00.000Z',
      },
    });
    const herz = await t.app.inject({
      url: '/api/companyinfo.php',
      query: { forced_domain: 'herzklopfen.test' },
    });
    expect(herz.json().companyinfo).toMatchObject({
      name: 'Rijnpoort Digital B.V.',
      vat_numbers: ['NL858347211B01', 'DE318604127'],
    });
  });

  it('answers compressed for clients that accept it, the same settings', async () => {
    const plain = await t.app.inject({ url: '/api/settings.php', headers: { host: 'herzklopfen.test' } });
    const br = await t.app.inject({
      url: '/api/settings.php',
      headers: { host: 'herzklopfen.test', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await t.app.inject({
      url: '/api/settings.php',
      headers: { host: 'herzklopfen.test', 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serializes each site and visitor-country pair once', async () => {
    const service = createSettingsService(t.app.services.siteDirectory);
    const serialized: string[] = [];
    const serialize = (body: { settings: Settings }) => {
      serialized.push(
        `${body.settings.domain} ${body.settings.geoip_country} ${body.settings.geoip_selected_country}`,
      );
      return JSON.stringify(body);
    };
    const request = { hostname: 'flirtmoment.test', geoipCountry: 'NL', selectedCountry: undefined };
    const first = await service.serializedFor(request, serialize);
    expect(await service.serializedFor(request, serialize)).toBe(first);
    await service.serializedFor({ ...request, selectedCountry: 'BE' }, serialize);
    await service.serializedFor({ ...request, hostname: 'herzklopfen.test', geoipCountry: 'AT' }, serialize);
    expect(serialized).toEqual([
      'flirtmoment.test NL NL',
      'flirtmoment.test NL BE',
      'herzklopfen.test AT AT',
    ]);
    expect(JSON.parse(first.json)).toEqual({ settings: await service.settingsFor(request) });
  });

  it('keeps settings in memory and picks up a change once the cache is invalidated', async () => {
    await t.db.handle.db
      .update(sites)
      .set({ name: 'Herzklopfen Plus' })
      .where(eq(sites.domain, 'herzklopfen.test'));
    expect((await settings({ forced_domain: 'herzklopfen.test' })).name).toBe('Herzklopfen');
    t.app.services.siteDirectory.invalidate();
    expect((await settings({ forced_domain: 'herzklopfen.test' })).name).toBe('Herzklopfen Plus');
  });
});
