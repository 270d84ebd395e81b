import { HTTPError } from 'ky';
import { api } from '../../kernel/api/client';
import { addNamespace, i18n, initI18n } from '../../kernel/i18n/i18n';
import { answerFetch, stubFetch } from '../../testing/fetch';
import { describeApiError, loadFailureText } from './describeApiError';

const errors = {
  network: 'No connection. Check your internet and try again.',
  rateLimited: 'Too many attempts. Wait a moment.',
  generic: 'Something went wrong. Please try again.',
};

/** What a form's submit gets back from the real API client when the server answers so. */
async function failedCall(status: number, body: unknown): Promise<unknown> {
  answerFetch(status, body);
  return api.post('login.php', { json: { email: 'sam@example.test' } }).then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

/** A call that got no answer at all: the network failed. */
async function unansweredCall(): Promise<unknown> {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  return api.post('login.php').catch((reason: unknown) => reason);
}

beforeAll(async () => {
  await initI18n('en');
  addNamespace('form', { en: { errors } });
});
const t = () => i18n.getFixedT('en', 'form');

describe('describeApiError', () => {
  it("shows the API's own message and the per-field messages of a validation failure", async () => {
    const error = await failedCall(400, {
      error: 'validation_failed',
      message: 'Please check the marked fields.',
      statusCode: 400,
      fields: { email: 'Enter a valid e-mail address.' },
    });
    expect(error).toBeInstanceOf(HTTPError);
    await expect(describeApiError(error, t())).resolves.toEqual({
      message: 'Please check the marked fields.',
      fields: { email: 'Enter a valid e-mail address.' },
    });
  });

  it("says the app's own words for a server fault, never the server's internals", async () => {
    const error = await failedCall(500, { error: 'internal_error', message: 'db down', statusCode: 500 });
    await expect(describeApiError(error, t())).resolves.toEqual({ message: errors.generic, fields: {} });
  });

  it('keeps the API wording for rate limiting, and has its own when the API gave none', async () => {
    const withMessage = await failedCall(429, {
      error: 'rate_limited',
      message: 'Too many requests, try again in a minute.',
      statusCode: 429,
    });
    await expect(describeApiError(withMessage, t())).resolves.toEqual({
      message: 'Too many requests, try again in a minute.',
      fields: {},
    });
    const without = await failedCall(429, { error: 'rate_limited', message: '', statusCode: 429 });
    await expect(describeApiError(without, t())).resolves.toEqual({
      message: errors.rateLimited,
      fields: {},
    });
  });

  it('words the codes every app meets in the page language', async () => {
    const body = {
      error: 'confirmation_required',
      message: 'Please confirm your e-mail address first: we sent you a link.',
      statusCode: 403,
    };
    await expect(describeApiError(await failedCall(403, body), t())).resolves.toEqual({
      message: 'Please confirm your e-mail address first: we sent you a link.',
      fields: {},
    });
    // A German page: the app's own namespace is there in German too.
    addNamespace('form', { de: { errors } });
    await i18n.changeLanguage('de');
    try {
      await expect(describeApiError(await failedCall(403, body), t())).resolves.toEqual({
        message: 'Bitte bestätige zuerst deine E-Mail-Adresse: Wir haben dir einen Link geschickt.',
        fields: {},
      });
      const uploads = { error: 'upload_limit', message: 'Too many.', statusCode: 429, seconds: 60 };
      await expect(describeApiError(await failedCall(429, uploads), t())).resolves.toEqual({
        message: 'Du hast heute zu viele Fotos hochgeladen. Bitte versuche es später noch einmal.',
        fields: {},
      });
      const busy = { error: 'service_busy', message: 'The service is busy.', statusCode: 503 };
      await expect(describeApiError(await failedCall(503, busy), t())).resolves.toEqual({
        message: 'Gerade ist sehr viel los. Bitte versuche es gleich noch einmal.',
        fields: {},
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('words an outage behind the site like being offline: nothing was lost, try again soon', async () => {
    const outage = {
      error: 'service_unavailable',
      message: 'The service is unavailable for a moment. Please try again shortly.',
      statusCode: 503,
    };
    const expected = {
      message: "We can't reach the service right now. Nothing was lost: try again in a moment.",
      fields: {},
    };
    await expect(describeApiError(await failedCall(503, outage), t())).resolves.toEqual(expected);
    // A balancer's own answer while no instance serves: no API error body at all.
    stubFetch({ '/api/login.php': () => new Response('<html>Bad Gateway</html>', { status: 502 }) });
    const gateway = await api.post('login.php').catch((reason: unknown) => reason);
    await expect(describeApiError(gateway, t())).resolves.toEqual(expected);
    // A Polish page: the app's own namespace is there in Polish too.
    addNamespace('form', { pl: { errors } });
    await i18n.changeLanguage('pl');
    try {
      await expect(describeApiError(await failedCall(503, outage), t())).resolves.toEqual({
        message: 'Serwis jest teraz nieosiągalny. Nic nie zostało utracone: spróbuj ponownie za chwilę.',
        fields: {},
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says the connection failed when no answer came at all', async () => {
    const error = await unansweredCall();
    await expect(describeApiError(error, t())).resolves.toEqual({ message: errors.network, fields: {} });
  });

  it('says the browser is offline and that nothing was lost, in the page language', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await unansweredCall();
      await expect(describeApiError(error, t())).resolves.toEqual({
        message: "You're offline. Nothing was lost: try again when you're back online.",
        fields: {},
      });
      await i18n.changeLanguage('de');
      await expect(describeApiError(error, t())).resolves.toEqual({
        message:
          'Du bist offline. Es ist nichts verloren gegangen: Versuch es noch einmal, sobald du wieder online bist.',
        fields: {},
      });
    } finally {
      onLine.mockRestore();
      await i18n.changeLanguage('en');
    }
  });
});

describe('loadFailureText', () => {
  const ownText = 'Your conversations could not be loaded.';

  it("shows the outage notice for an outage and the page's own text for any other failure", async () => {
    const outage = { error: 'service_unavailable', message: 'Unavailable.', statusCode: 503 };
    expect(loadFailureText(await failedCall(503, outage), ownText)).toBe(
      "We can't reach the service right now. Nothing was lost: try again in a moment.",
    );
    stubFetch({ '/api/login.php': () => new Response('Gateway Timeout', { status: 504 }) });
    const gateway = await api.post('login.php').catch((reason: unknown) => reason);
    expect(loadFailureText(gateway, ownText)).toMatch(/^We can't reach the service/);
    const fault = await failedCall(500, { error: 'internal_error', message: 'x', statusCode: 500 });
    expect(loadFailureText(fault, ownText)).toBe(ownText);
    const notFound = await failedCall(404, { error: 'not_found', message: 'x', statusCode: 404 });
    expect(loadFailureText(notFound, ownText)).toBe(ownText);
  });

  it('says the browser is offline when it is', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await unansweredCall();
      expect(loadFailureText(error, ownText)).toMatch(/^You're offline/);
    } finally {
      onLine.mockRestore();
    }
    const error = await unansweredCall();
    expect(loadFailureText(error, ownText)).toBe(ownText);
  });
});
