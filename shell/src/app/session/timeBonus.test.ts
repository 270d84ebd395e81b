import { userFixture } from '../../test/fixtures';
import { timeBonusFor } from './timeBonus';

const signup = Date.parse('2025-01-01T10:00:00Z');

describe('timeBonusFor', () => {
  it('is active for a new free user, with the seconds left of the 4 hours', () => {
    const user = userFixture({ paid_user: false, signup_date: '2025-01-01T10:00:00Z' });
    expect(timeBonusFor(user, signup + 60_000)).toEqual({ isVisible: true, secondsLeft: 14_340 });
  });

  it('is inactive once 4 hours have passed since signup', () => {
    const user = userFixture({ paid_user: false, signup_date: '2025-01-01T10:00:00Z' });
    expect(timeBonusFor(user, signup + 14_400_000)).toBeNull();
  });

  it('is inactive for paid users and when logged out', () => {
    expect(
      timeBonusFor(userFixture({ paid_user: true, signup_date: '2025-01-01T10:00:00Z' }), signup),
    ).toBeNull();
    expect(timeBonusFor(null, signup)).toBeNull();
  });
});
