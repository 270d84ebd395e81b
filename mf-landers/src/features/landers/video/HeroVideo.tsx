import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import posterUrl from './assets/lander-poster.webp';
import webmUrl from './assets/lander-loop.webm';
import mp4Url from './assets/lander-loop.mp4';

/**
 * The video's own size (scripts/make-lander-video.sh renders it): square like the drawn hero art of the
 * other landers, so the hero keeps its layout.
 */
const SIZE = 720;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const Frame = styled.div`
  position: relative;
  width: 100%;
  max-width: 520px;
  margin-inline: auto;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  /* Rounded like the panels of the drawn art (rx 24 on its 320 viewBox). */
  border-radius: 24px;
  /* The scene's dusk, should neither the poster nor the video have painted yet. */
  background: #1c0e26;
  box-shadow: 0 16px 40px rgba(0, 0, 0, 0.3);
`;

const fill = css`
  display: block;
  width: 100%;
  height: 100%;
  aspect-ratio: 1 / 1;
  object-fit: cover;
`;

/** The first frame as a plain image: in the server's markup, fetched early, the hero's largest paint. */
const Poster = styled.img`
  ${fill}
  position: absolute;
  inset: 0;
`;

/** Above the poster image (later in the document, positioned); shows the same poster until it plays. */
const Video = styled.video`
  ${fill}
  position: relative;
`;

/**
 * The video landers' hero: a short, silent, seamlessly looping scene (a city at dusk, out of focus: warm
 * bokeh drifting over the evening sky), decorative only, so hidden from assistive technology.
 *
 * The poster paints before any script runs: the server renders it as an image with a high fetch priority
 * (and as the video's poster). The video downloads nothing (preload none) until it is played, and it is
 * played from an effect rather than autoplayed, so a visitor who prefers reduced motion never sees it move
 * and never downloads it: the markup is the same on the server and the client, and matchMedia is read in
 * the effect only. `paused` (the lander's pause button) pauses it; a change of the motion preference is
 * followed while the lander is shown.
 */
export function HeroVideo({ paused }: { paused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reducedMotion = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
    const follow = () => {
      if (paused || reducedMotion?.matches) {
        element.pause();
        return;
      }
      // Refused autoplay (a power saver, a browser setting) leaves the poster showing: nothing to report.
      // Older browsers return no promise.
      Promise.resolve(element.play()).catch(() => undefined);
    };
    follow();
    reducedMotion?.addEventListener('change', follow);
    return () => reducedMotion?.removeEventListener('change', follow);
  }, [paused]);

  return (
    // data-art and data-animated as on the drawn art (HeroArt): what the lander asks for, not whether it plays.
    <Frame aria-hidden="true" data-art="video" data-animated={!paused}>
      <Poster src={posterUrl} alt="" width={SIZE} height={SIZE} fetchPriority="high" draggable={false} />
      <Video
        ref={video}
        muted
        playsInline
        loop
        preload="none"
        poster={posterUrl}
        width={SIZE}
        height={SIZE}
        disablePictureInPicture
        disableRemotePlayback
        tabIndex={-1}
        // The server-rendered page's script starts it before React takes the page over.
        data-hero-video=""
      >
        <source src={webmUrl} type="video/webm" />
        <source src={mp4Url} type="video/mp4" />
      </Video>
    </Frame>
  );
}
