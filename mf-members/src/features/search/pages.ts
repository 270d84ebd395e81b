/** How many pages the results fill (at least one, so an empty search still has "page 1 of 1"). */
export function pageCount(total: number, numResults: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, numResults)));
}

/**
 * The page numbers a pager shows: the first, the last, and two either side of the current one; null marks
 * a gap ('…'). Seven or fewer pages are all shown.
 */
export function visiblePages(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const wanted = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const withGaps: (number | null)[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) withGaps.push(page - previous === 2 ? page - 1 : null);
    withGaps.push(page);
  });
  return withGaps;
}

/** The page sizes offered (numResults); the server takes up to SEARCH_MAX_RESULTS. */
export const PAGE_SIZES = [12, 24, 36, 48, 60] as const;
