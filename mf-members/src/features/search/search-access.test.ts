import { settingsFixture } from 'shared-ui/testing';
import { loggedOutSearchVisible } from './search-access';

describe('loggedOutSearchVisible', () => {
  it('hides search from visitors when the site allows none', () => {
    expect(loggedOutSearchVisible(settingsFixture({ logged_out_search: 'none' }), false)).toBe(false);
  });

  it('shows search to visitors when the site allows it', () => {
    expect(loggedOutSearchVisible(settingsFixture({ logged_out_search: 'all' }), false)).toBe(true);
  });

  it('shows search to visitors who came with a traffic source when the traffic-source variant allows it', () => {
    const settings = settingsFixture({ logged_out_search: 'none', logged_out_search_trafficsource: 'all' });
    expect(loggedOutSearchVisible(settings, true)).toBe(true);
    expect(loggedOutSearchVisible(settings, false)).toBe(false);
  });

  it('hides search while the settings are unknown', () => {
    expect(loggedOutSearchVisible(null, true)).toBe(false);
  });
});
