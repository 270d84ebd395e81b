import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUSH_ASK_HIDE_KEY, userAtom } from 'shared-ui/kernel';
import { answerFetch, settingsFixture, stubFetch, userFixture, withNodeMultipart } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import SignupFlow from './SignupFlow';
import { TRACKING_STORAGE_KEY } from 'shared-ui/kernel';

const adult = {
  email: 'sam@example.com',
  name: 'sammy',
  password: 'correct horse',
  dateOfBirth: '1990-04-01',
};
type Answers = typeof adult;
type User = ReturnType<typeof userEvent.setup>;

/** Screen 1: 'a woman' looking for 'men'. */
async function answerWho(user: User) {
  await user.click(screen.getByRole('radio', { name: 'a woman' }));
  await user.click(screen.getByRole('radio', { name: 'men' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Types a YYYY-MM-DD date into the three parts of the date of birth. */
async function typeBirthDate(user: User, date: string) {
  const [year = '', month = '', day = ''] = date.split('-');
  for (const [label, part] of [
    ['Day', day],
    ['Month', month],
    ['Year', year],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    if (part) await user.type(screen.getByLabelText(label), part);
  }
}

/** Screen 2: username and date of birth. */
async function answerYou(user: User, answers: Pick<Answers, 'name' | 'dateOfBirth'>) {
  await user.type(await screen.findByLabelText(/Username/), answers.name);
  await typeBirthDate(user, answers.dateOfBirth);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** The three screens up to the account, with `values` instead of the adult's where given. */
async function fillIn(values: Partial<Answers> = adult, submit = true) {
  const all = { ...adult, ...values };
  const user = userEvent.setup();
  await answerWho(user);
  await answerYou(user, all);
  await user.type(await screen.findByLabelText(/E-mail address/), all.email);
  await user.type(screen.getByLabelText(/Password/), all.password);
  if (submit) await user.click(screen.getByRole('button', { name: 'Create free account' }));
  return user;
}

function renderFlow(props: { memberId?: number } = {}, url = '/signup') {
  const onProgress = jest.fn();
  const onDone = jest.fn();
  const rendered = renderPage(<SignupFlow {...props} onProgress={onProgress} onDone={onDone} />, {
    path: '/signup',
    url,
    settings: settingsFixture({ minimum_age: 18, countries: ['GB', 'IE'], geoip_selected_country: 'GB' }),
  });
  return { onProgress, onDone, rendered };
}

const validation = (fields: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  error: 'validation_failed',
  message: 'Please check the marked fields.',
  statusCode: 400,
  fields,
  ...extra,
});

// Whole journeys through several steps take a few seconds of typing on a loaded machine.
jest.setTimeout(20_000);

afterEach(() => localStorage.clear());

describe('SignupFlow, the three screens up to the account', () => {
  it('asks one thing per screen, each with its own headline, and Back keeps the answers', async () => {
    renderFlow();
    await renderFlowReady();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Who would you like to meet?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/E-mail address/)).not.toBeInTheDocument();

    await answerWho(user);
    expect(screen.getByRole('heading', { name: 'What should we call you?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Step 2 of 3' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveFocus();
    await answerYou(user, adult);

    expect(screen.getByRole('heading', { name: 'Last step: your login' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Step 3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create free account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Username/)).toHaveValue('sammy');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
  });

  it('marks what is missing on Continue, and each mark goes the moment it is answered', async () => {
    const { mock } = answerFetch(500, {});
    const { onProgress } = renderFlow();
    await renderFlowReady();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('group', { name: 'I am' })).toHaveAccessibleDescription(
      'Choose whether you are a man or a woman',
    );
    expect(screen.getByRole('group', { name: 'Looking for' })).toHaveAccessibleDescription(
      'Choose who you are looking for',
    );
    expect(screen.getByRole('radio', { name: 'a man' })).toHaveFocus();

    // No second Continue needed: choosing clears the message at once.
    await user.click(screen.getByRole('radio', { name: 'a man' }));
    expect(screen.queryByText('Choose whether you are a man or a woman')).not.toBeInTheDocument();
    expect(screen.getByText('Choose who you are looking for')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'both' }));
    expect(screen.queryByText('Choose who you are looking for')).not.toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('says a required field is required, not invalid, and checks the rest as the visitor leaves a field', async () => {
    const { mock } = answerFetch(500, {});
    renderFlow();
    await renderFlowReady();
    const user = userEvent.setup();
    await answerWho(user);
    await answerYou(user, adult);
    await user.click(screen.getByRole('button', { name: 'Create free account' }));
    const email = screen.getByLabelText(/E-mail address/);
    expect(email).toHaveAccessibleDescription('Enter your e-mail address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Choose a password');

    // Typing takes the 'required' away; a half address is called invalid only once the field is left.
    await user.type(email, 'sam');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Invalid email');
    await user.type(email, '@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(mock).not.toHaveBeenCalled();
  });

  it('checks the age and the username rules with their wording before going on', async () => {
    renderFlow();
    await renderFlowReady();
    const user = userEvent.setup();
    await answerWho(user);
    await answerYou(user, { name: '@sammy', dateOfBirth: '2015-01-01' });
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription('Username may not start with @');
    const birth = screen.getByRole('group', { name: 'Date of birth' });
    expect(birth).toHaveAccessibleDescription(
      'You must be at least 18 years old. Enter your date of birth (18+)',
    );
    await typeBirthDate(user, '2030-02-31');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(birth).toHaveAccessibleDescription('You must be at least 18 years old. Invalid date of birth.');
    await typeBirthDate(user, '1990-02-28');
    expect(birth).toHaveAccessibleDescription('You must be at least 18 years old.');
  });

  it('points out a likely typo as the visitor leaves the e-mail field; one click takes it', async () => {
    renderFlow();
    await renderFlowReady();
    const user = userEvent.setup();
    await answerWho(user);
    await answerYou(user, adult);
    await user.type(screen.getByLabelText(/E-mail address/), 'john@gmial.com');
    expect(screen.queryByText('Did you mean john@gmail.com?')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Did you mean john@gmail.com?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use john@gmail.com' }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('john@gmail.com');
    expect(screen.getByLabelText(/E-mail address/)).toHaveFocus();
    expect(screen.queryByText('Did you mean john@gmail.com?')).not.toBeInTheDocument();
  });

  it('folds the optional message away until asked for', async () => {
    renderFlow();
    await renderFlowReady();
    const user = userEvent.setup();
    await answerWho(user);
    await answerYou(user, adult);
    expect(screen.queryByLabelText(/Your message/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a personal note (optional)' }));
    expect(screen.getByLabelText(/Your message/)).toHaveFocus();
  });

  it('tells its host once something has been chosen', async () => {
    const onDirty = jest.fn();
    await renderPage(<SignupFlow onDirty={onDirty} />, { path: '/signup' });
    await renderFlowReady();
    expect(onDirty).toHaveBeenLastCalledWith(false);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'a man' }));
    expect(onDirty).toHaveBeenLastCalledWith(true);
  });

  it("shows the API's field errors at their fields, on their screens, in our words when we know the code", async () => {
    answerFetch(
      400,
      validation(
        {
          name: 'Username may not start with @',
          password: 'This password is too common, please choose another one.',
          signup_message: 'Something new the client does not know yet.',
        },
        {
          field_codes: {
            name: 'name_starts_with_at',
            password: 'password_common',
            signup_message: 'new_code',
          },
        },
      ),
    );
    const { onProgress } = renderFlow();
    await renderFlowReady();
    const user = await fillIn();
    // Back on the screen of the first refused field, which has the focus.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the marked fields.');
    const username = screen.getByLabelText(/Username/);
    expect(username).toHaveAccessibleDescription('Username may not start with @');
    expect(username).toHaveFocus();
    await user.type(username, 'x');
    expect(username).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(
      'This password is too common, please choose another one.',
    );
    // The optional message is folded away; a refusal of it opens it.
    expect(screen.getByLabelText(/Your message/)).toHaveAccessibleDescription(
      'A short hello that goes with your signup, for example to the member you want to meet. Something new the client does not know yet.',
    );
    expect(onProgress.mock.calls).toEqual([[true], [false]]);
  });

  it("offers the API's e-mail suggestion and applies it", async () => {
    answerFetch(400, validation({ email: 'Invalid email' }, { suggestion: 'jane@gmail.com' }));
    renderFlow();
    await renderFlowReady();
    const user = await fillIn({ email: 'jane@gmial.com' });
    expect(await screen.findByText('Did you mean jane@gmail.com?')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('Invalid email');
    await user.click(screen.getByRole('button', { name: 'Use jane@gmail.com' }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('jane@gmail.com');
    expect(screen.queryByText('Did you mean jane@gmail.com?')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).not.toHaveAttribute('aria-invalid');
  });

  it('points a known address to the login, which ends the flow', async () => {
    answerFetch(409, {
      error: 'email_exists',
      message: 'An account with this e-mail address already exists',
      statusCode: 409,
    });
    const { onProgress, onDone } = renderFlow();
    await renderFlowReady();
    const user = await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists',
    );
    await user.click(screen.getByRole('link', { name: 'Log in instead' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(onProgress).toHaveBeenLastCalledWith(false);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['invite_only', 'Harbour Hearts is currently invite-only'],
    ['signups_closed', 'Signing up is not possible right now.'],
  ])('shows %s as an alert', async (code, text) => {
    answerFetch(403, { error: code, message: 'server wording', statusCode: 403 });
    renderFlow();
    await renderFlowReady();
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the progress texts while the account is being made, and goes the moment it exists', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    const { onProgress } = renderFlow();
    await renderFlowReady();
    await fillIn();
    expect(screen.queryByRole('button', { name: 'Create free account' })).not.toBeInTheDocument();
    const status = screen.getByText('Checking your profile…', { selector: '[role="status"]' });
    expect(onProgress).toHaveBeenLastCalledWith(true);
    await within(status).findByText('Creating your account…', undefined, { timeout: 3000 });
    await act(async () => {
      answer(
        new Response(JSON.stringify({ user: userFixture({ status: 'not_confirmed' }) }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    expect(screen.queryByText('Creating your account…')).not.toBeInTheDocument();
  });
});

describe('SignupFlow, the whole way', () => {
  it('creates the account, goes through every step and ends at the e-mail confirmation', async () => {
    localStorage.setItem(
      TRACKING_STORAGE_KEY,
      JSON.stringify({ network: 'adnet', ref: 'r1', sub1: 's1', sub2: 7, sub3: '' }),
    );
    const created = userFixture({ status: 'not_confirmed' });
    const { sent } = stubFetch({
      'POST /api/signup.php': { status: 201, body: { user: created } },
      'POST /api/photos.php': {
        status: 404,
        body: { error: 'not_found', message: 'The requested resource was not found.', statusCode: 404 },
      },
      'GET /api/regions.php': {
        body: { country: 'GB', label: 'region', regions: ['England', 'Scotland', 'Wales'] },
      },
      'PUT /api/profile.php': { body: { user: { ...created, credits: 5 } } },
      'GET /api/interests.php': { body: { interests: ['hiking', 'wine', 'music'] } },
    });
    const { onProgress, onDone, rendered } = renderFlow({ memberId: 42 }, '/signup?invite=inv-1');
    const { store } = await rendered;
    const user = await fillIn();

    // Step 1: the photo. The API's error is shown; the step can be skipped.
    expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your profile: 1 of 4' })).toBeInTheDocument();
    expect(store.get(userAtom)).toEqual(created);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/signup.php',
      body: {
        email: 'sam@example.com',
        name: 'sammy',
        password: 'correct horse',
        date_of_birth: '1990-04-01',
        gender: 'female',
        sexuality: 'hetero',
        member_id: 42,
        invite: 'inv-1',
        tracking: { network: 'adnet', ref: 'r1', sub1: 's1' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a photo first, or skip this step.');
    await withNodeMultipart(async (NodeFile) => {
      await user.upload(
        screen.getByLabelText(/Choose a photo/),
        new NodeFile(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
      );
      await user.click(screen.getByRole('button', { name: 'Upload photo' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The requested resource was not found.');
    });
    const upload = sent.find((request) => request.path === '/api/photos.php');
    expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    // Step 2: where the member lives (gender and whom they look for were asked on step 0).
    expect(screen.getByRole('heading', { name: 'Where do you live?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
    await user.selectOptions(await screen.findByLabelText('Region'), 'Wales');
    await user.type(screen.getByLabelText('City'), 'Cardiff');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 3: details, skipped.
    expect(await screen.findByRole('heading', { name: 'A few more details' })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      country: 'GB',
      region: 'Wales',
      city: 'Cardiff',
    });
    expect(store.get(userAtom)?.credits).toBe(5);
    // Few values: one tap on a pill, no dropdowns.
    expect(
      within(screen.getByRole('group', { name: 'Hair colour' })).getByRole('radio', { name: 'Dark blond' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    // Step 4: about me, with the API's interests as toggle chips in groups; hobbies are folded at first.
    expect(screen.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    const hobbies = await screen.findByRole('button', { name: 'Hobbies and interests' });
    expect(hobbies).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Hiking' })).not.toBeInTheDocument();
    await user.click(hobbies);
    const hiking = screen.getByRole('button', { name: 'Hiking' });
    await user.click(hiking);
    expect(hiking).toHaveAttribute('aria-pressed', 'true');
    expect(hobbies).toHaveTextContent('1 chosen');
    await user.click(
      within(screen.getByRole('group', { name: 'Why I signed up' })).getByRole('radio', {
        name: 'Friendship',
      }),
    );
    await user.type(screen.getByLabelText(/^About me/), 'I love long walks.');
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect(await screen.findByRole('heading', { name: 'Never miss a message' })).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')[1]?.body).toEqual({
      interests: ['hiking'],
      signup_reason: 'friendship',
      about_me: 'I love long walks.',
    });
    expect(onProgress).not.toHaveBeenLastCalledWith(false);
    expect(onDone).not.toHaveBeenCalled();

    // The push prompt, then the e-mail confirmation.
    await user.click(screen.getByRole('button', { name: /Not now|Continue/ }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/complete-signup');
    expect(onProgress.mock.calls[0]).toEqual([true]);
    expect(onProgress).toHaveBeenLastCalledWith(false);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  /** A browser that can show notifications: its permission prompt and Push API are faked, the rest is real. */
  async function withPushCapableBrowser(run: (requestPermission: jest.Mock) => Promise<void>) {
    const requestPermission = jest.fn(async () => 'denied' as NotificationPermission);
    Object.defineProperty(window, 'Notification', {
      configurable: true,
      value: { requestPermission, permission: 'default' },
    });
    Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    try {
      await run(requestPermission);
    } finally {
      Reflect.deleteProperty(window, 'Notification');
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  }

  it('asks the browser for notification permission when it can, records a refusal and goes on', async () => {
    await withPushCapableBrowser(async (requestPermission) => {
      const { sent } = stubFetch({
        'POST /api/signup.php': { status: 201, body: { user: userFixture({ status: 'not_confirmed' }) } },
        'GET /api/interests.php': { body: { interests: [] } },
        'POST /api/user.php': { body: { push: 'denied' } },
      });
      const { onDone } = renderFlow();
      await renderFlowReady();
      const user = await fillIn();
      // The photo skipped, the rest of the profile left for later in one tap.
      expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Skip' }));
      expect(await screen.findByRole('heading', { name: 'Where do you live?' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: "I'll finish my profile later" }));
      expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Allow notifications' }));
      expect(requestPermission).toHaveBeenCalledTimes(1);
      expect(await screen.findByTestId('current-path')).toHaveTextContent('/complete-signup');
      expect(onDone).toHaveBeenCalledTimes(1);
      const recorded = sent.find((request) => request.path === '/api/user.php' && request.method === 'POST');
      expect(recorded?.body).toEqual({ subscription: 'denied' });
      expect(localStorage.getItem(PUSH_ASK_HIDE_KEY)).toBeNull();
    });
  });

  it("keeps 'Not now' with its time, so the members area does not ask again on the next screen", async () => {
    await withPushCapableBrowser(async (requestPermission) => {
      stubFetch({
        'POST /api/signup.php': { status: 201, body: { user: userFixture({ status: 'not_confirmed' }) } },
      });
      renderFlow();
      await renderFlowReady();
      const user = await fillIn();
      expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Skip' }));
      await user.click(await screen.findByRole('button', { name: "I'll finish my profile later" }));
      const before = Math.floor(Date.now() / 1000);
      await user.click(screen.getByRole('button', { name: 'Not now' }));
      expect(await screen.findByTestId('current-path')).toHaveTextContent('/complete-signup');
      expect(Number(localStorage.getItem(PUSH_ASK_HIDE_KEY))).toBeGreaterThanOrEqual(before);
      expect(requestPermission).not.toHaveBeenCalled();
    });
  });
});

/** renderPage is async (i18n); the flow's first screen shows once it has rendered. */
async function renderFlowReady() {
  await screen.findByRole('radio', { name: 'a man' });
}
