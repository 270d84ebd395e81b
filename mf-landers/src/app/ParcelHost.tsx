import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'shared-ui/router';
import {
  localeAtom,
  settingsAtom,
  type LanderParcelConfig,
  type LanderParcelProps,
  pathTo,
} from 'shared-ui/kernel';

/**
 * The standalone harness's stand-in for the shell's lander slot: mounts a parcel with the same
 * explicit props (settings, locale, navigation and signup callbacks, route params).
 */
export function ParcelHost({ load }: { load: () => Promise<{ default: LanderParcelConfig }> }) {
  const element = useRef<HTMLDivElement>(null);
  const settings = useAtomValue(settingsAtom);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const params = useParams();
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    const domElement = element.current;
    if (!domElement || !settings) return;
    const props: LanderParcelProps & { domElement: HTMLElement } = {
      domElement,
      settings,
      locale,
      navigate: (path) => void navigate(path),
      openSignup: (options) =>
        void navigate(
          options?.memberId ? pathTo('members-id-signup', { id: options.memberId }) : pathTo('signup'),
        ),
      params: JSON.parse(paramsKey) as Record<string, string | undefined>,
    };
    let config: LanderParcelConfig | null = null;
    const mounted = load().then(async ({ default: parcel }) => {
      config = parcel;
      await parcel.bootstrap(props);
      await parcel.mount(props);
    });
    return () => {
      void mounted.then(() => config?.unmount(props));
    };
  }, [load, settings, locale, navigate, paramsKey]);

  return <div ref={element} />;
}
