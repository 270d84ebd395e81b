import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HeroVideo } from './HeroVideo';

/** A prefers-reduced-motion query the test can flip, as a visitor changing the setting would. */
function motionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn((media: string) => {
    expect(media).toBe('(prefers-reduced-motion: reduce)');
    return query as unknown as MediaQueryList;
  });
  return {
    set(value: boolean) {
      query.matches = value;
      act(() => listeners.forEach((listener) => listener()));
    },
    listeners,
  };
}

function videoOf(container: HTMLElement) {
  const video = container.querySelector('video');
  if (!video) throw new Error('no video element');
  return video;
}

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  // jsdom implements no media playback.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  window.matchMedia = originalMatchMedia;
});

describe('HeroVideo', () => {
  it('is a muted, inline, looping video with a poster and a WebM and an MP4 source', () => {
    motionPreference(false);
    const { container } = render(<HeroVideo paused={false} />);
    const video = videoOf(container);

    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('poster', 'file-stub');
    expect(video).toHaveAttribute('preload', 'none');
    // No layout shift: the box has its size before anything loads.
    expect(video).toHaveAttribute('width', '720');
    expect(video).toHaveAttribute('height', '720');
    const sources = [...video.querySelectorAll('source')].map((source) => source.getAttribute('type'));
    expect(sources).toEqual(['video/webm', 'video/mp4']);
    for (const source of video.querySelectorAll('source')) expect(source).toHaveAttribute('src');

    // The poster is also a plain, early-fetched image, so it paints before any script runs.
    const poster = container.querySelector('img');
    expect(poster).toHaveAttribute('src', 'file-stub');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('alt', '');
    // Decorative: the lander's copy carries the meaning.
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('plays, and pauses when the visitor pauses the lander, then plays again', () => {
    motionPreference(false);
    const { rerender, container } = render(<HeroVideo paused={false} />);
    expect(container.firstElementChild).toHaveAttribute('data-animated', 'true');
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).not.toHaveBeenCalled();

    rerender(<HeroVideo paused />);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.firstElementChild).toHaveAttribute('data-animated', 'false');

    rerender(<HeroVideo paused={false} />);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('starts paused when the lander is paused', () => {
    motionPreference(false);
    render(<HeroVideo paused />);
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();
  });

  it('never plays for a visitor who prefers reduced motion, and follows a change of the preference', () => {
    const preference = motionPreference(true);
    const { rerender, container, unmount } = render(<HeroVideo paused={false} />);
    expect(videoOf(container)).not.toHaveAttribute('autoplay');
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();

    rerender(<HeroVideo paused />);
    rerender(<HeroVideo paused={false} />);
    expect(play).not.toHaveBeenCalled();

    preference.set(false);
    expect(play).toHaveBeenCalledTimes(1);
    preference.set(true);
    expect(pause).toHaveBeenLastCalledWith();
    expect(play).toHaveBeenCalledTimes(1);

    unmount();
    expect(preference.listeners.size).toBe(0);
  });

  it('handles a refused play (autoplay blocked): the poster stays', async () => {
    motionPreference(false);
    const refused = Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    // Whatever handles the refusal (catch, await in a try) registers a rejection handler through then.
    const then = jest.spyOn(refused, 'then');
    play.mockReturnValue(refused);
    render(<HeroVideo paused={false} />);
    expect(play).toHaveBeenCalledTimes(1);
    expect(then.mock.calls.some(([, onRejected]) => typeof onRejected === 'function')).toBe(true);
    await act(async () => {
      await refused.catch(() => undefined);
    });
  });

  it('renders the same markup on the server whatever the motion preference, and hydrates without mismatch', () => {
    motionPreference(true);
    const reduced = renderToString(<HeroVideo paused={false} />);
    motionPreference(false);
    const moving = renderToString(<HeroVideo paused={false} />);
    expect(reduced).toBe(moving);
    expect(play).not.toHaveBeenCalled();

    const container = document.createElement('div');
    container.innerHTML = moving;
    document.body.append(container);
    // A browser's parser sets a media element's muted state from its muted attribute; jsdom does not.
    videoOf(container).muted = videoOf(container).hasAttribute('muted');
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <HeroVideo paused={false} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(play).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    container.remove();
  });
});
