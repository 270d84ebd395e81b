/** The `user` body of the API (contract UserSchema) from a member row and the site it is seen on. */
import type { FastifyRequest } from 'fastify';
import type { Image, User } from 'contract';
import type { MemberRecord, PhotoRepository } from '../../db/repositories/index.js';
import { requestedHostname } from '../../lib/request-site.js';
import type { ResolvedSite, SiteDirectory } from '../sites/site-directory.js';
import { freeMessagesLeft } from '../credits/free-messages.js';
import { ageOn } from './validation.js';

export type UserView = (member: MemberRecord, request: FastifyRequest) => Promise<User>;

/** The site a request is for (forced_domain query parameter, else the Host header). */
export function requestSite(directory: SiteDirectory, request: FastifyRequest): Promise<ResolvedSite> {
  const query = request.query as { forced_domain?: unknown } | undefined;
  const forced = typeof query?.forced_domain === 'string' ? query.forced_domain : undefined;
  const hostname = requestedHostname(request, forced);
  // The synchronous path while the snapshot is fresh (the polled user call is hot).
  const cached = directory.resolveCached(hostname);
  return cached ? Promise.resolve(cached) : directory.resolve(hostname);
}

export function toUser(
  member: MemberRecord,
  site: ResolvedSite,
  now: Date,
  mainImage: Image | null = null,
): User {
  return {
    status: member.status,
    email: member.email,
    invite_code: member.inviteCode,
    invisible: member.invisible,
    credits: member.credits,
    free_messages_left: freeMessagesLeft(member, site.settings),
    paid_user: member.paidUser,
    notifications_disabled: member.notificationsDisabled.filter(
      (reason): reason is 'fbl' | 'bounce' | 'listunsubscribe' =>
        reason === 'fbl' || reason === 'bounce' || reason === 'listunsubscribe',
    ),
    fictional_icon: site.settings.fictional_icon,
    language: member.language,
    signup_date: member.signupDate.toISOString(),
    profile: {
      id: member.id,
      status: member.profileStatus,
      name: member.name,
      main_image: mainImage,
      gender: member.gender === 'male' || member.gender === 'female' ? member.gender : null,
      sexuality:
        member.sexuality === 'hetero' ||
        member.sexuality === 'gay' ||
        member.sexuality === 'lesbian' ||
        member.sexuality === 'bi'
          ? member.sexuality
          : null,
      age: ageOn(member.dateOfBirth, now),
      country: member.country,
      region: member.region,
      city: member.city,
      date_of_birth: member.dateOfBirth,
      about_me: member.aboutMe,
      interests: member.interests,
      hair_color: member.hairColor,
      eye_color: member.eyeColor,
      body_type: member.bodyType,
      relationship_status: member.relationshipStatus,
      tattoos: member.tattoos,
      signup_reason: member.signupReason,
    },
  };
}

/**
 * File names are relative to the site's cdn_prefix; `match` (the image used in match views) is the
 * 400 px thumbnail.
 *
 * The polled user call sees the same member row object for as long as the session cache keeps it (about a
 * second; any write to the member or their photos replaces it), so the view is remembered per row object
 * and site: the cache's invalidation is the view's.
 */
export function createUserView(directory: SiteDirectory, photos: PhotoRepository, now: () => Date): UserView {
  const views = new WeakMap<MemberRecord, Map<number, User>>();
  return async (member, request) => {
    const site = await requestSite(directory, request);
    const known = views.get(member)?.get(site.id);
    if (known) return known;
    const photo = member.mainPhotoId === null ? null : await photos.byId(member.mainPhotoId);
    const image = photo
      ? { filename: photo.filename, thumb_filename: photo.thumbFilename, match: photo.thumbFilename }
      : null;
    const user = toUser(member, site, now(), image);
    const bySite = views.get(member) ?? new Map<number, User>();
    bySite.set(site.id, user);
    views.set(member, bySite);
    return user;
  };
}
