/**
 * The site as the repository's own registrations compose it (the shell's pages, then every remote's), for
 * tests: what `pathTo` resolves against in Jest, and what the route table's tests check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRegistration } from '../kernel/registration/parseRegistration';
import { composeSite, type SiteComposition } from '../kernel/registration/siteRoutes';
import type { RegistrationData } from '../kernel/registration/types';

const REPOSITORY = path.resolve(__dirname, '..', '..', '..');

/** Where each deployable keeps its registration, in the order the shell composes them. */
export const REGISTRATION_FILES = [
  'shell/src/app/routes/routes.json',
  'mf-members/src/app/registration.json',
  'mf-chat/src/app/registration.json',
  'mf-payments/src/app/registration.json',
  'mf-account/src/app/registration.json',
  'mf-landers/src/app/registration.json',
];

export function repositoryRegistrations(): RegistrationData[] {
  return REGISTRATION_FILES.map((file) =>
    parseRegistration(JSON.parse(readFileSync(path.join(REPOSITORY, file), 'utf8')) as unknown),
  );
}

export function repositorySite(): SiteComposition {
  return composeSite(repositoryRegistrations());
}
