/**
 * jsdom has no ResizeObserver, which the age slider uses to measure its thumbs (there is nothing to
 * measure in jsdom). Test files of pages with the slider import this for its side effect.
 */
class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

globalThis.ResizeObserver ??= InertResizeObserver as unknown as typeof ResizeObserver;

export {};
