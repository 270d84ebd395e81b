import { INTERESTS } from 'contract/constants';

/** The interests seeded at start: the contract's interest list, in its order. */
export const INTEREST_SEED: readonly string[] = INTERESTS;
