import {
  addRegistrationMessages,
  composeSite,
  parseRegistration,
  setSiteComposition,
  type RegistrationData,
  type SiteComposition,
} from 'shared-ui/kernel';
import type { RemotesManifest } from '../federation/remotesManifest';
import shellRoutes from './routes.json';

/** The shell's own pages (home, static pages), registered like a remote's. */
export const SHELL_REGISTRATION: RegistrationData = parseRegistration(shellRoutes);

/**
 * The site of this page load: the shell's pages first, then the registrations of the remotes the
 * deployment's manifest names, in its order. A remote missing from the manifest contributes nothing, even
 * when its registration is known; a remote in the manifest whose code later fails to load keeps its pages,
 * which show the unavailable panel.
 */
export function composeDeployedSite(
  manifest: RemotesManifest,
  registrations: Readonly<Record<string, RegistrationData>>,
): SiteComposition {
  const deployed = Object.keys(manifest).flatMap((remote) => {
    const registration = registrations[remote];
    return registration ? [registration] : [];
  });
  const all = [SHELL_REGISTRATION, ...deployed];
  for (const registration of all) addRegistrationMessages(registration);
  const composition = composeSite(all);
  setSiteComposition(composition);
  return composition;
}
