import { shouldShowSiteEntryWarning, type SiteEntryWarningInput } from './siteEntryRules';

const visitor: SiteEntryWarningInput = {
  loggedIn: false,
  standalone: false,
  setting: 'yes',
  country: 'NL',
  dismissed: false,
};

describe('shouldShowSiteEntryWarning', () => {
  it('shows to a logged-out visitor in a browser who has not entered before', () => {
    expect(shouldShowSiteEntryWarning(visitor)).toBe(true);
  });

  it('never shows to a logged-in user', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, loggedIn: true })).toBe(false);
  });

  it('never shows in installed-app mode', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, standalone: true })).toBe(false);
  });

  it("never shows when the site's enable_site_entry_popup is 'no'", () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, setting: 'no' })).toBe(false);
  });

  it('never shows again once dismissed', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, dismissed: true })).toBe(false);
  });

  it('with a country list shows only to visitors from those countries', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, setting: ['DE', 'NL'], country: 'NL' })).toBe(true);
    expect(shouldShowSiteEntryWarning({ ...visitor, setting: ['de'], country: 'DE' })).toBe(true);
    expect(shouldShowSiteEntryWarning({ ...visitor, setting: ['DE', 'NL'], country: 'BE' })).toBe(false);
  });

  it('on layouts limited to NL and DE shows only to those visitors', () => {
    const limitTo = ['NL', 'DE'];
    expect(shouldShowSiteEntryWarning({ ...visitor, country: 'DE', limitTo })).toBe(true);
    expect(shouldShowSiteEntryWarning({ ...visitor, country: 'FR', limitTo })).toBe(false);
  });

  it('is not shown on complete-signup and the reset-password routes', () => {
    expect(shouldShowSiteEntryWarning({ ...visitor, routeName: 'complete-signup' })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...visitor, routeName: 'reset-password' })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...visitor, routeName: 'reset-password-do' })).toBe(false);
    expect(shouldShowSiteEntryWarning({ ...visitor, routeName: 'members' })).toBe(true);
  });
});
