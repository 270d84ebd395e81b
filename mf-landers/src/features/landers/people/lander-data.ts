import type { LanderMember } from 'contract';
import { ID_MAX } from 'shared-ui/kernel';
import { memberIdFrom } from '../campaign';
import type { LanderVariant } from '../variants';

/** What a lander shows besides its copy, loaded before it renders (on the server, or in the browser). */
export interface LanderData {
  /** The member of a member landing; null when the id names nobody a visitor may see. */
  member?: LanderMember | null;
  /** Real members for the people landers' pictures. */
  people?: LanderMember[];
}

/** How many faces the mosaic shows: three in a row on a phone, two rows of three where there is room. */
export const MOSAIC_FACES = 6;

/** The landers whose hero shows real members, and how many each design has room for. */
const PEOPLE_LIMITS: Partial<Record<LanderVariant, number>> = {
  gallery: 6,
  collagelanding: 5,
  tinderswipe: 3,
  maplanding: 6,
  adultonly: MOSAIC_FACES,
  whoneedsstrings: MOSAIC_FACES,
  alonetonight: MOSAIC_FACES,
  iconslanding: MOSAIC_FACES,
  socialnetwork: MOSAIC_FACES,
};

/**
 * The landers whose own design has no people picture: their hero opens with a mosaic of faces, photo
 * first (a strip above the headline on a phone, beside it where there is room), as a dating app's home does.
 */
const MOSAIC_VARIANTS: readonly LanderVariant[] = [
  'adultonly',
  'whoneedsstrings',
  'alonetonight',
  'iconslanding',
  'socialnetwork',
];

export const isMosaicLander = (variant: LanderVariant) => MOSAIC_VARIANTS.includes(variant);

const MEMBER_LANDINGS: readonly LanderVariant[] = ['member-landing', 'member-landing2', 'member-landing3'];

export const isMemberLanding = (variant: LanderVariant) => MEMBER_LANDINGS.includes(variant);

/** How many members the variant's hero shows at most (0: none). */
export const peopleLimit = (variant: LanderVariant) => PEOPLE_LIMITS[variant] ?? 0;

/** Whether the variant's hero shows real members from the data (else it draws its art). */
export function showsPeople(variant: LanderVariant, data: LanderData): boolean {
  if (isMemberLanding(variant)) return isLanderMember(data.member);
  return peopleLimit(variant) > 0 && (data.people?.length ?? 0) > 0;
}

/**
 * Asks the API for what the variant shows, and only that: the member of a member landing (when the route's
 * id can be one), or a few members for the people landers. Never throws: whatever fails leaves the data
 * empty and the lander shows its drawn art. `api` is the caller's GET of a site path (`/api/...`) answering
 * the parsed JSON: the API itself on the server, a fetch of the same path in the browser.
 */
export async function loadLanderData(
  variant: LanderVariant,
  params: Record<string, string | undefined>,
  api: (path: string) => Promise<unknown>,
): Promise<LanderData> {
  try {
    if (isMemberLanding(variant)) {
      const id = memberIdFrom(params.id);
      if (id === undefined || id > ID_MAX) return {};
      const answer = await api(`/api/lander-member.php?id=${id}`);
      if (!isRecord(answer) || !('member' in answer)) return {};
      return { member: isLanderMember(answer.member) ? answer.member : null };
    }
    const limit = peopleLimit(variant);
    if (limit === 0) return {};
    const answer = await api(`/api/lander-members.php?limit=${limit}`);
    if (!isRecord(answer) || !Array.isArray(answer.members)) return {};
    return { people: answer.members.filter(isLanderMember).slice(0, limit) };
  } catch {
    return {};
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** The answer comes from outside this code (and, in the browser, from the server's state): checked, not cast. */
export function isLanderMember(value: unknown): value is LanderMember {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.age === 'number' &&
    typeof value.country === 'string' &&
    typeof value.fictional === 'boolean' &&
    isTextOrNull(value.city) &&
    isTextOrNull(value.region) &&
    isTextOrNull(value.photo)
  );
}
