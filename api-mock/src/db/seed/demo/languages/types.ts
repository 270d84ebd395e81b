/**
 * What the generator needs of one language: first names by gender, family names (for e-mail addresses) and
 * about-me sentence fragments it combines into varied texts.
 *
 * Fragment syntax, kept minimal so translators can read it: `{male|female}` picks the wording for the
 * member's gender (adjective and participle endings in most of these languages), `{city}` is the member's city.
 */
export interface LanguagePack {
  firstNames: { male: readonly string[]; female: readonly string[] };
  lastNames: readonly string[];
  about: {
    /** A greeting or first line. */
    openers: readonly string[];
    /** Character, work, where they live. */
    selves: readonly string[];
    /** Free time. */
    hobbies: readonly string[];
    /** What they hope to find here. */
    wishes: readonly string[];
    /** A friendly last line. */
    closers: readonly string[];
  };
}
