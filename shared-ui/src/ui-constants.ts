/**
 * The interface's own numbers: layout breakpoints and the timing and size of shared widgets. They
 * belong to the UI, not to the API contract; the kernel re-exports them for the apps.
 */

/** Layout breakpoints in CSS pixels, phone first: below `sm` is the 375 px phone most members use. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** The loading bar appears only for work that takes longer than this. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** The loading bar's expected run: it creeps towards the end over this time. */
export const LOADING_BAR_DURATION_MS = 5_000;

/** A toast is never wider than this. */
export const TOAST_MAX_WIDTH_PX = 350;

/** A failed chunk load reloads the page at most once in this window, so a broken deployment cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * Where the push ask's answer "Not now" is kept (the unix time in seconds), in the shell's alert and in the
 * signup's push step alike: an ask answered once is not repeated on the next screen.
 */
export const PUSH_ASK_HIDE_KEY = 'hide_push_notifications';
