/** The refunds of the cancellation conditions. */

/** Before the deadline, this part of each night is refunded (percent). */
export const REFUND_PERCENT_BEFORE_DEADLINE = 80;
/** From the no-refund date (the check-in date) on, this is refunded (percent). */
export const REFUND_PERCENT_FROM_CHECKIN = 0;
