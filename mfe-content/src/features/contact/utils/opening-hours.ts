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

/** The words a line is written with: a day's name (1 Monday … 7 Sunday) and an o'clock time. */
export interface OpeningWords {
  day(day: number): string;
  time(hour: number): string;
}

/**
 * A slot in the page's words: its first and last day names (no last day for a single day) and the
 * times it opens and closes. Day names and times come from the page's own texts, never from Intl:
 * the server's ICU and each browser's space and write times differently (10:00, 10 h 00, narrow or
 * no-break spaces), and a page whose server text differs from the browser's is drawn again instead
 * of being taken over.
 */
export interface OpeningLine {
  firstDay: string;
  lastDay: string | null;
  opens: string;
  closes: string;
}

export function openingLines(slots: readonly OpeningSlot[], words: OpeningWords): OpeningLine[] {
  return slots.map(({ days: [first, last], hours: [opens, closes] }) => ({
    firstDay: words.day(first),
    lastDay: last === first ? null : words.day(last),
    opens: words.time(opens),
    closes: words.time(closes),
  }));
}
