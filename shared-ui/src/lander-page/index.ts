/**
 * What a lander remote needs to serve its page without the shell (server-rendered, then made interactive):
 * the page frame's words and links, the adult-content warning with the shell's rules, reading the
 * render's state back. Plain TypeScript without React, so any lander remote can use it.
 */
export * from './siteEntryRules';
export * from './frame';
export * from './entryWarning';
export * from './texts';
export * from './brandFont';
