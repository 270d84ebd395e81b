/**
 * A switchable failure inside transactions, for the "all or nothing" tests: while armed, one repository
 * method throws when called through a transaction's repositories, as a crash or a lost connection between
 * two steps would. Pass `inTransaction` to createTestApp.
 */
import type { Repositories } from '../db/repositories/index.js';

export class InjectedFault extends Error {}

type RepositoryName = Exclude<keyof Repositories, 'transaction'>;

export function transactionFaults() {
  let armed: { repository: RepositoryName; method: string } | null = null;
  return {
    inTransaction(tx: Repositories): Repositories {
      if (!armed) return tx;
      const { repository, method } = armed;
      const target = tx[repository] as unknown as Record<string, unknown>;
      if (typeof target[method] !== 'function') throw new Error(`no method ${repository}.${method}`);
      const failing = () => Promise.reject(new InjectedFault(`injected failure in ${repository}.${method}`));
      return { ...tx, [repository]: { ...target, [method]: failing } };
    },
    /** From now on, `repository.method` fails inside transactions. */
    failAt<R extends RepositoryName>(repository: R, method: keyof Repositories[R] & string) {
      armed = { repository, method };
    },
    clear() {
      armed = null;
    },
  };
}
