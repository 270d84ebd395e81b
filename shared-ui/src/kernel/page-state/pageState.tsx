import { createContext, useContext, useState, type ReactNode } from 'react';
import { PAGE_STATE_ID } from 'contract/lander-server';

interface PageState {
  page: string;
  state: unknown;
}

const ServerPageState = createContext<PageState | null>(null);

/** What a server render gives its page: the state it drew with (the browser reads it from the document). */
export function PageStateProvider({ page, state, children }: PageState & { children: ReactNode }) {
  return <ServerPageState.Provider value={{ page, state }}>{children}</ServerPageState.Provider>;
}

/** The document's page state, when the server drew this document's page. */
function documentPageState(): PageState | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as PageState).page !== 'string') {
      return null;
    }
    return parsed as PageState;
  } catch {
    return null;
  }
}

/**
 * The state the server drew `page` with: from the server render's provider, or in the browser from the
 * document the server drew (so the page's first drawing matches the server's, without fetching again).
 * Undefined for a page the server did not draw. Read once per mount: it describes the first drawing only.
 */
export function usePageState(page: string): unknown {
  const fromServer = useContext(ServerPageState);
  const [state] = useState(() => {
    const found = fromServer ?? documentPageState();
    return found?.page === page ? found.state : undefined;
  });
  return state;
}

/**
 * Whether this drawing is the server's: its controls do nothing until the page's code has taken it over,
 * so a form drawn there keeps its submit button disabled (a submit before would leave the page).
 */
export function useDrawnOnServer(): boolean {
  return useContext(ServerPageState) !== null;
}
