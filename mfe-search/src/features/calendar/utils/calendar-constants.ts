/** The calendar's constants, in one place. */

/** Without availability data, at most 20 days between check-in and check-out. */
export const MAX_NIGHTS_WITHOUT_AVAILABILITY = 20;
/**
 * Longest stay a search can ask for (the offers search takes 1 to 20 nights): the end of the
 * possible-nights range the calendar derives from a day's minimum stay.
 */
export const MAX_SEARCH_NIGHTS = 20;
/** Desktop shows two months side by side and steps one month at a time. */
export const DESKTOP_VISIBLE_MONTHS = 2;
/** The mobile calendar starts with 3 months and loads 3 more at a time. */
export const MOBILE_MONTHS_AHEAD = 3;
/** The mobile infinite scroll loads more months this close to the bottom. */
export const INFINITE_SCROLL_THRESHOLD_PX = 200;
/** Months of hotel availability asked at once: 2 on desktop, 4 on mobile. */
export const AVAILABILITY_MONTHS = { desktop: 2, mobile: 4 } as const;
