import { birthDateBounds } from './birth-date';

describe('birthDateBounds', () => {
  it('ends on the minimum age birthday, so the picker opens among adult birth years', () => {
    expect(birthDateBounds(18, new Date('2026-11-24T22:00:00Z'))).toEqual({
      min: '1906-11-24',
      max: '2008-11-24',
    });
  });

  it('falls back to 28 February for a leap day in a year without one', () => {
    expect(birthDateBounds(21, new Date('2024-02-29T12:00:00Z')).max).toBe('2003-02-28');
  });
});
