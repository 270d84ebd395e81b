/**
 * The lander remote's server entry (the contract's LanderServerEntry and PageServerEntry): the API loads
 * this file from the deployed version and calls `render` for a visitor's lander page, and `renderPage` for
 * the content of one of its other pages, which the shell's entry then frames.
 */
import type {
  LanderRenderInput,
  LanderRenderResult,
  PageRenderInput,
  PageRenderResult,
} from 'contract/lander-server';

declare let __webpack_public_path__: string;

export async function render(input: LanderRenderInput): Promise<LanderRenderResult | null> {
  // Files the page refers to (the video's poster) are served from this version's folder. The page's
  // modules are evaluated on the first render, after this, so their file URLs carry it; the folder is
  // the same for every render of this file (each deployed version is its own file).
  __webpack_public_path__ = input.assetBase;
  const { renderLanderPage } = await import('./render-page');
  return renderLanderPage(input);
}

/** The pages whose content this remote draws on the server, for the shell's frame. */
export const drawnPages: readonly string[] = ['members-id-signup'];

/** The content of this remote's pages the server draws (the member signup), for the shell's frame. */
export async function renderPage(input: PageRenderInput): Promise<PageRenderResult | null> {
  if (input.assetBase) __webpack_public_path__ = input.assetBase;
  const { renderRemotePage } = await import('../../server/render-remote-page');
  return renderRemotePage(input);
}
