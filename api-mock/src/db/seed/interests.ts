import { INTERESTS } from 'contract/constants';

/** The interests seeded at start: the SPEC section 3 list of the contract, in its order. */
export const INTEREST_SEED: readonly string[] = INTERESTS;
