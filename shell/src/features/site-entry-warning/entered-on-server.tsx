import { createContext, useContext } from 'react';

/**
 * Whether the server knows this visitor entered before (their entry cookie): the server's drawing then
 * leaves the warning out. In the browser nothing provides it, and the visitor's own records decide.
 */
const EnteredOnServer = createContext(false);

export const EnteredOnServerProvider = EnteredOnServer.Provider;

export function useEnteredOnServer(): boolean {
  return useContext(EnteredOnServer);
}
