import { hasRoute, i18n, pathTo, siteComposition, type RegistrationData } from 'shared-ui/kernel';
import { repositoryRegistrations } from 'shared-ui/testing';
import { setupI18n } from '../../test/render';
import { composeDeployedSite } from './siteComposition';

const byRemote = Object.fromEntries(
  repositoryRegistrations()
    .filter((registration) => registration.remote !== 'shell')
    .map((registration) => [registration.remote, registration]),
) as Record<string, RegistrationData>;

beforeAll(() => setupI18n());

describe('composeDeployedSite', () => {
  it('takes the shell’s pages and those of every remote the manifest names', () => {
    composeDeployedSite({ mf_chat: '/remotes/mf-chat/1/mf-manifest.json' }, byRemote);
    expect(pathTo('chats-id', { id: 4 })).toBe('/chats/4');
    expect(pathTo('pages-terms')).toBe('/pages/terms');
    expect(siteComposition().navigation.map((item) => item.route)).toEqual(['chats', 'likes']);
    expect(siteComposition().slots['chat.side-panel']).toEqual({
      owner: 'mf_chat',
      page: 'conversation-list',
    });
    // Its labels are translatable before any of its code has loaded.
    const [messages] = siteComposition().navigation;
    expect(i18n.t(messages!.label)).toBe('Messages');
  });

  it('takes nothing from a remote missing from the manifest, even with its registration at hand', () => {
    composeDeployedSite({ mf_chat: '/remotes/mf-chat/1/mf-manifest.json' }, byRemote);
    expect(hasRoute('members')).toBe(false);
    expect(siteComposition().slots['signup.flow']).toBeUndefined();
  });

  it('keeps the pages of a remote in the manifest whose registration is missing out, and the rest', () => {
    composeDeployedSite(
      { mf_members: '/remotes/mf-members/1/mf-manifest.json', mf_chat: '/x' },
      {
        mf_chat: byRemote.mf_chat!,
      },
    );
    expect(hasRoute('members')).toBe(false);
    expect(hasRoute('chats')).toBe(true);
  });
});
