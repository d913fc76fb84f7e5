/**
 * Countdown banners per locale, each with a start and an end date. The dates
 * move with the api's clock so a countdown is always running: it started 2 days ago and ends at
 * midnight 5 days from now (3 for the gift one).
 */
import { languageOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { DateTime } from 'luxon';
import type { PromoColorPalette } from './generate-promo-bars';

export interface CountdownBanner {
  id: string;
  flow: Flow;
  title: string;
  /** ISO 8601 instants (UTC). Front ends show the banner only between them. */
  startDate: string;
  endDate: string;
  link: { label: string; url: string; newTab: boolean } | null;
  colorPalette: PromoColorPalette;
}

const TEXTS: Readonly<
  Record<'flashSale' | 'flashSaleLink' | 'giftSale' | 'giftSaleLink', Readonly<Record<Language, string>>>
> = {
  flashSale: {
    fr: 'Ventes flash : jusqu’à -50 % sur une sélection de week-ends',
    es: 'Ventas flash: hasta -50 % en una selección de escapadas',
    it: 'Vendite flash: fino al -50% su una selezione di weekend',
    nl: 'Flashsale: tot -50% op een selectie weekendjes weg',
  },
  flashSaleLink: { fr: 'J’en profite', es: 'Aprovechar', it: 'Approfitta', nl: 'Profiteer nu' },
  giftSale: {
    fr: 'Offre cadeau : -15 % sur les séjours à offrir',
    es: 'Oferta regalo: -15 % en estancias para regalar',
    it: 'Offerta regalo: -15% sui soggiorni da regalare',
    nl: 'Cadeau-actie: -15% op verblijven om cadeau te geven',
  },
  giftSaleLink: { fr: 'Je choisis un cadeau', es: 'Elegir un regalo', it: 'Scegli un regalo', nl: 'Kies een cadeau' },
};

/** Local midnight `days` after a yyyy-MM-dd day, as an ISO instant in UTC. */
function midnightAfter(todayIso: string, days: number): string {
  return DateTime.fromISO(todayIso).plus({ days }).toUTC().toISO()!;
}

export function generateCountdownBanners(locale: Locale, todayIso: string): CountdownBanner[] {
  const language = languageOf(locale);
  return [
    {
      id: `countdown-flash-sale-${locale}`,
      flow: 'booking',
      title: TEXTS.flashSale[language],
      startDate: midnightAfter(todayIso, -2),
      endDate: midnightAfter(todayIso, 5),
      link: { label: TEXTS.flashSaleLink[language], url: '?flow=booking#sort=discount', newTab: false },
      colorPalette: { background: '#1d2433', font: 'light' },
    },
    {
      id: `countdown-gift-sale-${locale}`,
      flow: 'gifting',
      title: TEXTS.giftSale[language],
      startDate: midnightAfter(todayIso, -2),
      endDate: midnightAfter(todayIso, 3),
      link: { label: TEXTS.giftSaleLink[language], url: '?flow=gifting', newTab: false },
      colorPalette: { background: '#084a52', font: 'light' },
    },
  ];
}
