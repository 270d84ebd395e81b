/** How many pages the results fill (at least one, so an empty search still has "page 1 of 1"). */
export function pageCount(total: number, numResults: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, numResults)));
}
