import type { MemberCard, MemberPhoto, MemberProfile, MemberResponse, SwipeState } from 'shared-ui/kernel';

type ShownMemberResponse = Extract<MemberResponse, { blocked: false }>;

/** A member as lists show them; tests override what they need. */
export function memberCard(overrides: Partial<MemberCard> = {}): MemberCard {
  const id = overrides.id ?? 42;
  return {
    id,
    name: 'Anna',
    age: 28,
    gender: 'female',
    country: 'GB',
    region: 'England',
    city: 'Bristol',
    main_image: { filename: `m${id}.jpg`, thumb_filename: `m${id}_thumb.jpg`, match: `m${id}_match.jpg` },
    photo_count: 3,
    fictional: false,
    ...overrides,
  };
}

export function memberPhoto(id: number, overrides: Partial<MemberPhoto> = {}): MemberPhoto {
  return {
    id,
    main: false,
    locked: false,
    lock_reason: null,
    filename: `p${id}.jpg`,
    thumb_filename: `p${id}_thumb.jpg`,
    teaser_filename: null,
    ...overrides,
  };
}

/** A photo the viewer may not see: no file names, only why, and its tiny teaser. */
export function lockedPhoto(id: number, reason: 'login' | 'premium'): MemberPhoto {
  return memberPhoto(id, {
    locked: true,
    lock_reason: reason,
    filename: null,
    thumb_filename: null,
    teaser_filename: `t${id}_teaser.jpg`,
  });
}

export function memberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    ...memberCard(overrides),
    region_kind: 'region',
    sexuality: null,
    about_me: null,
    interests: [],
    hair_color: null,
    eye_color: null,
    body_type: null,
    relationship_status: null,
    tattoos: null,
    signup_reason: null,
    photos: [memberPhoto(1, { main: true }), memberPhoto(2), memberPhoto(3)],
    ...overrides,
  };
}

/** GET /api/member.php as a logged-in member gets it (a visitor gets like: null). */
export function memberResponse(overrides: Partial<ShownMemberResponse> = {}): ShownMemberResponse {
  return {
    profile: memberProfile(),
    like: { liked: false, liked_by: false, match: false },
    blocked: false,
    related: [],
    similar: [],
    ...overrides,
  };
}

/** GET /api/member.php for a member the viewer blocked: name and main image only. */
export function blockedMemberResponse(id = 42): MemberResponse {
  const { name, main_image } = memberCard({ id });
  return { blocked: true, profile: { id, name, main_image } };
}

export function swipeState(overrides: Partial<SwipeState> = {}): SwipeState {
  return {
    profile: memberCard(),
    likes_left: 4,
    likes_per_day: 4,
    resets_at: '2030-01-02T00:00:00Z',
    seconds_to_reset: 3 * 3600 + 25 * 60 + 7,
    ...overrides,
  };
}

/** The query parameters of every request the stub received for a path (e.g. '/api/members.php'). */
export function queriesOf(calls: readonly Request[], path: string): URLSearchParams[] {
  return calls
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}

/** A JSON answer for the fetch stub that the test sends when it chooses (to look at a loading state). */
export function deferredAnswer(body: unknown, status = 200) {
  let release: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (release = resolve));
  const respond = (async () => {
    await ready;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as () => Response;
  return { respond, release };
}
