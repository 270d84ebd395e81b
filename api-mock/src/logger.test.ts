/** @jest-environment node */
import { loadConfig } from './config.js';
import { loggerOptions } from './logger.js';

const transportOf = (env: NodeJS.ProcessEnv, isTTY = false) =>
  (
    loggerOptions(loadConfig(env), isTTY) as {
      transport?: { target: string; options: { colorize: boolean } };
    }
  ).transport;

describe('loggerOptions', () => {
  it('prints pretty lines outside production, coloured only on a terminal', () => {
    expect(transportOf({})).toMatchObject({ target: 'pino-pretty', options: { colorize: false } });
    expect(transportOf({}, true)).toMatchObject({ target: 'pino-pretty', options: { colorize: true } });
  });

  it('prints JSON lines in production and when LOG_FORMAT=json asks for them', () => {
    expect(transportOf({ NODE_ENV: 'production', DEMO_MEMBERS: '0' }, true)).toBeUndefined();
    expect(transportOf({ LOG_FORMAT: 'json' }, true)).toBeUndefined();
  });
});
