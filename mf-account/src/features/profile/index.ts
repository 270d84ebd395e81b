export { PROFILE_SECTION_ANCHORS } from './section-anchors';
export { ProfileIdentity } from './ProfileIdentity';
