/**
 * Business constants of the offer cards, fallback suggestions, activity list and cancellation
 * conditions (spec search §9, product §5 and §9), in one place. Values the spec does not show are
 * named here with the reason for the choice.
 */

// ---------------------------------------------------------------------------------------------
// Offer card (spec search §9, product §5)
// ---------------------------------------------------------------------------------------------

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
 * The expiry message shows when the offer's last day of sale is this close (days). Not shown in
 * the spec: a month keeps it a real "hurry" signal instead of a date far away.
 */
export const EXPIRY_STRESS_WITHIN_DAYS = 30;
/**
 * Review averages at or above these thresholds get a word (spec product §9 "Rating labels").
 * Cards use the all-incentive reading (labels from 7, "Good" from 7 to 8); outside it a score
 * under 9 gets no word.
 */
export const RATING_THRESHOLDS = { perfect: 9.5, fantastic: 9, excellent: 8.5, veryGood: 8, good: 7 } as const;
export const RATING_MIN_WITHOUT_INCENTIVE = 9;

// ---------------------------------------------------------------------------------------------
// Fallback suggestions (spec search §4 "Fallback generation", §9)
// ---------------------------------------------------------------------------------------------

/** Each fallback asks for this many results. */
export const FALLBACK_PAGE_SIZE = 3;
/** Skeleton cards of a fallback section while it loads. */
export const FALLBACK_SKELETON_COUNT = 3;
/** A city or poi becomes a radius of this many km around its coordinates… */
export const EXPAND_RADIUS_KM = 30;
/** …from this minimum distance. */
export const EXPAND_MIN_DISTANCE_KM = 0;
/** A fallback section is fetched once this part of it is visible. */
export const FALLBACK_VISIBLE_THRESHOLD = 0.1;
/**
 * Widest distance the offers search accepts (km). An expanded department or region is searched
 * with its centre and this distance so its results can be sorted nearest first without the
 * distance cutting the area.
 */
export const EXPANDED_AREA_DISTANCE_MAX_KM = 2000;

// ---------------------------------------------------------------------------------------------
// Activity flow (spec search §2, §5, §9)
// ---------------------------------------------------------------------------------------------

/** The activity list is collapsed at this height (px) until "See more". */
export const ACTIVITY_LIST_COLLAPSED_HEIGHT_PX = 124;
/** Packages per hotel of an activity search. */
export const ACTIVITY_PACKAGES_PER_HOTEL = 20;
/** Hotels per page of the activity list (the stays' page size, whole rows of 3). */
export const ACTIVITY_PAGE_SIZE = 18;
/** Skeleton hotel blocks while activities load. */
export const ACTIVITY_SKELETON_COUNT = 6;
/** Spec product §5: an activity-only promotion is shown only from this percent. */
export const ACTIVITY_PROMO_MIN_PERCENT = 5;

// ---------------------------------------------------------------------------------------------
// Cancellation conditions (spec search §9, product §4)
// ---------------------------------------------------------------------------------------------

/** Before the deadline, this part of each night is refunded (percent). */
export const REFUND_PERCENT_BEFORE_DEADLINE = 80;
/** From the no-refund date (the check-in date) on, this is refunded (percent). */
export const REFUND_PERCENT_FROM_CHECKIN = 0;
