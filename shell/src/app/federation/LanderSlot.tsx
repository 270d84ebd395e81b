import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'shared-ui/router';
import type { Parcel } from 'single-spa';
import {
  type LanderParcelConfig,
  type LanderParcelProps,
  localeAtom,
  settingsAtom,
  useOpenSignup,
} from 'shared-ui/kernel';
import { RemoteBoundary } from './RemoteBoundary';
import { loadLanderParcel, type LoadedParcel } from './remoteModules';
import { refreshRemotesManifest } from './runtime';

export interface LanderSlotProps {
  remote: string;
  parcel: string;
  /** Injected in tests; the federation loader otherwise. */
  load?: (remote: string, parcel: string, options: { fresh: boolean }) => Promise<LoadedParcel>;
}

/**
 * A lander from the remote that registers it, mounted as a single-spa parcel with explicit props from the shell
 * (settings, locale, navigation and signup callbacks, route params). Framework-agnostic: any build
 * that exposes the lifecycles works.
 */
export function LanderSlot({ remote, parcel, load = loadLanderParcel }: LanderSlotProps) {
  const loadParcel = useCallback(
    (options: { fresh: boolean }) => load(remote, parcel, options),
    [load, remote, parcel],
  );
  return (
    <RemoteBoundary remote={remote} load={loadParcel} beforeRetry={refreshRemotesManifest}>
      {({ config, version }) => (
        <ParcelHost remote={remote} parcel={parcel} config={config} version={version} />
      )}
    </RemoteBoundary>
  );
}

/** The parcel's props; a new object only when one of them really changed (each one is an update). */
function useParcelProps(): LanderParcelProps | null {
  const settings = useAtomValue(settingsAtom);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const openSignup = useOpenSignup();
  const params = useParams();
  const paramsKey = JSON.stringify(params);
  return useMemo(() => {
    if (!settings) return null;
    const routeParams = JSON.parse(paramsKey) as Record<string, string | undefined>;
    return {
      settings,
      locale,
      navigate: (path: string) => void navigate(path),
      openSignup,
      params: routeParams,
    };
  }, [settings, locale, navigate, openSignup, paramsKey]);
}

interface ParcelHostProps {
  remote: string;
  parcel: string;
  config: LanderParcelConfig;
  version: string;
}

function ParcelHost({ remote, parcel, config, version }: ParcelHostProps) {
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<Parcel | null>(null);
  const props = useParcelProps();
  const latestProps = useRef(props);
  useLayoutEffect(() => {
    latestProps.current = props;
  }, [props]);
  const [failure, setFailure] = useState<unknown>(null);

  // Mount once per parcel config; unmount when the route is left.
  useEffect(() => {
    const domElement = element.current;
    const initial = latestProps.current;
    if (!domElement || !initial) return;
    let cancelled = false;
    let parcelInstance: Parcel | null = null;
    void import('single-spa')
      .then(({ mountRootParcel }) => {
        if (cancelled) return;
        // single-spa types lifecycles with its own AppProps; ours receive LanderParcelProps.
        const instance = mountRootParcel(config as never, { domElement, ...initial });
        parcelInstance = instance;
        mounted.current = instance;
        return instance.mountPromise.then(() => {
          // Props that changed while the lander was mounting reach it now.
          const latest = latestProps.current;
          if (!cancelled && latest && latest !== initial && instance.update) {
            return instance.update({ domElement, ...latest });
          }
          return null;
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error ?? new Error(`The lander ${parcel} failed to mount`));
      });
    return () => {
      cancelled = true;
      mounted.current = null;
      const instance = parcelInstance;
      if (instance) {
        void instance.mountPromise
          .then(() => (instance.getStatus() === 'MOUNTED' ? instance.unmount() : null))
          .catch(() => undefined);
      }
    };
  }, [config, parcel]);

  // Later prop changes (language, settings, slug) go to the mounted parcel's update lifecycle.
  useEffect(() => {
    const instance = mounted.current;
    const domElement = element.current;
    if (!instance || !props || !domElement || !instance.update) return;
    if (instance.getStatus() !== 'MOUNTED') return;
    instance.update({ domElement, ...props }).catch((error: unknown) => setFailure(error));
  }, [props]);

  // Thrown during render so the RemoteBoundary shows the unavailable panel for this slot.
  if (failure) throw failure;
  return <div ref={element} data-remote={remote} data-remote-version={version} data-lander={parcel} />;
}
