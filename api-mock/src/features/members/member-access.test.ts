/** @jest-environment node */
import { memberLandingId, memberPageId } from './member-access.js';

describe('member page paths', () => {
  it('reads the id of a member page: positive plain digits only', () => {
    expect(memberPageId('/members/42')).toBe(42);
    expect(memberPageId('/members/42/')).toBe(42);
    for (const path of ['/members/0', '/members/042', '/members/abc', '/members/1e3', '/members/99999999999'])
      expect({ path, id: memberPageId(path) }).toEqual({ path, id: null });
  });

  it('reads the id of each member landing the same way', () => {
    expect(memberLandingId('/members/7/landing')).toBe(7);
    expect(memberLandingId('/members/7/landing2/spring')).toBe(7);
    expect(memberLandingId('/members/7/landing3')).toBe(7);
    for (const path of ['/members/7', '/members/7/landingx', '/members/abc/landing', '/members/0/landing2'])
      expect({ path, id: memberLandingId(path) }).toEqual({ path, id: null });
  });
});
