/** @jest-environment node */
import { ConfigError, loadConfig } from '../../../config.js';
import { DEMO_MEMBERS_DEFAULT, DEMO_PASSWORD_DEFAULT } from './constants.js';

// The demo settings of config.ts (DEMO_MEMBERS, DEMO_PASSWORD), tested with the demo seed they serve.
describe('the demo settings', () => {
  it('seed 2000 demo members with the default password outside production', () => {
    expect(loadConfig({})).toMatchObject({
      demoMembers: DEMO_MEMBERS_DEFAULT,
      demoPassword: DEMO_PASSWORD_DEFAULT,
    });
    expect(DEMO_MEMBERS_DEFAULT).toBe(2000);
    expect(loadConfig({ DEMO_MEMBERS: '0', DEMO_PASSWORD: 'another-one' })).toMatchObject({
      demoMembers: 0,
      demoPassword: 'another-one',
    });
  });

  it('seed none in production, and never with a default password there', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ demoMembers: 0, demoPassword: null });
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MEMBERS: '500' })).toThrow(/DEMO_PASSWORD/);
    expect(
      loadConfig({ NODE_ENV: 'production', DEMO_MEMBERS: '500', DEMO_PASSWORD: 'show-and-tell' }),
    ).toMatchObject({ demoMembers: 500, demoPassword: 'show-and-tell' });
  });

  it('refuse counts that are not whole numbers', () => {
    expect(() => loadConfig({ DEMO_MEMBERS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO_MEMBERS: 'many' })).toThrow(/DEMO_MEMBERS/);
  });
});
