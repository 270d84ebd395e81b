import { userFixture } from '../../test/fixtures';
import { msToNextTick, timeBonusEndsAt, timeBonusFor } from './timeBonus';

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

describe('msToNextTick', () => {
  it('waits for the next whole second of the time left', () => {
    const endsAt = signup + 14_400_000;
    expect(msToNextTick(endsAt, endsAt - 10_799_600)).toBe(600);
    expect(msToNextTick(endsAt, endsAt - 5_000)).toBe(1_000);
    expect(msToNextTick(endsAt, endsAt)).toBe(0);
  });

  it('rounds the seconds left up, so the bonus ends exactly after 4 hours', () => {
    const user = userFixture({ paid_user: false, signup_date: '2025-01-01T10:00:00Z' });
    expect(timeBonusFor(user, signup + 14_399_001)).toEqual({ isVisible: true, secondsLeft: 1 });
    expect(timeBonusEndsAt(user)).toBe(signup + 14_400_000);
    expect(timeBonusEndsAt(userFixture({ paid_user: true }))).toBeNull();
  });
});
