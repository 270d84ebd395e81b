/**
 * The shell's server entry (the contract's PageServerEntry): the API calls `renderPage` for a visitor's
 * page and puts the markup into the document before the shell's scripts, which take the page over once
 * loaded. It draws the shell's own pages that need nothing but the site's settings (the visitors' home),
 * and the layout around a remote's page whose content that remote's entry drew (`input.content`); for any
 * other page the answer is null and the browser renders it as before.
 */
import type { PageRenderInput, PageRenderResult } from 'contract/lander-server';

/** The shell's own pages drawn on the server. */
export const drawnPages: readonly string[] = ['home'];

export async function renderPage(input: PageRenderInput): Promise<PageRenderResult | null> {
  if (!drawnPages.includes(input.page) && !input.content) return null;
  const { renderShellPage } = await import('./render-page');
  return renderShellPage(input);
}
