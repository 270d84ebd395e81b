import { creditsBadge } from './navRules';

describe('creditsBadge', () => {
  it('is hidden above 10 credits', () => {
    expect(creditsBadge(11)).toBeNull();
    expect(creditsBadge(500)).toBeNull();
  });

  it('shows the number in the warning colour from 10 down to 1', () => {
    expect(creditsBadge(10)).toEqual({ tone: 'warning', count: 10 });
    expect(creditsBadge(1)).toEqual({ tone: 'warning', count: 1 });
  });

  it('turns to the danger colour at 0', () => {
    expect(creditsBadge(0)).toEqual({ tone: 'danger', count: 0 });
  });
});
