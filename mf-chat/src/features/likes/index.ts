// The likes lists and their members' cards, for the other features that show likes (the matches row above
// the conversations).
export { useLikeList, type Loadable } from './useLikes';
export type { LikeCardEntry } from './likes-data';
