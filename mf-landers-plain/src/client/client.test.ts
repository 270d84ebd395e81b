import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import type { Settings } from 'contract';
import { LANDER_ROOT_ID, LANDER_STATE_ID } from 'contract';
import { ENTRY_WARNING_HIDE_KEY } from 'shared-ui/lander-page';
import { settingsFixture } from 'shared-ui/testing';
import { render } from '../server/entry';
import { startLanderPage } from './client';

/** The document the API makes of a render: the page in #root, the state in #lander-state. */
async function serverPage(settings: Partial<Settings> = {}) {
  const result = await render({
    parcel: 'whoneedsstrings',
    pathname: '/landers/whoneedsstrings',
    params: {},
    settings: settingsFixture(settings),
    locale: 'en',
    assetBase: '/',
    api: () => Promise.reject(new Error('unused')),
  });
  if (!result) throw new Error('not rendered');
  document.body.innerHTML =
    `<div id="${LANDER_ROOT_ID}" data-ssr-lander="whoneedsstrings">${result.html}</div>` +
    `<script type="application/json" id="${LANDER_STATE_ID}">${JSON.stringify(result.state)}</script>`;
  const root = document.getElementById(LANDER_ROOT_ID)!;
  return { root, markup: root.innerHTML, page: within(root) };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  localStorage.clear();
});

describe('the server page script', () => {
  it('attaches to the server markup without rendering it again, and marks the root', async () => {
    const { root, markup, page } = await serverPage({ enable_site_entry_popup: 'no' });
    const heading = page.getByRole('heading', { level: 1 });
    startLanderPage({ assign: jest.fn() });
    expect(root).toHaveAttribute('data-hydrated', 'true');
    expect(root.innerHTML).toBe(markup);
    expect(page.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('sends the signup to the signup page with a full navigation; Log in stays a plain link', async () => {
    const { page } = await serverPage({ enable_site_entry_popup: 'no' });
    const assign = jest.fn();
    startLanderPage({ assign });
    await userEvent.click(page.getByRole('link', { name: 'Sign up free' }));
    expect(assign).toHaveBeenCalledWith('/signup');

    const login = page.getAllByRole('link', { name: 'Log in' });
    expect(login.map((link) => link.getAttribute('href'))).toEqual(['/login', '/login']);
    // What the page's own handlers left the browser to do; then jsdom is kept from navigating.
    let prevented: boolean | undefined;
    const afterPage = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', afterPage);
    await userEvent.click(login[0]!);
    window.removeEventListener('click', afterPage);
    expect(prevented).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('shows the adult-content warning by the shell rules (visitors from NL and DE)', async () => {
    await serverPage({ enable_site_entry_popup: 'yes', geoip_country: 'NL', minimum_age: 18 });
    startLanderPage({ assign: jest.fn() });
    const dialog = within(document.body).getByRole('dialog');
    expect(dialog).toHaveTextContent('18');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter' }));
    expect(within(document.body).queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(ENTRY_WARNING_HIDE_KEY)).not.toBeNull();
  });

  it('shows no warning elsewhere', async () => {
    await serverPage({ enable_site_entry_popup: 'yes', geoip_country: 'GB' });
    startLanderPage({ assign: jest.fn() });
    expect(within(document.body).queryByRole('dialog')).toBeNull();
  });
});
