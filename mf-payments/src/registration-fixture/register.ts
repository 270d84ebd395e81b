/**
 * Test-only: this remote's registration plus one page and one navigation item, built into a separate
 * version by the browser test of run-time registration (REGISTRATION_FIXTURE=1). Never in a shipped build.
 */
import { parseRegistration, register, type RegistrationData } from 'shared-ui/kernel';
import { registration as own } from '../app/register';
import fixture from './registration.json';

const extra = parseRegistration(fixture);

const messages: RegistrationData['messages'] = { ...own.data.messages };
for (const [language, texts] of Object.entries(extra.messages ?? {}) as Array<
  [keyof NonNullable<RegistrationData['messages']>, Record<string, string>]
>) {
  messages[language] = { ...messages[language], ...texts };
}

export const registration = register({
  ...own,
  data: {
    ...own.data,
    pages: [...own.data.pages, ...extra.pages],
    navigation: [...(own.data.navigation ?? []), ...(extra.navigation ?? [])],
    messages,
  },
  pages: { ...own.pages, 'whats-new': () => import('./WhatsNewPage') },
});
