/**
 * A new client id for a request that must take effect once however often it is retried (a chat send, a
 * purchase): the server stores the first and answers every retry with it. `crypto.randomUUID` exists in
 * secure contexts only, so a site opened over plain http on a host name (a local test domain) would send
 * nothing; uuid's v4 falls back to `crypto.getRandomValues`, which every context has.
 */
import { v4 } from 'uuid';

export const newClientId = (): string => v4();
