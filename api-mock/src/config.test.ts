/** @jest-environment node */
import path from 'node:path';
import { API_MOCK_ROOT, ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toBe(path.join(API_MOCK_ROOT, 'data'));
    expect(config.siteRoot).toBe(path.resolve(API_MOCK_ROOT, '..'));
    expect(config.production).toBe(false);
    expect(config.redisUrl).toBeNull();
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/tmp/somewhere',
      NODE_ENV: 'production',
      SITE_ROOT: '/srv/site',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/tmp/somewhere',
      production: true,
      siteRoot: '/srv/site',
      logLevel: 'warn',
    });
  });

  it('refuses values it cannot use, saying which', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be an integer between 0 and 65535, got "eighty"'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
