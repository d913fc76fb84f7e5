/**
 * The dates shortcuts of the calendarShortcuts variation (es_ES, fr_FR, fr_BE, nl_BE): "This
 * weekend" and "Next weekend", each Saturday to Sunday, in weeks that start on Monday.
 */
import { DateTime } from 'luxon';
import type { StayDates } from '../../../utils/stay-dates';

const SATURDAY = 6;
const SUNDAY = 7;

function saturdayToSunday(saturday: DateTime): StayDates {
  return { checkin: saturday.toISODate()!, checkout: saturday.plus({ days: 1 }).toISODate()! };
}

/** This week's weekend; none on Sunday (the weekend has started, the button is hidden). */
export function thisWeekend(now: DateTime = DateTime.now()): StayDates | null {
  if (now.weekday === SUNDAY) return null;
  return saturdayToSunday(now.startOf('day').plus({ days: SATURDAY - now.weekday }));
}

/** The weekend of next week (Monday-based): on Sunday, the coming Saturday. */
export function nextWeekend(now: DateTime = DateTime.now()): StayDates {
  const monday = now.startOf('day').minus({ days: now.weekday - 1 });
  return saturdayToSunday(monday.plus({ weeks: 1, days: SATURDAY - 1 }));
}
