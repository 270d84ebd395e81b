import { pageCount } from './pages';

describe('pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });
});
