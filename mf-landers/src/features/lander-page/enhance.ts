import type { Language } from 'contract/constants';
import { switchLanguage } from 'shared-ui/lander-page';

/** Marks the language choice for the page script (before React takes the page over). */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';
/** Marks a hero video the page script starts. */
export const HERO_VIDEO_ATTRIBUTE = 'data-hero-video';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A change of the language choice keeps the language and shows the page in it, until React handles it. */
export function wireLanguageChoice(root: HTMLElement): void {
  root.addEventListener('change', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement) || !target.hasAttribute(LANGUAGE_CHOICE_ATTRIBUTE)) return;
    if (root.hasAttribute('data-hydrated')) return;
    switchLanguage(target.value as Language);
  });
}

/** Starts the hero videos, unless the visitor prefers reduced motion (then the poster stays). */
export function startHeroVideos(root: HTMLElement): void {
  if (window.matchMedia?.(REDUCED_MOTION).matches) return;
  for (const video of root.querySelectorAll<HTMLVideoElement>(`video[${HERO_VIDEO_ATTRIBUTE}]`)) {
    void video.play().catch(() => undefined);
  }
}
