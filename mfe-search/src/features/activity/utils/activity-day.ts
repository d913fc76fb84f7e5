import { addDays, type StayDates } from '../../../utils/stay-dates';

/**
 * A day activity in the criteria: its day as the check-in and the next day as the check-out (one
 * night), which is how the search criteria carry a single day.
 */
export function activityDayDates(day: string): StayDates {
  return { checkin: day, checkout: addDays(day, 1) };
}
