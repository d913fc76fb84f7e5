/** Business constants of the offer cards, with the reason where a value is a choice of ours. */

/** Image gallery on cards: 4 images… */
export const CARD_GALLERY_IMAGE_COUNT = 4;
/** …or a single large one when an offer has fewer than this many images. */
export const CARD_GALLERY_MIN_IMAGES = CARD_GALLERY_IMAGE_COUNT;
/** A swipe further than this part of the width moves to the next or previous image. */
export const CAROUSEL_SNAP_FRACTION = 1 / 6;
/** The carousel settles on an image in this time. */
export const CAROUSEL_SNAP_DURATION_MS = 300;
/** At most this many stress messages on a card. */
export const MAX_STRESS_LABELS = 2;
/** The rooms-left message shows only when this many rooms or fewer remain. */
export const ROOMS_LEFT_STRESS_MAX = 3;
/**
 * The expiry message shows when the offer's last day of sale is this close (days): a month keeps
 * it a real "hurry" signal instead of a date far away.
 */
export const EXPIRY_STRESS_WITHIN_DAYS = 30;
/**
 * Under 1 km a card gives the distance in metres, to this step: finer would claim a precision the
 * hotel's point does not have.
 */
export const CARD_DISTANCE_METRES_STEP = 100;
