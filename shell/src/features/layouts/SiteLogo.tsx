import { useAtomValue } from 'jotai';
import { Link } from 'shared-ui/router';
import { SiteLogo as SharedSiteLogo } from 'shared-ui';
import { settingsAtom } from 'shared-ui/kernel';

/**
 * The site's logo in the app's header, linking home through the router: the design system's SiteLogo,
 * the same mark and word mark the server-drawn landers show.
 */
export function SiteLogo() {
  const settings = useAtomValue(settingsAtom);
  return <SharedSiteLogo as={Link} to="/" name={settings?.name ?? ''} />;
}
