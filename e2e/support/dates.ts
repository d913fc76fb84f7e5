import { DateTime } from 'luxon';

/** A Saturday two to three weeks ahead, as ISO date and as react-aria's French cell label. */
export function upcomingWeekend(): { checkin: string; checkout: string; checkinLabel: RegExp; checkoutLabel: RegExp } {
  const inTwoWeeks = DateTime.local().set({ hour: 12, minute: 0, second: 0, millisecond: 0 }).plus({ days: 14 });
  // Luxon numbers weekdays 1 (Monday) to 7 (Sunday): Saturday is 6.
  const day = inTwoWeeks.plus({ days: (6 - inTwoWeeks.weekday + 7) % 7 });
  const out = day.plus({ days: 2 });
  const label = (date: DateTime) =>
    new RegExp(date.setLocale('fr-FR').toLocaleString({ day: 'numeric', month: 'long', year: 'numeric' }));
  return { checkin: day.toISODate()!, checkout: out.toISODate()!, checkinLabel: label(day), checkoutLabel: label(out) };
}
