import {
  hasForbiddenCharacters,
  hasLoneSurrogate,
  isBlankText,
  withoutControlCharacters,
} from './free-text.js';

describe('free text', () => {
  it('keeps line breaks and tabs, refuses other control characters and lone surrogates', () => {
    expect(hasForbiddenCharacters('Hello\n\tthere\r\n')).toBe(false);
    expect(hasForbiddenCharacters('Grüße 👋')).toBe(false);
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('a\u007fb')).toBe(true);
    expect(hasForbiddenCharacters('a\u0085b')).toBe(true);
    expect(hasForbiddenCharacters('a\ud83db')).toBe(true);
  });

  it('refuses bidi controls, which turn the text around on screen, but not right-to-left scripts', () => {
    expect(hasForbiddenCharacters('abc\u202edef')).toBe(true);
    expect(hasForbiddenCharacters('abc\u2066def\u2069')).toBe(true);
    expect(hasForbiddenCharacters('a\u200fb')).toBe(true);
    expect(hasForbiddenCharacters('مرحبا שלום')).toBe(false);
  });

  it('finds surrogate halves without their other half, not whole pairs', () => {
    expect(hasLoneSurrogate('x\ud800@example.org')).toBe(true);
    expect(hasLoneSurrogate('\udfffabc')).toBe(true);
    expect(hasLoneSurrogate('Grüße 👋')).toBe(false);
  });

  it('calls blank what has only blank space and control characters', () => {
    expect(isBlankText(' \n\u0000\t')).toBe(true);
    expect(isBlankText(' a ')).toBe(false);
  });

  it('drops every control character of a single-line value and trims it', () => {
    expect(withoutControlCharacters(' Bay\u0000ern\n\u0085 ')).toBe('Bayern');
    expect(withoutControlCharacters('\u0001\u007f')).toBe('');
  });
});
