import { useCallback } from 'react';
import { PageSkeleton, skeletonShapeFor } from '../../features/page-skeleton/PageSkeleton';
import { useRouteName } from '../routes/useRouteName';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemotePage, loadRemoteRegistration, type LoadedPage, type LoadOptions } from './remoteModules';
import { refreshRemotesManifest } from './runtime';

export type PageLoader = (remote: string, page: string, options: LoadOptions) => Promise<LoadedPage>;

export interface RemotePageSlotProps {
  remote: string;
  page: string;
  /** A slot the remote may leave empty (e.g. the chat layout's side panel): no such page renders nothing. */
  optional?: boolean;
  /** Injected in tests; the federation loader otherwise. */
  load?: PageLoader;
}

async function loadOptionalPage(
  remote: string,
  page: string,
  options: LoadOptions,
): Promise<LoadedPage | null> {
  const registration = await loadRemoteRegistration(remote, options);
  return page in registration.pages ? loadRemotePage(remote, page, options) : null;
}

/**
 * A feature remote's page mounted in the shell's layout. The slot carries the remote's name and build
 * version, so a redeployed remote is observable on the page.
 */
export function RemotePageSlot({ remote, page, optional = false, load }: RemotePageSlotProps) {
  const shape = skeletonShapeFor(useRouteName());
  const loadPage = useCallback(
    (options: LoadOptions): Promise<LoadedPage | null> => {
      if (load) return load(remote, page, options);
      return optional ? loadOptionalPage(remote, page, options) : loadRemotePage(remote, page, options);
    },
    [load, optional, remote, page],
  );
  return (
    <RemoteBoundary
      remote={remote}
      load={loadPage}
      beforeRetry={refreshRemotesManifest}
      // A page's outline while its code loads, under the header that stays; a side panel keeps the spinner.
      fallback={optional ? undefined : <PageSkeleton shape={shape} />}
    >
      {(loaded) =>
        loaded && (
          <div data-remote={remote} data-remote-version={loaded.version} data-remote-page={page}>
            <loaded.Component />
          </div>
        )
      }
    </RemoteBoundary>
  );
}
