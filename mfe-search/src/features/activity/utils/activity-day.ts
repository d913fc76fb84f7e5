import { DateTime } from 'luxon';
import { addDays, type StayDates } from '../../../utils/stay-dates';
import { ACTIVITY_DAY_CUTOFF_HOUR, ACTIVITY_DAY_MONTHS_AHEAD } from './activity-constants';

/** The first and last day an activity can be chosen for (yyyy-MM-dd): today, or tomorrow from 20:00, to a year ahead. */
export function activityDayBounds(now: DateTime = DateTime.now()): { first: string; last: string } {
  const first = now.hour >= ACTIVITY_DAY_CUTOFF_HOUR ? now.plus({ days: 1 }) : now;
  return { first: first.toISODate()!, last: now.plus({ months: ACTIVITY_DAY_MONTHS_AHEAD }).toISODate()! };
}

/**
 * A day activity in the criteria: its day as the check-in and the next day as the check-out (one
 * night), which is how the search criteria carry a single day.
 */
export function activityDayDates(day: string): StayDates {
  return { checkin: day, checkout: addDays(day, 1) };
}
