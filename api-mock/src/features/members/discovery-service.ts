/**
 * Finding members: search (with similar results when few match), profiles with the photo rule, cards by id,
 * and the match finder. Visibility (invisible, blocked, inactive) is decided by the data layer's `listable`
 * and by member-access for single profiles.
 */
import { subYears } from 'date-fns';
import {
  genderLookedFor,
  MATCH_FINDER_RESULTS,
  PROFILE_SUGGESTIONS,
  SEARCH_COUNT_CAP,
  SEARCH_DEFAULT_RESULTS,
  type MemberCard,
  type MemberResponse,
  type SearchQuery,
  type SearchResponse,
} from 'contract';
import type {
  CardRow,
  DiscoveryRepository,
  MemberRecord,
  PhotoRepository,
  SearchFilter,
} from '../../db/repositories/index.js';
import { ageOn } from '../account/validation.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import { imageOf, photoViewerOf, toCard, toMemberPhoto, toMemberProfile } from './cards.js';
import type { MemberAccess } from './member-access.js';

/** YYYY-MM-DD of a UTC date: the form dates of birth are stored in. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Age bounds as bounds on the date of birth: N or older means born on or before today N years ago. */
export function birthBounds(
  now: Date,
  minAge: number | undefined,
  maxAge: number | undefined,
): Pick<SearchFilter, 'bornOnOrBefore' | 'bornAfter'> {
  return {
    bornOnOrBefore: minAge === undefined ? undefined : isoDay(subYears(now, minAge)),
    // max_age M still includes the day before the (M + 1)th birthday.
    bornAfter: maxAge === undefined ? undefined : isoDay(subYears(now, maxAge + 1)),
  };
}

