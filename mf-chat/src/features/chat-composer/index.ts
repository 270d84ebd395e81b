// The chat's footer: writing a message, choosing a photo or gift, and what a message costs.
export { Composer, type ComposerProps } from './Composer';
export { PricingNote, useFreeMessagesLeft, useMinimumMessagePrice } from './PricingNote';
