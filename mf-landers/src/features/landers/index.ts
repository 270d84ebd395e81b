/** What the landers feature offers the rest of the remote: the lander, its variants and its data. */
export { Lander } from './Lander';
export { isLanderMember, loadLanderData, type LanderData } from './people/lander-data';
export { LANDER_VARIANTS, type LanderVariant } from './variants';
export { fictionalWords } from './people/fictional-words';
