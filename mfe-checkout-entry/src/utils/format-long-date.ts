import { DateTime } from 'luxon';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';

/** A yyyy-MM-dd day in full words of the page's language ("samedi 12 décembre 2026"); '' when it is no day. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const day = DateTime.fromISO(isoDate).setLocale(bcp47(locale));
  return day.isValid ? day.toLocaleString(DateTime.DATE_HUGE) : '';
}
