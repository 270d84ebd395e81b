// Buying credits from inside the chat: a sheet of packages that leads to checkout and back to the chat.
export { BuyCreditsSheet, type BuyCreditsSheetProps } from './BuyCreditsSheet';
