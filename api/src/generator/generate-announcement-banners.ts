/**
 * Announcement banners per locale, flow and page kind, in the
 * locale's language. Computed at request time: the content is fixed, only the shape is the CMS's.
 *
 * Link URLs follow the shop's CMS link convention (api/README.md "CMS links"): an absolute URL, or
 * `?query#hash` for the shop's search with those criteria; the shell owns the URL scheme.
 */
import { LOCALES, languageOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import { ROMANTIC_THEME_ID, WELLNESS_THEME_ID } from '../vocabulary/themes';

export const ANNOUNCEMENT_COLOR_VARIATIONS = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;
export type AnnouncementColorVariation = (typeof ANNOUNCEMENT_COLOR_VARIATIONS)[number];

export interface AnnouncementMessage {
  /** Rich text (HTML); front ends sanitise it before rendering. */
  content: string;
  colorVariation: AnnouncementColorVariation;
  link: { url: string } | null;
}

export interface AnnouncementBannerEntry {
  id: string;
  flow: Flow;
  locale: Locale;
  announcementBanner: AnnouncementMessage[];
  /** The same entry in the other locales (Strapi's localizations). */
  localizations: { id: string; locale: Locale }[];
}

export interface AnnouncementBannerLists {
  homePages: AnnouncementBannerEntry[];
  searchPages: AnnouncementBannerEntry[];
  productPages: AnnouncementBannerEntry[];
}

type PageList = keyof AnnouncementBannerLists;
type MessageKey =
  'wellness' | 'cancellation' | 'giftValidity' | 'giftCard' | 'lastMinute' | 'romantic' | 'securePayment';

const MESSAGE_TEXTS: Readonly<Record<MessageKey, Readonly<Record<Language, string>>>> = {
  wellness: {
    fr: '<p>Jusqu’à <strong>-40 %</strong> sur les séjours bien-être : spa, massages et nuits au calme</p>',
    es: '<p>Hasta un <strong>-40 %</strong> en escapadas de bienestar: spa, masajes y noches de calma</p>',
    it: '<p>Fino al <strong>-40%</strong> sui soggiorni benessere: spa, massaggi e notti tranquille</p>',
    nl: '<p>Tot <strong>-40%</strong> op wellnessverblijven: spa, massages en rustige nachten</p>',
  },
  cancellation: {
    fr: '<p><strong>Annulation gratuite</strong> sur de nombreux séjours : réservez l’esprit léger</p>',
    es: '<p><strong>Cancelación gratuita</strong> en muchas estancias: reserve con tranquilidad</p>',
    it: '<p><strong>Cancellazione gratuita</strong> su molti soggiorni: prenota a cuor leggero</p>',
    nl: '<p><strong>Gratis annuleren</strong> bij veel verblijven: boek zonder zorgen</p>',
  },
  giftValidity: {
    fr: '<p><strong>Offrez un séjour</strong> : le bénéficiaire choisit ses dates, valable 1 an</p>',
    es: '<p><strong>Regale una estancia</strong>: la persona elige sus fechas, válida 1 año</p>',
    it: '<p><strong>Regala un soggiorno</strong>: chi lo riceve sceglie le date, valido 1 anno</p>',
    nl: '<p><strong>Geef een verblijf cadeau</strong>: de ontvanger kiest de data, 1 jaar geldig</p>',
  },
  giftCard: {
    fr: '<p>Carte cadeau <strong>envoyée en 5 minutes</strong> par e-mail, idéale en dernière minute</p>',
    es: '<p>Tarjeta regalo <strong>enviada en 5 minutos</strong> por e-mail, ideal a última hora</p>',
    it: '<p>Carta regalo <strong>inviata in 5 minuti</strong> per e-mail, perfetta all’ultimo minuto</p>',
    nl: '<p>Cadeaukaart <strong>binnen 5 minuten</strong> per e-mail verstuurd, ideaal op het laatste moment</p>',
  },
  lastMinute: {
    fr: '<p>Envie de partir ce week-end ? <strong>Des chambres encore disponibles</strong> près de chez vous</p>',
    es: '<p>¿Ganas de escapar este fin de semana? <strong>Aún quedan habitaciones</strong> cerca de usted</p>',
    it: '<p>Voglia di partire questo weekend? <strong>Ci sono ancora camere disponibili</strong> vicino a te</p>',
    nl: '<p>Dit weekend nog weg? <strong>Nog kamers beschikbaar</strong> bij jou in de buurt</p>',
  },
  romantic: {
    fr: '<p>Escapades romantiques : <strong>dîner aux chandelles inclus</strong> dans une sélection d’hôtels</p>',
    es: '<p>Escapadas románticas: <strong>cena a la luz de las velas incluida</strong> en hoteles seleccionados</p>',
    it: '<p>Fughe romantiche: <strong>cena a lume di candela inclusa</strong> in una selezione di hotel</p>',
    nl: '<p>Romantische uitjes: <strong>diner bij kaarslicht inbegrepen</strong> in geselecteerde hotels</p>',
  },
  securePayment: {
    fr: '<p><strong>Paiement sécurisé</strong> et service client à votre écoute 6 jours sur 7</p>',
    es: '<p><strong>Pago seguro</strong> y atención al cliente 6 días a la semana</p>',
    it: '<p><strong>Pagamento sicuro</strong> e servizio clienti a tua disposizione 6 giorni su 7</p>',
    nl: '<p><strong>Veilig betalen</strong> en een klantenservice die 6 dagen per week voor je klaarstaat</p>',
  },
};

interface MessagePlan {
  key: MessageKey;
  colorVariation: AnnouncementColorVariation;
  url: string | null;
}

/** Which messages each page list shows per flow; a flow left out has no banner there. */
const PLANS: Readonly<Record<PageList, Partial<Record<Flow, readonly MessagePlan[]>>>> = {
  homePages: {
    booking: [
      { key: 'wellness', colorVariation: 'red', url: `?flow=booking#theme=${WELLNESS_THEME_ID}` },
      { key: 'cancellation', colorVariation: 'grey', url: null },
      { key: 'romantic', colorVariation: 'blue', url: `?flow=booking#theme=${ROMANTIC_THEME_ID}` },
    ],
    gifting: [
      { key: 'giftValidity', colorVariation: 'yellow', url: '?flow=gifting' },
      { key: 'giftCard', colorVariation: 'green', url: null },
    ],
  },
  searchPages: {
    booking: [
      { key: 'wellness', colorVariation: 'red', url: `?flow=booking#theme=${WELLNESS_THEME_ID}` },
      { key: 'lastMinute', colorVariation: 'blue', url: null },
    ],
    gifting: [{ key: 'giftValidity', colorVariation: 'yellow', url: null }],
  },
  productPages: {
    booking: [{ key: 'securePayment', colorVariation: 'black', url: null }],
  },
};

const PAGE_LISTS: readonly PageList[] = ['homePages', 'searchPages', 'productPages'];

function entryId(list: PageList, flow: Flow, locale: Locale): string {
  return `${list.replace('Pages', '')}-${flow}-${locale}`;
}

/** The three page lists, every locale in each (what the CMS answers). */
export function generateAnnouncementBanners(): AnnouncementBannerLists {
  const lists = {} as AnnouncementBannerLists;
  for (const list of PAGE_LISTS) {
    const entries: AnnouncementBannerEntry[] = [];
    for (const [flow, plans] of Object.entries(PLANS[list]) as [Flow, readonly MessagePlan[]][]) {
      for (const locale of LOCALES) {
        entries.push({
          id: entryId(list, flow, locale),
          flow,
          locale,
          announcementBanner: plans.map((plan) => ({
            content: MESSAGE_TEXTS[plan.key][languageOf(locale)],
            colorVariation: plan.colorVariation,
            link: plan.url === null ? null : { url: plan.url },
          })),
          localizations: LOCALES.filter((other) => other !== locale).map((other) => ({
            id: entryId(list, flow, other),
            locale: other,
          })),
        });
      }
    }
    lists[list] = entries;
  }
  return lists;
}
