/**
 * The shop gives several hours, one per channel, and each place that shows hours names its channel:
 * the contact block's (general questions, by phone and by message) Monday to Friday 10–19 and
 * Saturday 10–18; the bottom line's (after-sales, bookings already made, by phone) Monday to Friday
 * 10–18; product pages give their booking advisers' (longer) and the contact page the chat's.
 */
export const SUPPORT_HOURS = {
  weekdays: { from: 10, to: 19 },
  saturday: { from: 10, to: 18 },
} as const;

/** The footer's bottom line: after-sales by phone, Monday to Friday 10–18. */
export const FOOTER_LINE_HOURS = { from: 10, to: 18 } as const;

/** Making a date formatter is slow the first time (the browser loads the locale's data): one per locale. */
const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** An hour of the day the way the locale writes times ("10:00", "19:00"). */
export function formatHour(hour: number, tag: string): string {
  let format = hourFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
    hourFormats.set(tag, format);
  }
  return format.format(Date.UTC(2024, 0, 1, hour, 0));
}
