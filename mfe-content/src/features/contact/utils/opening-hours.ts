import { DateTime, Info } from 'luxon';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/** Days from `days[0]` to `days[1]` (1 Monday … 7 Sunday), open from `hours[0]` to `hours[1]` o'clock. */
export interface OpeningSlot {
  days: readonly [first: number, last: number];
  hours: readonly [opens: number, closes: number];
}

/** When customer care answers the phone and the messages: Monday to Friday 10–19, Saturday 10–18. */
export const SUPPORT_HOURS: readonly OpeningSlot[] = [
  { days: [1, 5], hours: [10, 19] },
  { days: [6, 6], hours: [10, 18] },
];

/** When the chat is staffed: Monday to Friday 9–18. */
export const CHAT_HOURS: readonly OpeningSlot[] = [{ days: [1, 5], hours: [9, 18] }];

/**
 * A slot in the locale's words: its first and last day names (no last day for a single day) and
 * the times it opens and closes. The two times are joined by the page's text, not by Intl's range
 * format: that one's spaces around the dash differ between the server's ICU and the browser's, and
 * a page whose server text differs from the browser's is drawn again instead of taken over.
 */
export interface OpeningLine {
  firstDay: string;
  lastDay: string | null;
  opens: string;
  closes: string;
}

export function openingLines(slots: readonly OpeningSlot[], locale: Locale): OpeningLine[] {
  const tag = bcp47(locale);
  const dayNames = Info.weekdays('long', { locale: tag });
  const at = (hour: number) => DateTime.fromObject({ hour }, { locale: tag });
  return slots.map(({ days: [first, last], hours: [opens, closes] }) => ({
    firstDay: dayNames[first - 1] ?? '',
    lastDay: last === first ? null : (dayNames[last - 1] ?? ''),
    opens: at(opens).toLocaleString(DateTime.TIME_SIMPLE),
    closes: at(closes).toLocaleString(DateTime.TIME_SIMPLE),
  }));
}
