/** Business constants of the activity flow's list. */

/** The activity list is collapsed at this height (px) until "See more". */
export const ACTIVITY_LIST_COLLAPSED_HEIGHT_PX = 124;
/** Packages per hotel of an activity search. */
export const ACTIVITY_PACKAGES_PER_HOTEL = 20;
/** Hotels per page of the activity list (the stays' page size, whole rows of 3). */
export const ACTIVITY_PAGE_SIZE = 18;
/** Skeleton hotel blocks while activities load. */
export const ACTIVITY_SKELETON_COUNT = 6;
/** An activity-only promotion is shown only from this percent. */
export const ACTIVITY_PROMO_MIN_PERCENT = 5;
