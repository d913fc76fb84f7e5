import type { TFunction } from 'i18next';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { OrderItem } from '../api/lookup-order';
import { formatOrderDay } from './order-dates';

/** What was bought, one line per fact the item has: its name, hotel, dates, nights, travellers, activity days. */
export function orderItemFacts(item: OrderItem, t: TFunction, locale: Locale): string[] {
  const day = (iso: string) => formatOrderDay(iso, locale);
  const travellers = item.pax
    ? [
        t('bookingLookup.order.adults', { count: item.pax.adults }),
        ...(item.pax.children > 0 ? [t('bookingLookup.order.children', { count: item.pax.children })] : []),
        ...(item.pax.babies > 0 ? [t('bookingLookup.order.babies', { count: item.pax.babies })] : []),
      ].join(', ')
    : null;
  return [
    item.title,
    item.hotel ? t('bookingLookup.order.hotel', { hotel: item.hotel.label, city: item.hotel.city }) : null,
    item.checkin && item.checkout
      ? t('bookingLookup.order.dates', { checkin: day(item.checkin), checkout: day(item.checkout) })
      : null,
    item.nights ? t('bookingLookup.order.nights', { count: item.nights }) : null,
    travellers,
    item.participants ? t('bookingLookup.order.participants', { count: item.participants }) : null,
    ...(item.activityDates ?? []).map((activity) =>
      t('bookingLookup.order.activityDate', { activity: activity.title, date: day(activity.date) }),
    ),
  ].filter((fact): fact is string => fact !== null);
}
