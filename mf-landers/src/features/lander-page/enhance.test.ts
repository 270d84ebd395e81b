import {
  HERO_VIDEO_ATTRIBUTE,
  LANGUAGE_CHOICE_ATTRIBUTE,
  startHeroVideos,
  wireLanguageChoice,
} from './enhance';

function withMotionPreference(reduced: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduced }) as unknown as typeof window.matchMedia;
}

describe('the page script before React takes over', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    play.mockRestore();
    document.body.replaceChildren();
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  });

  it('starts the hero video, unless the visitor prefers reduced motion', () => {
    const root = document.createElement('div');
    root.innerHTML = `<video ${HERO_VIDEO_ATTRIBUTE}></video><video></video>`;
    withMotionPreference(true);
    startHeroVideos(root);
    expect(play).not.toHaveBeenCalled();
    withMotionPreference(false);
    startHeroVideos(root);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('keeps a language chosen before React took over, and leaves it to React afterwards', () => {
    const root = document.createElement('div');
    root.innerHTML = `<select ${LANGUAGE_CHOICE_ATTRIBUTE}><option value="en">English</option><option value="de">Deutsch</option></select>`;
    document.body.append(root);
    wireLanguageChoice(root);
    const select = root.querySelector('select')!;

    root.setAttribute('data-hydrated', 'true');
    select.value = 'de';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.cookie).not.toContain('i18n_redirected=de');

    root.removeAttribute('data-hydrated');
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.cookie).toContain('i18n_redirected=de');
  });
});
