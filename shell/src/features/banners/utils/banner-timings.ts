/** Spec shell §4 and §9: each announcement message shows 3000 ms, then crossfades for 500 ms. */
export const BANNER_DISPLAY_MS = 3_000;
export const BANNER_TRANSITION_MS = 500;
/** A countdown ticks every second (spec shell §4). */
export const COUNTDOWN_TICK_MS = 1_000;
