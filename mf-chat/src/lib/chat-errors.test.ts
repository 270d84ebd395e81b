import type { TFunction } from 'i18next';
import { HTTPError } from 'ky';
import { CHAT_TEXT_FIELD_CODES, ERROR_CODES } from 'shared-ui/kernel';
import { describeChatError } from './chat-errors';

const t = ((key: string) => `translated:${key}`) as unknown as TFunction;

function refused(body: object): HTTPError {
  const request = new Request('http://flirtmoment.test/api/messages.php', { method: 'POST' });
  const response = new Response(JSON.stringify(body), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });
  return new HTTPError(response, request, {} as never);
}

describe('describeChatError', () => {
  it('words a text refused for its characters (bidi and other controls) in the reader’s language', async () => {
    const error = refused({
      error: ERROR_CODES.validationFailed,
      message: 'Your message contains characters that cannot be sent.',
      statusCode: 400,
      fields: { text: 'Your message contains characters that cannot be sent.' },
      field_codes: { text: CHAT_TEXT_FIELD_CODES.controlCharacters },
    });
    expect(await describeChatError(error, t)).toEqual({
      code: ERROR_CODES.validationFailed,
      message: 'translated:errors.textCharacters',
      remedy: null,
    });
  });
});
