import { suggestEmail } from './email-suggestion';

describe('suggestEmail', () => {
  it.each([
    ['john@gmial.com', 'john@gmail.com'],
    ['Anna@Hotmial.com ', 'anna@hotmail.com'],
    ['piet@gmx.dee', 'piet@gmx.de'],
  ])('suggests the intended address for %s', (typed, intended) => {
    expect(suggestEmail(typed)).toBe(intended);
  });

  it.each(['sam@example.org', 'john@gmail.com', 'not an address', ''])(
    'has nothing to say about %j',
    (typed) => {
      expect(suggestEmail(typed)).toBeNull();
    },
  );
});
