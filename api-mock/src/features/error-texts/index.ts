export { localizedErrorsPlugin } from './plugin.js';
export type { ErrorLanguageSources } from './request-language.js';
