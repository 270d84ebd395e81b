import { signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { shotAtWidths } from './shots';
import { atViewport, DESKTOP, PHONE } from './viewports';

// Flirtmoment resells (member_resell): its members find the partners' cards with the location settings.
test.use({ ...PHONE });

test('on a 375 px phone the cam and dating partner cards follow the location settings', async ({ page }) => {
  await signUpActiveMember(page, 'partners');
  await page.goto('/profile');
  const location = page.getByRole('region', { name: 'Location' });
  const partners = page.getByRole('region', { name: 'Our partner sites' });
  await expect(location.getByRole('button', { name: 'Use my location' })).toBeVisible();
  await expect(partners.getByRole('heading', { name: 'Live cams on LiveCamPlein' })).toBeVisible();
  await expect(partners.getByRole('heading', { name: 'Meet new people on Dateplein' })).toBeVisible();
  await expect(
    partners.getByRole('link', { name: 'Visit LiveCamPlein (opens another website)' }),
  ).toHaveAttribute('rel', 'noopener noreferrer sponsored');
  // Right below the location settings.
  const below = await location.evaluate(
    (element, cards) => element.nextElementSibling === cards,
    await partners.elementHandle(),
  );
  expect(below).toBe(true);
  // Nothing sticks out sideways, on the phone or on a desktop.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.viewport.width,
  );
  await atViewport(page, DESKTOP.viewport, async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      DESKTOP.viewport.width,
    );
  });
  await partners.scrollIntoViewIfNeeded();
  await shotAtWidths(page, 'partner-cards');
});
