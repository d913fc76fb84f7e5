/**
 * The shop's clock: its six points of sale share Central European Time, so "today", the 20:00
 * same-day cut-off and cancellation deadlines are read there, whatever the shopper's device says.
 */
export const SHOP_TIME_ZONE = 'Europe/Paris';
