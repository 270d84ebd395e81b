import { characters, JOINER, longestOf, longestText, longestWord, shownLength } from './longest';

/** The filler as the tests write it: '|' for the word joiner. */
const shown = (text: string) => text.replaceAll(JOINER, '|');

describe('the longest pseudo-locale rule', () => {
  it('counts characters as a reader does, and words between the spaces a line may break at', () => {
    expect(characters('Zażółć')).toBe(6);
    expect(characters('❤️ Likes')).toBe(8);
    expect(characters('💬')).toBe(1);
    expect(longestWord('Dein Passwort wurde geändert')).toBe(8);
    // A non-breaking space joins: "18 ans" does not wrap between the number and its unit.
    expect(longestWord('Tu dois avoir 18\u00A0ans')).toBe(6);
    expect(longestWord('')).toBe(0);
  });

  it('picks the longest translation, the first of equally long ones', () => {
    expect(shown(longestText(['Save', 'Speichern', 'Guardar', 'Enregistrer', 'Salva']))).toBe(
      'Enregistrer|xx',
    );
    expect(shown(longestText(['abc', 'xyz']))).toBe('abc|x');
  });

  it('makes a one-word text 15% longer, at least one character, all glued to the word', () => {
    expect(shown(longestText(['Speichern']))).toBe('Speichern|xx');
    expect(shown(longestText(['OK']))).toBe('OK|x');
    expect(longestText(['a'.repeat(100)])).toBe(`${'a'.repeat(100)}${JOINER}${'x'.repeat(15)}`);
  });

  it('makes its last word 15% longer than the longest word of any translation', () => {
    // French is longer, German has the longest word: the French text ends with a word longer than it.
    expect(shown(longestText(['Postleitzahl', 'Code postal de la ville']))).toBe(
      'Code postal de la ville|xxxxxxxxx',
    );
    expect(longestWord(longestText(['Postleitzahl', 'Code postal de la ville']))).toBe(
      Math.ceil(12 * 1.15) + 1,
    );
  });

  it('makes a long text 15% longer with filler words that wrap like words', () => {
    const text = 'Wir haben dir eine E-Mail mit einem Link geschickt, der zwei Stunden gilt.';
    const pseudo = longestText([text, 'We sent you an e-mail with a link.']);
    expect(characters(pseudo) - 1).toBe(characters(text) + Math.ceil(characters(text) * 0.15));
    expect(shown(pseudo)).toBe(`${text}|xxxxxxx xxxx`);
    expect(longestWord(pseudo)).toBeLessThan(longestWord(text) + 10);
  });

  it('measures a text as shown, without the markup Trans turns into elements', () => {
    expect(shownLength('Read our <terms>terms</terms>.<br/>')).toBe(15);
    expect(longestWord('Read our <terms>payment terms</terms>, then pay.')).toBe(7);
    // The German text is longer with its markup, the French one as shown.
    expect(shown(longestText(['Lies die <terms>AGB</terms>.', 'Lisez nos <1>CGV</1> ici.']))).toBe(
      'Lisez nos <1>CGV</1> ici.|xxx',
    );
  });

  it('leaves an empty text empty', () => {
    expect(longestText(['', ''])).toBe('');
  });

  it('takes the pseudo-text at each place of a structure held per language', () => {
    const en = { title: 'Terms', sections: [{ heading: 'Scope', paragraphs: ['One.', 'Two.'] }], n: 1 };
    const de = {
      title: 'Allgemeine Geschäftsbedingungen',
      sections: [{ heading: 'Geltung', paragraphs: ['Eins und mehr.'] }],
      n: 2,
    };
    const pl = {
      title: 'Regulamin',
      sections: [{ heading: 'Zakres stosowania', paragraphs: ['Jeden.', 'Dwa.', 'Trzy.'] }],
      n: 3,
    };
    expect(longestOf([en, de, pl])).toEqual({
      title: longestText([en.title, de.title, pl.title]),
      sections: [
        {
          heading: longestText(['Scope', 'Geltung', 'Zakres stosowania']),
          // As many paragraphs as the longest list, each from the paragraphs at its place.
          paragraphs: [
            longestText(['One.', 'Eins und mehr.', 'Jeden.']),
            longestText(['Two.', 'Dwa.']),
            longestText(['Trzy.']),
          ],
        },
      ],
      // Not a text: the first version's.
      n: 1,
    });
  });

  it('keeps a key only some versions have', () => {
    expect(longestOf([{ a: 'x' }, { a: 'yy', b: 'zzz' }])).toEqual({
      a: longestText(['x', 'yy']),
      b: longestText(['zzz']),
    });
  });
});
