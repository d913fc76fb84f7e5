/** The contact block's hours, Monday to Friday 10–19 and Saturday 10–18. */
export const SUPPORT_HOURS = {
  weekdays: { from: 10, to: 19 },
  saturday: { from: 10, to: 18 },
} as const;

/** An hour of the day the way the locale writes times ("10:00", "19:00"). */
export function formatHour(hour: number, tag: string): string {
  return new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, hour, 0),
  );
}
