import type { TFunction } from 'i18next';

/** "2 adults, 1 child": zero children or babies are left out. */
export function travellersSummary(t: TFunction, pax: { adults: number; children: number; babies: number }): string {
  const parts = [t('summary.travellers.adultCount', { count: pax.adults })];
  if (pax.children > 0) parts.push(t('summary.travellers.childCount', { count: pax.children }));
  if (pax.babies > 0) parts.push(t('summary.travellers.babyCount', { count: pax.babies }));
  return parts.join(', ');
}
