import { pageCount, visiblePages } from './pages';

describe('pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });
});

describe('visiblePages', () => {
  it('shows every page up to seven', () => {
    expect(visiblePages(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the ends and the neighbourhood of the current page, with gaps', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(visiblePages(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(visiblePages(20, 20)).toEqual([1, null, 18, 19, 20]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(visiblePages(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
  });
});
