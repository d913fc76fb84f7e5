/** The acquisition modal opens 10 s after a move to another page… */
export const NEWSLETTER_MODAL_DELAY_MS = 10_000;
/** …and closes 1.2 s after a successful subscription. */
export const NEWSLETTER_MODAL_CLOSE_DELAY_MS = 1_200;
