import { useCallback, useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { isLoggedInAtom, likePopupRequestedAtom, siteComposition } from 'shared-ui/kernel';
import { RemoteBoundary } from '../../app/federation/RemoteBoundary';
import { loadRemotePage, type LoadedPage, type LoadOptions } from '../../app/federation/remoteModules';
import { refreshRemotesManifest } from '../../app/federation/runtime';

export type LikePopupLoader = (options: LoadOptions) => Promise<LoadedPage>;

/** The registered filler of the slot; with none deployed, the load fails and the panel says so. */
function likePopupSlot(): { owner: string; page: string } | undefined {
  return siteComposition().slots['likes.popup'];
}

const loadFromRemote: LikePopupLoader = (options) => {
  const slot = likePopupSlot();
  if (!slot) return Promise.reject(new Error('No deployed remote registers the like popup'));
  return loadRemotePage(slot.owner, slot.page, options);
};

/**
 * The like popup belongs to the likes feature, which registers it for the 'likes.popup' slot; the shell
 * only knows when it is asked for (the `t` query parameter) and loads the owner's code then, so pages
 * without the parameter never load it. Nobody can like a visitor: for them it is never loaded.
 */
export function LikePopupSlot({ load = loadFromRemote }: { load?: LikePopupLoader }) {
  const [requested, setRequested] = useAtom(likePopupRequestedAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const loadPopup = useCallback((options: LoadOptions) => load(options), [load]);
  useEffect(() => {
    // The request lapses for a visitor (also when the member logs out before it opens).
    if (requested && !loggedIn) setRequested(false);
  }, [requested, loggedIn, setRequested]);
  if (!requested || !loggedIn) return null;
  const slot = likePopupSlot();
  const remote = slot?.owner ?? 'likes.popup';
  return (
    <RemoteBoundary remote={remote} load={loadPopup} beforeRetry={refreshRemotesManifest}>
      {({ Component, version }) => (
        <div data-remote={remote} data-remote-version={version} data-remote-page={slot?.page}>
          <Component />
        </div>
      )}
    </RemoteBoundary>
  );
}
