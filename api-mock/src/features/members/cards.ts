/** Member rows as other members see them (contract MemberCard, MemberProfile): age, never the birth date. */
import type { Image, MemberCard, MemberPhoto, MemberProfile, RegionKind } from 'contract';
import type { CardRow, MemberRecord, PhotoRecord } from '../../db/repositories/index.js';
import type { SiteSettings } from '../sites/site-directory.js';
import { ageOn } from '../account/validation.js';
import { teaserNameOf } from '../photos/teaser.js';

/** `match` (the image of match views) is the 400 px thumbnail. */
export function imageOf(filename: string | null, thumbFilename: string | null): Image | null {
  return filename && thumbFilename ? { filename, thumb_filename: thumbFilename, match: thumbFilename } : null;
}

const genderOf = (gender: string | null): MemberCard['gender'] =>
  gender === 'male' || gender === 'female' ? gender : null;

/**
 * How many photos of a member the viewer may open, under the photo rule below: visitors the main photo only,
 * free members the main and the public ones, premium members and the owner all. Every count badge a member sees
 * (the card's and the profile's) is this one; the profile lists the locked ones apart, as locked (the photo
 * viewer shows them in their places, as teasers).
 */
export function openPhotoCount(row: CardRow, viewer: PhotoViewer): number {
  if (viewer && (viewer.paidUser || viewer.id === row.id)) return row.photoCount;
  if (viewer) return row.openPhotoCount;
  return row.mainFilename ? 1 : 0;
}

/** The photo viewer of a member record (null: a visitor). */
export function photoViewerOf(member: { id: number; paidUser: boolean } | null): PhotoViewer {
  return member ? { id: member.id, paidUser: member.paidUser } : null;
}

export function toCard(row: CardRow, now: Date, viewer: PhotoViewer): MemberCard {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.dateOfBirth, now),
    gender: genderOf(row.gender),
    country: row.country,
    region: row.region,
    city: row.city,
    main_image: imageOf(row.mainFilename, row.mainThumbFilename),
    photo_count: openPhotoCount(row, viewer),
    fictional: row.fictional,
  };
}

/** Who is looking at a profile's photos: nobody (visitor), a free or a premium member, or the owner. */
export type PhotoViewer = { id: number; paidUser: boolean } | null;

/**
 * The photo rule: the main image is for everybody; visitors see nothing more; free
 * members see public photos; premium members (and the owner) see all. A locked photo carries no file names.
 */
export function toMemberPhoto(
  photo: PhotoRecord,
  mainPhotoId: number | null,
  viewer: PhotoViewer,
): MemberPhoto {
  const main = photo.id === mainPhotoId;
  const lockReason = photoLock(photo.memberId, { main, private: photo.private }, viewer);
  return {
    id: photo.id,
    main,
    locked: lockReason !== null,
    lock_reason: lockReason,
    filename: lockReason ? null : photo.filename,
    thumb_filename: lockReason ? null : photo.thumbFilename,
    teaser_filename: lockReason ? teaserNameOf(photo.filename) : null,
  };
}

/**
 * Why the viewer may not see a photo of `ownerId`, or null when they may. The file route asks the same rule in
 * SQL (db/repositories/photos.ts), which must change with it.
 */
export function photoLock(
  ownerId: number,
  photo: { main: boolean; private: boolean },
  viewer: PhotoViewer,
): 'login' | 'premium' | null {
  if (photo.main || viewer?.id === ownerId) return null;
  if (!viewer) return 'login';
  if (photo.private && !viewer.paidUser) return 'premium';
  return null;
}

/** The fields the site shows (settings visible_profile_fields); the others are null. */
export function toMemberProfile(
  member: MemberRecord,
  card: MemberCard,
  photos: MemberPhoto[],
  settings: SiteSettings,
): MemberProfile {
  const shown = new Set(settings.visible_profile_fields);
  const field = <T>(name: string, value: T): T | null => (shown.has(name) ? value : null);
  const regionKind = settings.region_data[member.country]?.label as RegionKind | undefined;
  return {
    ...card,
    region: field('region', card.region),
    city: field('city', card.city),
    region_kind: regionKind ?? null,
    sexuality: field('sexuality', member.sexuality),
    about_me: field('about_me', member.aboutMe),
    interests: field('interests', member.interests) ?? [],
    hair_color: field('hair_color', member.hairColor),
    eye_color: field('eye_color', member.eyeColor),
    body_type: field('body_type', member.bodyType),
    relationship_status: field('relationship_status', member.relationshipStatus),
    tattoos: field('tattoos', member.tattoos),
    signup_reason: field('signup_reason', member.signupReason),
    photos,
  };
}
