import { formatPageTitle } from './pageTitle';

describe('formatPageTitle', () => {
  it('is "<page> | <site>" when there is nothing new', () => {
    expect(formatPageTitle({ pageTitle: 'Likes', siteName: 'Flirtpark', count: 0 })).toBe(
      'Likes | Flirtpark',
    );
  });

  it('is prefixed with unread messages plus new likes in brackets when above zero', () => {
    expect(formatPageTitle({ pageTitle: 'Likes', siteName: 'Flirtpark', count: 3 })).toBe(
      '(3) Likes | Flirtpark',
    );
    expect(formatPageTitle({ pageTitle: 'Likes', siteName: 'Flirtpark', count: 120 })).toBe(
      '(120) Likes | Flirtpark',
    );
  });

  it('leaves out an empty part', () => {
    expect(formatPageTitle({ pageTitle: '', siteName: 'Flirtpark', count: 0 })).toBe('Flirtpark');
  });
});
