import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sitePort } from './documents';
import { mailedLink, readOutbox } from './outbox';
import { shot } from './shots';
import { answerNameAndBirthday, answerSignupScreens } from './signup-screens';

// The site the suite runs against (see invite.spec.ts): its name is the brand of every page.
const SITE = 'Flirtmoment';

/** How many mails with an activation link went to `email`. */
async function activationMails(request: APIRequestContext, email: string): Promise<number> {
  const mails = await readOutbox(request, email);
  return mails.filter((mail) => mail.links.some((link) => /\/activate/.test(link))).length;
}

async function expectBrand(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: SITE })).toBeVisible();
}

/** A typo in a big provider's domain is pointed out as the visitor leaves the field; one click takes it. */
async function acceptTypoSuggestion(form: Locator) {
  const email = form.getByLabel('E-mail address');
  await email.fill('john@gmial.com');
  await email.blur();
  await expect(form.getByText('Did you mean john@gmail.com?')).toBeVisible();
  await form.getByRole('button', { name: 'Use john@gmail.com' }).click();
  await expect(email).toHaveValue('john@gmail.com');
  await expect(form.getByText('Did you mean john@gmail.com?')).toHaveCount(0);
}

test('the desktop modal asks who the visitor looks for first, fixes a typo and asks before Escape discards', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).click();
  const modal = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(modal.getByRole('heading', { name: 'Who would you like to meet?' })).toBeVisible();
  await modal.getByRole('group', { name: 'I am' }).getByRole('radio', { name: 'a man' }).check();
  await modal.getByRole('group', { name: 'Looking for' }).getByRole('radio', { name: 'women' }).check();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await answerNameAndBirthday(modal, { name: `Modal${Date.now() % 100000}`, dateOfBirth: '1990-05-04' });
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByRole('heading', { name: 'Last step: your login' })).toBeVisible();
  // The optional message is folded away until asked for.
  await expect(modal.getByLabel('Your message (optional)')).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Add a personal note (optional)' })).toBeVisible();

  await acceptTypoSuggestion(modal);

  // Escape with something typed asks first; keeping goes back to the form with what was typed.
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Discard what you typed?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(modal.getByLabel('E-mail address')).toHaveValue('john@gmail.com');

  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Discard what you typed?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // An empty form closes at once.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone the signup page has the brand, clears each error once fixed, groups interests and ends with a resend', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/members/1/signup', '/signup']) {
    await page.goto(path);
    await expectBrand(page);
  }
  const main = page.getByRole('main');

  // Continue with nothing chosen: the first marked field gets the focus; the mark goes the moment it is
  // answered, not on the next Continue.
  await shot(page, 'signup-1-who');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('radio', { name: 'a man' })).toBeFocused();
  const genderMissing = main.getByText('Choose whether you are a man or a woman');
  await expect(genderMissing).toBeVisible();
  await main.getByRole('radio', { name: 'a man' }).check();
  await expect(genderMissing).toHaveCount(0);
  await main.getByRole('radio', { name: 'women' }).check();
  await main.getByRole('button', { name: 'Continue' }).click();

  // A username the rules refuse is focused and in view; fixing it takes the message away at once.
  await answerNameAndBirthday(main, { name: '<b>bold</b>', dateOfBirth: '1994-03-12' });
  await main.getByRole('button', { name: 'Continue' }).click();
  const username = main.getByLabel('Username');
  await expect(username).toBeFocused();
  await expect(username).toBeInViewport();
  await shot(page, 'signup-2-you');
  await username.fill(`Funnel${Date.now() % 100000}`);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await main.getByRole('button', { name: 'Continue' }).click();

  // An empty address is asked for, never called invalid.
  await main.getByRole('button', { name: 'Create free account' }).click();
  await expect(main.getByText('Enter your e-mail address')).toBeVisible();
  await expect(main.getByText('Invalid email')).toHaveCount(0);
  await shot(page, 'signup-3-login');
  await acceptTypoSuggestion(main);
  const email = `e2e.funnel.${Date.now()}@example.org`;
  await main.getByLabel('E-mail address').fill(email);
  await expect(main.getByText('Enter your e-mail address')).toHaveCount(0);
  await main.getByLabel('Password').fill('amber-lagoon-37-willow');
  await main.getByRole('button', { name: 'Create free account' }).click();

  // The profile steps follow the account, each skippable, and fit the phone.
  await expect(main.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await expectBrand(page);
  await shot(page, 'signup-4-photo');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await main.getByRole('button', { name: 'Skip' }).click();

  await expect(main.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await main.getByRole('button', { name: 'Skip' }).click();
  // Few values: one tap on a pill instead of a dropdown.
  await expect(main.getByRole('heading', { name: 'A few more details' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Body type' }).getByRole('radio')).toHaveCount(3);
  await expect(main.getByRole('combobox')).toHaveCount(0);
  await shot(page, 'signup-5-details', { fullPage: true });
  await main.getByRole('button', { name: 'Skip' }).click();

  // Interests in groups: dating wishes open, the explicit ones under their own heading and folded.
  await expect(main.getByRole('heading', { name: 'About me' })).toBeVisible();
  const dating = main.getByRole('button', { name: 'Dating wishes', exact: true });
  const adult = main.getByRole('button', { name: 'Dating wishes (adult)' });
  const hobbies = main.getByRole('button', { name: 'Hobbies and interests' });
  await expect(dating).toHaveAttribute('aria-expanded', 'true');
  await expect(adult).toHaveAttribute('aria-expanded', 'false');
  await expect(hobbies).toHaveAttribute('aria-expanded', 'false');
  await expect(
    main.getByRole('group', { name: 'Dating wishes', exact: true }).getByRole('button'),
  ).not.toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Tea', exact: true })).toBeHidden();
  await hobbies.click();
  await main.getByRole('button', { name: 'Tea', exact: true }).click();
  await expect(hobbies).toContainText('1 chosen');
  await main.getByRole('button', { name: 'Save and finish' }).click();
  await expect(main.getByRole('heading', { name: 'Never miss a message' })).toBeVisible();
  await shot(page, 'signup-6-push');
  await page.getByRole('button', { name: /^(Not now|Continue)$/ }).click();

  // Where the mail went, the way to the inbox, and a resend that really sends a second mail.
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expectBrand(page);
  await expect(main.getByText(`We sent the activation link to ${email}.`)).toBeVisible();
  await expect.poll(() => activationMails(request, email)).toBe(1);
  await main.getByRole('button', { name: 'Send the e-mail again' }).click();
  await expect(main.getByText(`Sent again to ${email}.`, { exact: false })).toBeVisible();
  await expect.poll(() => activationMails(request, email)).toBe(2);
});

test('the confirmation page links to the web inbox of a well-known provider', async ({ page }) => {
  await page.goto('/signup');
  const main = page.getByRole('main');
  const email = `e2e.funnel.${Date.now()}@gmail.com`;
  await answerSignupScreens(main, {
    gender: 'a woman',
    lookingFor: 'both',
    email,
    name: `Inbox${Date.now() % 100000}`,
    password: 'amber-lagoon-37-willow',
    dateOfBirth: '1990-11-02',
  });
  await expect(main.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await main.getByRole('button', { name: 'Skip' }).click();
  await main.getByRole('button', { name: "I'll finish my profile later" }).click();
  await page.getByRole('button', { name: /^(Not now|Continue)$/ }).click();
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(main.getByRole('link', { name: 'Open Gmail' })).toHaveAttribute(
    'href',
    'https://mail.google.com/',
  );
  // 'Looking for both' is stored as the profile's sexuality, so discovery shows everyone.
  const me = await page.request.get('/api/user.php');
  expect((await me.json()).user.profile).toMatchObject({ gender: 'female', sexuality: 'bi' });

  // Activated: how complete the profile is, from the member's data, with a link for each missing part.
  await page.goto(await mailedLink(page.request, email, /\/activate/));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile.getByRole('progressbar', { name: 'Your profile is 0% complete' })).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile#photos');
  await expect(profile.getByRole('link', { name: 'Write a few words about yourself' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'activate-done', { fullPage: true });

  // Each link opens the profile at the part it names, drawn once the profile's data is there.
  await profile.getByRole('link', { name: 'Write a few words about yourself' }).click();
  await expect(page).toHaveURL(/\/profile#about-me$/);
  await expect(page.locator('#about-me')).toBeInViewport();
});

test('the German signup speaks German on every screen, and its activation shows the profile meter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`http://herzklopfen.test:${sitePort()}/signup`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Wen möchtest du kennenlernen?' })).toBeVisible();
  await main.getByRole('radio', { name: 'ein Mann' }).check();
  await main.getByRole('radio', { name: 'Frauen' }).check();
  await shot(page, 'signup-1-who');
  await main.getByRole('button', { name: 'Weiter' }).click();

  await expect(main.getByRole('heading', { name: 'Wie sollen wir dich nennen?' })).toBeVisible();
  await main.getByLabel('Benutzername').fill(`Herz${Date.now() % 100000}`);
  await main.getByLabel('Tag', { exact: true }).fill('4');
  await main.getByLabel('Monat', { exact: true }).fill('05');
  await main.getByLabel('Jahr', { exact: true }).fill('1990');
  await shot(page, 'signup-2-you');
  await main.getByRole('button', { name: 'Weiter' }).click();

  await expect(main.getByRole('heading', { name: 'Letzter Schritt: dein Login' })).toBeVisible();
  await main.getByRole('button', { name: 'Kostenloses Konto erstellen' }).click();
  await expect(main.getByText('Gib deine E-Mail-Adresse ein')).toBeVisible();
  await shot(page, 'signup-3-login');
  const email = `e2e.herz.${Date.now()}@example.org`;
  await main.getByLabel('E-Mail-Adresse').fill(email);
  await expect(main.getByText('Gib deine E-Mail-Adresse ein')).toHaveCount(0);
  await main.getByLabel('Passwort').fill('amber-lagoon-37-willow');
  await main.getByRole('button', { name: 'Kostenloses Konto erstellen' }).click();

  await expect(main.getByRole('heading', { name: 'Füge ein Profilfoto hinzu' })).toBeVisible();
  await shot(page, 'signup-4-photo');
  await main.getByRole('button', { name: 'Überspringen' }).click();
  await expect(main.getByRole('heading', { name: 'Wo wohnst du?' })).toBeVisible();
  await main.getByRole('button', { name: 'Überspringen' }).click();
  await shot(page, 'signup-5-details', { fullPage: true });
  await main.getByRole('button', { name: 'Profil später vervollständigen' }).click();
  await expect(main.getByRole('heading', { name: 'Verpasse keine Nachricht' })).toBeVisible();
  await shot(page, 'signup-6-push');
  await page.getByRole('button', { name: /^(Jetzt nicht|Weiter)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestätige deine E-Mail-Adresse' })).toBeVisible();

  await page.goto(
    `http://herzklopfen.test:${sitePort()}${await mailedLink(page.request, email, /\/activate/)}`,
  );
  const profile = page.getByRole('region', { name: 'Dein Profil' });
  await expect(
    profile.getByRole('progressbar', { name: 'Dein Profil ist zu 0 % vollständig' }),
  ).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Foto hinzufügen' })).toBeVisible();
  await shot(page, 'activate-done', { fullPage: true });
});
