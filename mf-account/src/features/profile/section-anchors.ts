/**
 * The own profile page's section ids: links elsewhere (the activation page's completion meter) open the
 * profile at the part still missing.
 */
export const PROFILE_SECTION_ANCHORS = {
  photo: 'photos',
  aboutMe: 'about-me',
  interests: 'interests',
  details: 'details',
  location: 'location',
} as const;

export type ProfileSectionAnchor = (typeof PROFILE_SECTION_ANCHORS)[keyof typeof PROFILE_SECTION_ANCHORS];
