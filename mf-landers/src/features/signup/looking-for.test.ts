import { genderLookedFor } from 'shared-ui/kernel';
import { LOOKING_FOR, sexualityFor } from './looking-for';

describe('sexualityFor', () => {
  it.each([
    ['male', 'female', 'hetero'],
    ['female', 'male', 'hetero'],
    ['male', 'male', 'gay'],
    ['female', 'female', 'lesbian'],
    ['male', 'both', 'bi'],
    ['female', 'both', 'bi'],
  ] as const)('a %s looking for %s is stored as %s', (gender, lookingFor, sexuality) => {
    expect(sexualityFor(gender, lookingFor)).toBe(sexuality);
  });

  it('gives discovery back exactly the gender the visitor chose to look for', () => {
    for (const gender of ['male', 'female'] as const) {
      for (const lookingFor of LOOKING_FOR) {
        const looked = genderLookedFor(gender, sexualityFor(gender, lookingFor));
        expect(looked).toBe(lookingFor === 'both' ? undefined : lookingFor);
      }
    }
  });
});
