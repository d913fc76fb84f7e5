/** Each announcement message shows 3000 ms, then crossfades into the next for 500 ms. */
export const BANNER_DISPLAY_MS = 3_000;
export const BANNER_TRANSITION_MS = 500;
/** A countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1_000;
