/** @jest-environment node */
import os from 'node:os';
import path from 'node:path';
import { API_MOCK_ROOT, ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toBe(path.join(API_MOCK_ROOT, 'data'));
    expect(config.siteRoot).toBe(path.resolve(API_MOCK_ROOT, '..'));
    expect(config.production).toBe(false);
    expect(config.redisUrl).toBeNull();
    expect(config.siteUrlTemplate).toBe('https://{domain}');
    expect(config.devMailOutbox).toBe(false);
    expect(config.scryptParams).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  describe('a server reachable from other machines', () => {
    const OWN_SECRETS = {
      SANDBOX_WEBHOOK_SECRET: 'a-sandbox-secret-of-this-deployment-0123456789',
      MAIL_LINK_SECRET: 'a-mail-link-secret-of-this-deployment-0123456789',
    };

    it.each(['0.0.0.0', '::', '192.0.2.10', 'demo.example.org'])(
      'refuses to start on HOST=%s with a development default secret, whatever NODE_ENV says',
      (host) => {
        for (const nodeEnv of [undefined, 'development', 'staging', 'test']) {
          const env = { HOST: host, ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) };
          expect(() => loadConfig(env)).toThrow(/SANDBOX_WEBHOOK_SECRET.*MAIL_LINK_SECRET/);
          expect(() => loadConfig({ ...env, MAIL_LINK_SECRET: OWN_SECRETS.MAIL_LINK_SECRET })).toThrow(
            /SANDBOX_WEBHOOK_SECRET/,
          );
          // The default spelled out is still the default.
          expect(() =>
            loadConfig({
              ...env,
              ...OWN_SECRETS,
              SANDBOX_WEBHOOK_SECRET: 'sandbox-webhook-secret-for-development-only',
            }),
          ).toThrow(ConfigError);
          expect(loadConfig({ ...env, ...OWN_SECRETS }).host).toBe(host);
        }
      },
    );

    it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1'])(
      'keeps the development defaults on HOST=%s',
      (host) => {
        expect(loadConfig({ HOST: host }).sandboxWebhookSecret).toBe(
          'sandbox-webhook-secret-for-development-only',
        );
      },
    );
  });

  it('hashes passwords at a low cost only when asked, and never in production', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: 'low' }).scryptParams.N).toBeLessThan(2 ** 17);
    expect(loadConfig({ PASSWORD_HASH_COST: 'production' }).scryptParams.N).toBe(2 ** 17);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'low' })).toThrow(
      /refused in production/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'none' })).toThrow(/production or low/);
  });

  it('turns the mail outbox on only when asked, and never in production', () => {
    expect(loadConfig({ DEV_MAIL_OUTBOX: '1' }).devMailOutbox).toBe(true);
    expect(loadConfig({ DEV_MAIL_OUTBOX: '0' }).devMailOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAIL_OUTBOX: '1' }).devMailOutbox).toBe(false);
  });

  it('reads the origin template of mailed links', () => {
    expect(loadConfig({ SITE_URL_TEMPLATE: 'http://{host}:{port}/' }).siteUrlTemplate).toBe(
      'http://{host}:{port}',
    );
    expect(loadConfig({ SITE_URL_TEMPLATE: 'https://www.{domain}' }).siteUrlTemplate).toBe(
      'https://www.{domain}',
    );
  });

  it.each([
    ['ftp://{domain}', /http:\/\/ or https:\/\/ origin/],
    ['https://{domain}/app', /without a path/],
    ['https://example.com', /must name the site/],
    ['{domain}', /absolute URL/],
  ])('refuses the link template %s', (template, message) => {
    expect(() => loadConfig({ SITE_URL_TEMPLATE: template })).toThrow(message);
  });

  it('refuses {host} in production, where links must name the domain', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL_TEMPLATE: 'http://{host}' })).toThrow(
      /only outside production/,
    );
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/tmp/somewhere',
      NODE_ENV: 'production',
      SITE_ROOT: '/srv/site',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/tmp/somewhere',
      production: true,
      siteRoot: '/srv/site',
      logLevel: 'warn',
    });
  });

  it('reads the server time-outs, with defaults that never wait forever', () => {
    expect(loadConfig({}).timeouts).toEqual({
      headersMs: 15_000,
      requestMs: 120_000,
      idleMs: 30_000,
      keepAliveMs: 5_000,
    });
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '1000',
        REQUEST_TIMEOUT_MS: '2000',
        IDLE_TIMEOUT_MS: '3000',
        KEEP_ALIVE_TIMEOUT_MS: '4000',
      }).timeouts,
    ).toEqual({ headersMs: 1000, requestMs: 2000, idleMs: 3000, keepAliveMs: 4000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(
      new ConfigError('REQUEST_TIMEOUT_MS must be a positive integer, got "0"'),
    );
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      new ConfigError('HEADERS_TIMEOUT_MS may not exceed REQUEST_TIMEOUT_MS'),
    );
  });

  it('sizes the password hashing queue from the machine, or from PASSWORD_HASH_CONCURRENCY and _QUEUE', () => {
    const defaults = loadConfig({});
    expect(defaults.passwordHashConcurrency).toBe(
      Math.min(2, Math.max(1, Math.floor(os.availableParallelism() / 2))),
    );
    expect(defaults.passwordHashQueue).toBe(8);
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '3', PASSWORD_HASH_QUEUE: '0' })).toMatchObject({
      passwordHashConcurrency: 3,
      passwordHashQueue: 0,
    });
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(
      new ConfigError('PASSWORD_HASH_CONCURRENCY must be a positive integer, got "0"'),
    );
    expect(() => loadConfig({ PASSWORD_HASH_QUEUE: '-1' })).toThrow(/PASSWORD_HASH_QUEUE/);
  });

  it('sizes the PostgreSQL pool and the heavy-read queue from the machine and the database, or from the environment', () => {
    const cores = os.availableParallelism();
    const pglite = loadConfig({});
    expect(pglite.dbPoolMax).toBe(2 * cores + 1);
    expect(pglite).toMatchObject({ heavyReadConcurrency: 2, heavyReadQueue: 16 });
    const postgres = loadConfig({ DATABASE_URL: 'postgres://db/app', DB_POOL_MAX: '21' });
    expect(postgres).toMatchObject({ dbPoolMax: 21, heavyReadConcurrency: 10, heavyReadQueue: 80 });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/app', DB_POOL_MAX: '2', HEAVY_READS_QUEUE: '0' }),
    ).toMatchObject({ dbPoolMax: 2, heavyReadConcurrency: 1, heavyReadQueue: 0 });
    expect(loadConfig({ HEAVY_READS_CONCURRENCY: '4' })).toMatchObject({
      heavyReadConcurrency: 4,
      heavyReadQueue: 32,
    });
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(
      new ConfigError('DB_POOL_MAX must be a positive integer, got "0"'),
    );
    expect(() => loadConfig({ HEAVY_READS_CONCURRENCY: 'many' })).toThrow(/HEAVY_READS_CONCURRENCY/);
    expect(() => loadConfig({ HEAVY_READS_QUEUE: '-1' })).toThrow(/HEAVY_READS_QUEUE/);
  });

  it('refuses values it cannot use, saying which', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be an integer between 0 and 65535, got "eighty"'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