export function createDiscoveryService(deps: {
  discovery: DiscoveryRepository;
  photos: PhotoRepository;
  access: MemberAccess;
  now: () => Date;
}) {
  const { discovery, photos, access, now } = deps;
  const cards = (rows: CardRow[], viewer: MemberRecord | null) => {
    const at = now();
    const photoViewer = photoViewerOf(viewer);
    return rows.map((row) => toCard(row, at, photoViewer));
  };
  const viewerOf = (member: MemberRecord | null) => (member ? { id: member.id } : null);

  /** Wider searches, in order, for the similar results: without region, then any age, then any country. */
  function widenings(filter: SearchFilter): SearchFilter[] {
    const steps: SearchFilter[] = [];
    if (filter.region) steps.push({ ...filter, region: undefined });
    const anyRegion = { ...filter, region: undefined };
    if (filter.bornAfter || filter.bornOnOrBefore)
      steps.push({ ...anyRegion, bornAfter: undefined, bornOnOrBefore: undefined });
    if (filter.country)
      steps.push({ ...anyRegion, country: undefined, bornAfter: undefined, bornOnOrBefore: undefined });
    return steps;
  }

  return {
    async search(
      query: SearchQuery,
      viewer: MemberRecord | null,
      site: ResolvedSite,
    ): Promise<SearchResponse> {
      const page = query.page ?? 1;
      const numResults = query.num ?? SEARCH_DEFAULT_RESULTS;
      const filter: SearchFilter = {
        siteId: site.id,
        viewer: viewerOf(viewer),
        gender: query.gender,
        country: query.country?.toUpperCase(),
        region: query.country ? query.region : undefined,
        ...birthBounds(now(), query.min_age, query.max_age),
      };
      const offset = (page - 1) * numResults;
      const [rows, counted] = await Promise.all([
        // Pages go as deep as the count does: a deep OFFSET costs a scan of everything before it.
        offset < SEARCH_COUNT_CAP
          ? discovery.search(filter, { limit: numResults, offset })
          : Promise.resolve([]),
        discovery.count(filter, SEARCH_COUNT_CAP + 1),
      ]);
      const total = Math.min(counted, SEARCH_COUNT_CAP);

      // Few matches (first page not full): fill up with profiles close to the filters.
      const similar: CardRow[] = [];
      if (page === 1 && total < numResults) {
        const seen = rows.map((row) => row.id);
        for (const wider of widenings(filter)) {
          const wanted = numResults - total - similar.length;
          if (wanted <= 0) break;
          const more = await discovery.search(
            { ...wider, excludeIds: [...seen, ...similar.map((row) => row.id)] },
            { limit: wanted, offset: 0 },
          );
          similar.push(...more);
        }
      }
      return {
        profiles: cards(rows, viewer),
        total,
        total_capped: counted > SEARCH_COUNT_CAP,
        page,
        num_results: numResults,
        similar: cards(similar, viewer),
      };
    },

    async profile(id: number, viewer: MemberRecord | null, site: ResolvedSite): Promise<MemberResponse> {
      const { target, block, like } = await access.reach(viewer, id, site.id);
      const own = await photos.ofMember(target.id);
      const main = own.find((photo) => photo.id === target.mainPhotoId);
      // Whom the viewer blocked: name and main image only, so they can unblock; nothing else about them.
      if (block.byMe) {
        return {
          blocked: true,
          profile: {
            id: target.id,
            name: target.name,
            main_image: imageOf(main?.filename ?? null, main?.thumbFilename ?? null),
          },
        };
      }
      const photoViewer = photoViewerOf(viewer);
      const at = now();
      const memberPhotos = own.map((photo) => toMemberPhoto(photo, target.mainPhotoId, photoViewer));
      const base = toCard(
        {
          ...target,
          mainFilename: main?.filename ?? null,
          mainThumbFilename: main?.thumbFilename ?? null,
          photoCount: own.length,
          openPhotoCount: own.filter((photo) => photo.id === target.mainPhotoId || !photo.private).length,
        },
        at,
        photoViewer,
      );
      const profile = toMemberProfile(target, base, memberPhotos, site.settings);
      const exclude = [target.id];
      const related = await discovery.search(
        {
          siteId: site.id,
          viewer: viewerOf(viewer),
          gender: genderOf(target.gender),
          country: target.country,
          region: target.region ?? undefined,
          excludeIds: exclude,
        },
        { limit: PROFILE_SUGGESTIONS, offset: 0 },
      );
      const age = base.age;
      // Similar profiles come from where the viewer lives first (a visitor: where the member lives).
      const similar = await discovery.nearby(
        {
          siteId: site.id,
          viewer: viewerOf(viewer),
          gender: genderOf(target.gender),
          ...birthBounds(at, Math.max(18, age - 3), age + 3),
          excludeIds: [...exclude, ...related.map((row) => row.id)],
        },
        placeOf(viewer ?? target),
        PROFILE_SUGGESTIONS,
      );
      return {
        profile,
        like: viewer
          ? { liked: like.liked, liked_by: like.likedBy, match: like.liked && like.likedBy }
          : null,
        blocked: false,
        related: cards(related, viewer),
        similar: cards(similar, viewer),
      };
    },

    /** Cards of the given members the viewer may see, in the given order. */
    async cards(ids: number[], viewer: MemberRecord | null, site: ResolvedSite): Promise<MemberCard[]> {
      return cards(await discovery.cardsByIds(site.id, viewerOf(viewer), ids), viewer);
    },

    async matchFinder(viewer: MemberRecord, site: ResolvedSite): Promise<MemberCard[]> {
      const rows = await discovery.suggestions(
        {
          siteId: site.id,
          viewer: { id: viewer.id },
          gender: genderLookedFor(viewer.gender, viewer.sexuality),
          place: placeOf(viewer),
          ...birthBounds(now(), Math.max(18, ageOf(viewer, now()) - 8), ageOf(viewer, now()) + 8),
        },
        MATCH_FINDER_RESULTS,
      );
      return cards(rows, viewer);
    },
  };
}

const placeOf = (member: MemberRecord) => ({ country: member.country, region: member.region });

const genderOf = (gender: string | null) => (gender === 'male' || gender === 'female' ? gender : undefined);

const ageOf = (member: MemberRecord, at: Date) => ageOn(member.dateOfBirth, at);

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
