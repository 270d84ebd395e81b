import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENTRY_WARNING_COOKIE, ENTRY_WARNING_HIDE_KEY } from './siteEntryRules';
import { mountSiteEntryWarning } from './entryWarning';

const settings = (country: string) => ({
  enable_site_entry_popup: 'yes' as const,
  geoip_country: country,
  minimum_age: 18,
});

afterEach(() => {
  document.body.replaceChildren();
  window.localStorage.clear();
  document.cookie = `${ENTRY_WARNING_COOKIE}=; Path=/; Max-Age=0`;
});

describe('mountSiteEntryWarning (the lander layout)', () => {
  it('asks visitors from Germany and the Netherlands only', () => {
    expect(mountSiteEntryWarning({ settings: settings('GB'), locale: 'en' })).toBeNull();
    expect(mountSiteEntryWarning({ settings: settings('DE'), locale: 'de' })).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Inhalte für Erwachsene' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Betreten' })).toHaveFocus();
  });

  it('stays until Enter, which is remembered with the time', async () => {
    mountSiteEntryWarning({ settings: settings('NL'), locale: 'en' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const entered = window.localStorage.getItem(ENTRY_WARNING_HIDE_KEY);
    expect(Number(entered)).toBeGreaterThan(0);
    // The server learns it too, so pages it draws leave the warning out.
    expect(document.cookie).toContain(`${ENTRY_WARNING_COOKIE}=${entered}`);
    expect(mountSiteEntryWarning({ settings: settings('NL'), locale: 'en' })).toBeNull();
  });

  it('is not shown when the site switched it off', () => {
    const off = { ...settings('DE'), enable_site_entry_popup: 'no' as const };
    expect(mountSiteEntryWarning({ settings: off, locale: 'de' })).toBeNull();
  });
});
