/** The contact block's hours, Monday to Friday 10–19 and Saturday 10–18. */
export const SUPPORT_HOURS = {
  weekdays: { from: 10, to: 19 },
  saturday: { from: 10, to: 18 },
} as const;

/** The hours of the footer's bottom line: Monday to Friday 10–18 (phone support, shorter than the contact block's). */
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
