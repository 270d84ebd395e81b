import { INTERESTS } from './values';
import { groupInterests } from './interest-groups';

describe('groupInterests', () => {
  it('puts dating wishes, the explicit ones and hobbies apart, each in the given order', () => {
    const groups = groupInterests(INTERESTS);
    expect(groups.dating).toEqual(['relationship', 'onenightstand', 'kissing', 'hugging', 'massages']);
    expect(groups.adult).toContain('sex');
    expect(groups.adult).toContain('bondage');
    expect(groups.hobbies).toContain('tea');
    expect(groups.hobbies).not.toContain('sex');
    expect(groups.dating.length + groups.adult.length + groups.hobbies.length).toBe(INTERESTS.length);
  });

  it('adds an interest it does not know to the hobbies', () => {
    expect(groupInterests(['pottery', 'kissing'])).toEqual({
      dating: ['kissing'],
      adult: [],
      hobbies: ['pottery'],
    });
  });
});
