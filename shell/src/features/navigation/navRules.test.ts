import { creditsBadge } from 'shared-ui/kernel';
import { userFixture } from '../../test/fixtures';
import { isNavItemVisible } from './navRules';

describe('creditsBadge', () => {
  it('is hidden above 10 credits', () => {
    expect(creditsBadge(11)).toBeNull();
    expect(creditsBadge(500)).toBeNull();
  });

  it('shows the number in the warning colour from 10 down to 1', () => {
    expect(creditsBadge(10)).toEqual({ kind: 'alert', tone: 'warning', count: 10 });
    expect(creditsBadge(1)).toEqual({ kind: 'alert', tone: 'warning', count: 1 });
  });

  it('turns to the danger colour at 0', () => {
    expect(creditsBadge(0)).toEqual({ kind: 'alert', tone: 'danger', count: 0 });
  });
});

describe('isNavItemVisible', () => {
  const paid = userFixture({ paid_user: true });
  const free = userFixture({ paid_user: false });

  it.each([
    ['visitor', [true, false, false]],
    ['member', [false, true, true]],
    ['paid-member', [false, true, false]],
    ['free-member', [false, false, true]],
  ] as const)('shows %s items to [visitor, paid, free] as %j', (visibility, expected) => {
    expect([null, paid, free].map((user) => isNavItemVisible(visibility, user))).toEqual(expected);
  });
});
