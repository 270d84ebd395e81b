import { formatPageTitle, isVerifiedPage } from './pageTitle';
import { titleKey } from './usePageEffects';

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

describe('the title of the invite route (/:token)', () => {
  const invite = { name: 'invite', layout: 'default' as const, title: 'titles.invite', verify: 'invite' };

  it('is the invitation for an invite code', () => {
    expect(titleKey(invite, { token: '0123456789abcdef' })).toBe('titles.invite');
  });

  it('is the page not found for a mistyped one-segment address', () => {
    expect(titleKey(invite, { token: 'membres' })).toBe('titles.not-found');
    expect(isVerifiedPage('invite', {})).toBe(false);
  });

  it('leaves routes without a check alone', () => {
    expect(titleKey({ name: 'members', layout: 'default' }, { token: 'x' })).toBe('titles.members');
  });
});
