/** @jest-environment node */
import { CHAT_MESSAGES, CHAT_TEXT_FIELD_CODES } from 'contract';
import { checkMessageText } from './message-text.js';

const refusal = (text: string, max = 20) => {
  try {
    checkMessageText(text, max);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the text of a message', () => {
  it('keeps the text as written, trimmed of surrounding blank space; line breaks and tabs are text', () => {
    expect(checkMessageText('  <b>hi</b> &amp;\r\n\tthere \n', 100)).toBe('<b>hi</b> &amp;\r\n\tthere');
    expect(checkMessageText('zero\u200bwidth and emoji 😀 مرحبا', 100)).toBe(
      'zero\u200bwidth and emoji 😀 مرحبا',
    );
  });

  it('refuses bidi controls, which would show the text turned around, with a code clients translate', () => {
    for (const text of ['abc\u202edef', 'a\u202ab', 'a\u2066b\u2069', 'a\u200fb', 'a\u061cb']) {
      expect(refusal(text)).toBe(CHAT_MESSAGES.controlCharacters);
    }
    try {
      checkMessageText('abc\u202edef', 20);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toMatchObject({
        statusCode: 400,
        code: 'validation_failed',
        extra: { field_codes: { text: CHAT_TEXT_FIELD_CODES.controlCharacters } },
      });
    }
  });

  it('refuses empty texts, control characters and lone surrogate halves', () => {
    for (const text of ['', ' ', '\n\r\t', '\u0000', '\u0085\u007f', ' \u001b ']) {
      expect(refusal(text)).toBe(CHAT_MESSAGES.emptyMessage);
    }
    for (const text of [
      'a\u0000',
      'a\u0008',
      'a\u000b',
      'a\u000c',
      'a\u007f',
      'a\u0085',
      'a\u009f',
      'a\ud800',
      '\udfffa',
    ]) {
      expect(refusal(text)).toBe(CHAT_MESSAGES.controlCharacters);
    }
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(refusal('😀'.repeat(20))).toBeNull();
    expect(refusal('😀'.repeat(21))).toBe('Your message is longer than 20 characters.');
    expect(refusal(`${' '.repeat(50)}${'x'.repeat(20)}${' '.repeat(50)}`)).toBeNull();
  });
});
