import { fetchDocument } from './documents';
import { expect, test } from './fixtures';
import { shotAtWidths } from './shots';
import { logInThroughApi, signUpMember } from './members';
import { deployBuiltRemote, removeManifestLine } from './remote-deploys';

// The journey swaps a lander remote in and out by the manifest: a server of its own.
test.use({ ownServer: 'lander-swap' });

const PLAIN = 'mf_landers_plain';

/**
 * Marketing swaps lander remotes by one manifest line: deploying mf-landers-plain (built without React)
 * takes over the lander pages it registers, on the server and in the browser, without restarting or
 * rebuilding the API or the shell; deleting its line gives them back to mf-landers.
 */
test('a second lander remote is swapped in and out by one manifest line', async ({ page }) => {
  deployBuiltRemote('mf-landers-plain', 'e2e-plain');
  try {
    // The server renders the swapped lander with the new remote's server entry ...
    const swapped = await fetchDocument('flirtmoment.test', '/landers/adultonly');
    expect(swapped.html).toContain(`data-lander-remote="${PLAIN}"`);
    expect(swapped.html).toContain('<span class="lpp-whole">Grown-up</span> dating. No games.');
    expect(swapped.html).toMatch(
      /<script defer src="\/remotes\/mf-landers-plain\/e2e-plain\/ssr\/client\.[0-9a-f]+\.js">/,
    );
    // ... and leaves the landers it does not register to mf-landers.
    const untouched = await fetchDocument('flirtmoment.test', '/landers/video');
    expect(untouched.html).toContain('data-ssr-lander="video"');
    expect(untouched.html).not.toContain(`data-lander-remote="${PLAIN}"`);

    // A visitor's browser gets the page interactive, and its signup opens.
    await page.goto('/landers/adultonly');
    await expect(page.locator('#root[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Grown-up dating. No games.' })).toBeVisible();
    // It opens with real members' faces, each a way into the signup, under the app's logo, in the app's font.
    const faces = page.getByRole('list', { name: 'Members you could meet' }).getByRole('link');
    await expect(faces).toHaveCount(3);
    await expect(faces.first().getByRole('img')).toBeVisible();
    await expect(faces.first()).toHaveAttribute('href', '/signup');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Flirtmoment' }).locator('img'),
    ).toHaveAttribute('src', '/favicon.svg');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check("16px 'Nunito Variable'"))).toBe(true);
    await shotAtWidths(page, 'lander-plain', { widths: [375] });
    await page.getByRole('main').getByRole('link', { name: 'Sign up free' }).first().click();
    await expect(page).toHaveURL(/\/signup$/);

    // A member's shell mounts the same remote's parcel in the browser.
    const member = await signUpMember(page.request, 'lander-swap');
    await logInThroughApi(page.request, member.email, member.password);
    await page.goto('/landers/adultonly');
    const slot = page.locator(`main [data-remote="${PLAIN}"]`);
    await expect(slot.locator(`[data-lander-remote="${PLAIN}"]`)).toBeVisible();
    await expect(slot.getByRole('heading', { level: 1, name: 'Grown-up dating. No games.' })).toBeVisible();
  } finally {
    removeManifestLine(PLAIN);
  }

  // Its line gone, mf-landers serves the page again, on the server and in the shell.
  const back = await fetchDocument('flirtmoment.test', '/landers/adultonly');
  expect(back.html).toContain('data-ssr-lander="adultonly"');
  expect(back.html).not.toContain(`data-lander-remote="${PLAIN}"`);
  expect(back.html).toContain('Dating for grown-ups');
  await page.goto('/landers/adultonly');
  await expect(page.locator('main [data-remote="mf_landers"]').getByRole('heading', { level: 1 })).toHaveText(
    'Dating for grown-ups',
  );
});
