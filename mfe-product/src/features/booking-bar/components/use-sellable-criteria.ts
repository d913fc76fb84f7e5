import { DateTime } from 'luxon';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { SHOP_TIME_ZONE } from '../../../utils/shop-time-zone';
import { stayDatesRefusal, type CalendarContext } from '../utils/calendar-rules';
import { dayRefusal, useAllowedNights, useCalendarAvailability } from './use-calendar-availability';

const NO_MONTH: readonly string[] = [];

/**
 * The criteria with their dates only when the calendar would let the shopper pick them: a link may
 * carry any dates, but the page prices and books only those the shop can sell. The time rules
 * (past days, today from 20:00, one year ahead) apply at once; once the hotel is known, the
 * check-in's month of availability and the night counts allowed from it are asked as the calendar
 * asks them, and dates they turn down are dropped like past ones.
 */
export function useSellableCriteria(
  criteria: SearchCriteria,
  offer: { offerId: string; hotelId?: number },
): SearchCriteria {
  const { checkin, checkout } = criteria;
  const travellers = { adults: criteria.adults, children: criteria.children, babies: criteria.babies };
  const calendarOffer = { offerId: offer.offerId, hotelId: offer.hotelId, travellers };
  const availability = useCalendarAvailability(calendarOffer, checkin ? [checkin.slice(0, 7)] : NO_MONTH);
  const allowedNights = useAllowedNights(calendarOffer, { checkin: checkin ?? null, checkout: null }, availability);
  if (!checkin || !checkout) return criteria;

  const context: Omit<CalendarContext, 'selection'> = {
    now: DateTime.now(),
    zone: SHOP_TIME_ZONE,
    availability: availability.days,
    allowedNights,
  };
  const refusal = stayDatesRefusal({ checkin, checkout }, context, (day, dayContext) =>
    dayRefusal(day, dayContext, availability.answeredMonths),
  );
  return refusal === null ? criteria : { ...criteria, checkin: undefined, checkout: undefined, night: undefined };
}
