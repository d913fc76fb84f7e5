/** Home page content per locale and flow (booking, gifting), in the locale's language. */
import {
  LOCALES,
  bcp47,
  languageOf,
  pointOfSaleOf,
  type Language,
  type Locale,
} from '@escapade/shared-contracts/locales';
import type {
  CityRecord,
  CmsBlock,
  CmsPage,
  CmsPageRecord,
  CountryRecord,
  GiftBoxRecord,
  HotelRecord,
  OfferRecord,
} from '../catalogue/catalogue-records';
import type { Labels } from '../vocabulary/labels';
import { THEMES } from '../vocabulary/themes';

interface FlowTexts {
  seoTitle: string;
  seoDescription: string;
  jumbotronTitle: string;
  jumbotronSubtitle: string;
}

/** `{hotels}` is the formatted hotel count. */
const BOOKING_TEXTS: Readonly<Record<Language, FlowTexts>> = {
  fr: {
    seoTitle: 'Escapade – Week-ends et courts séjours à l’hôtel',
    seoDescription:
      'Réservez votre week-end : hôtels de charme, spa, gastronomie et activités inclus, en France et en Europe.',
    jumbotronTitle: 'Offrez-vous une escapade',
    jumbotronSubtitle:
      'Plus de {hotels} hôtels avec dîner, spa ou activité inclus, en France, en Espagne, en Italie, en Belgique et aux Pays-Bas.',
  },
  es: {
    seoTitle: 'Escapade – Escapadas de fin de semana y estancias cortas en hotel',
    seoDescription:
      'Reserve su escapada: hoteles con encanto, spa, gastronomía y actividades incluidas, en España y en Europa.',
    jumbotronTitle: 'Regálese una escapada',
    jumbotronSubtitle:
      'Más de {hotels} hoteles con cena, spa o actividad incluidos, en España, Francia, Italia, Bélgica y los Países Bajos.',
  },
  it: {
    seoTitle: 'Escapade – Weekend e brevi soggiorni in hotel',
    seoDescription:
      'Prenota il tuo weekend: hotel di charme, spa, gastronomia e attività incluse, in Italia e in Europa.',
    jumbotronTitle: 'Concediti una fuga',
    jumbotronSubtitle:
      'Oltre {hotels} hotel con cena, spa o attività inclusi, in Italia, Francia, Spagna, Belgio e Paesi Bassi.',
  },
  nl: {
    seoTitle: 'Escapade – Weekendjes weg en korte hotelverblijven',
    seoDescription:
      'Boek je weekendje weg: sfeervolle hotels, spa, gastronomie en activiteiten inbegrepen, in de Benelux en Europa.',
    jumbotronTitle: 'Trakteer jezelf op een uitje',
    jumbotronSubtitle:
      'Meer dan {hotels} hotels met diner, spa of activiteit inbegrepen, in Nederland, België, Frankrijk, Spanje en Italië.',
  },
};

const GIFTING_TEXTS: Readonly<Record<Language, FlowTexts>> = {
  fr: {
    seoTitle: 'Escapade – Offrez un séjour : coffrets et bons cadeaux',
    seoDescription:
      'Offrez un week-end : le bénéficiaire choisit ses dates. Valable 1 an, pour 2 personnes, échangeable.',
    jumbotronTitle: 'Offrez un séjour inoubliable',
    jumbotronSubtitle:
      'Le bénéficiaire choisit ses dates parmi {hotels} hôtels. Valable 1 an, pour 2 personnes, échangeable.',
  },
  es: {
    seoTitle: 'Escapade – Regale una estancia: cajas y tarjetas regalo',
    seoDescription: 'Regale una escapada: la persona elige las fechas. Válida 1 año, para 2 personas, canjeable.',
    jumbotronTitle: 'Regale una estancia inolvidable',
    jumbotronSubtitle: 'La persona elige sus fechas entre {hotels} hoteles. Válida 1 año, para 2 personas, canjeable.',
  },
  it: {
    seoTitle: 'Escapade – Regala un soggiorno: cofanetti e buoni regalo',
    seoDescription: 'Regala un weekend: chi lo riceve sceglie le date. Valido 1 anno, per 2 persone, sostituibile.',
    jumbotronTitle: 'Regala un soggiorno indimenticabile',
    jumbotronSubtitle: 'Chi lo riceve sceglie le date tra {hotels} hotel. Valido 1 anno, per 2 persone, sostituibile.',
  },
  nl: {
    seoTitle: 'Escapade – Geef een verblijf cadeau: boxen en cadeaubonnen',
    seoDescription:
      'Geef een weekendje weg cadeau: de ontvanger kiest zelf de data. 1 jaar geldig, voor 2 personen, omruilbaar.',
    jumbotronTitle: 'Geef een onvergetelijk verblijf cadeau',
    jumbotronSubtitle: 'De ontvanger kiest de data uit {hotels} hotels. 1 jaar geldig, voor 2 personen, omruilbaar.',
  },
};

const BLOCK_TITLES: Readonly<Record<'destinations' | 'themes' | 'boxes' | 'usp', Labels>> = {
  destinations: {
    fr: 'Destinations populaires',
    es: 'Destinos populares',
    it: 'Destinazioni più amate',
    nl: 'Populaire bestemmingen',
  },
  themes: { fr: 'Envie de…', es: 'Le apetece…', it: 'Voglia di…', nl: 'Zin in…' },
  boxes: {
    fr: 'Nos coffrets cadeaux',
    es: 'Nuestras cajas regalo',
    it: 'I nostri cofanetti regalo',
    nl: 'Onze cadeauboxen',
  },
  usp: {
    fr: 'Pourquoi choisir Escapade ?',
    es: '¿Por qué elegir Escapade?',
    it: 'Perché scegliere Escapade?',
    nl: 'Waarom Escapade?',
  },
};

const BOOKING_USPS: Readonly<Record<Language, readonly { title: string; text: string }[]>> = {
  fr: [
    { title: 'Tout est compris', text: 'Nuit, repas et activités réunis dans un seul prix.' },
    { title: 'Annulation flexible', text: 'De nombreux séjours annulables gratuitement.' },
    { title: 'À votre écoute', text: 'Notre équipe vous répond 7 jours sur 7.' },
  ],
  es: [
    { title: 'Todo incluido', text: 'Noche, comidas y actividades en un solo precio.' },
    { title: 'Cancelación flexible', text: 'Muchas estancias con cancelación gratuita.' },
    { title: 'Siempre a su lado', text: 'Nuestro equipo le atiende los 7 días de la semana.' },
  ],
  it: [
    { title: 'Tutto compreso', text: 'Notte, pasti e attività in un unico prezzo.' },
    { title: 'Cancellazione flessibile', text: 'Tanti soggiorni cancellabili gratuitamente.' },
    { title: 'Sempre al tuo fianco', text: 'Il nostro team ti risponde 7 giorni su 7.' },
  ],
  nl: [
    { title: 'Alles inbegrepen', text: 'Overnachting, maaltijden en activiteiten voor één prijs.' },
    { title: 'Flexibel annuleren', text: 'Veel verblijven gratis annuleerbaar.' },
    { title: 'Altijd bereikbaar', text: 'Ons team helpt je 7 dagen per week.' },
  ],
};

const GIFTING_USPS: Readonly<Record<Language, readonly { title: string; text: string }[]>> = {
  fr: [
    { title: 'Valable 1 an', text: 'Le bénéficiaire réserve quand il le souhaite.' },
    { title: 'Échangeable', text: 'Un autre séjour ou une autre date, sans frais.' },
    { title: 'Livraison offerte', text: 'En e-coffret immédiat ou en coffret physique.' },
  ],
  es: [
    { title: 'Válido 1 año', text: 'La persona reserva cuando quiera.' },
    { title: 'Canjeable', text: 'Otra estancia u otra fecha, sin coste.' },
    { title: 'Envío gratuito', text: 'En formato digital al instante o en caja física.' },
  ],
  it: [
    { title: 'Valido 1 anno', text: 'Chi lo riceve prenota quando vuole.' },
    { title: 'Sostituibile', text: 'Un altro soggiorno o un’altra data, senza costi.' },
    { title: 'Spedizione gratuita', text: 'In formato digitale subito o in cofanetto fisico.' },
  ],
  nl: [
    { title: '1 jaar geldig', text: 'De ontvanger boekt wanneer het uitkomt.' },
    { title: 'Omruilbaar', text: 'Een ander verblijf of een andere datum, zonder kosten.' },
    { title: 'Gratis verzending', text: 'Direct digitaal of als fysieke box.' },
  ],
};

export interface CmsInputs {
  countries: readonly CountryRecord[];
  cities: readonly CityRecord[];
  hotels: readonly HotelRecord[];
  offers: readonly OfferRecord[];
  giftBoxes: readonly GiftBoxRecord[];
}

export function generateCmsPages(inputs: CmsInputs): CmsPageRecord[] {
  const cityOfHotel = new Map(inputs.hotels.map((hotel) => [hotel.id, hotel.cityId]));
  const stats = new Map<number, { count: number; fromPrice: number }>();
  for (const offer of inputs.offers) {
    if (!offer.published) continue;
    const cityId = cityOfHotel.get(offer.hotelId)!;
    const entry = stats.get(cityId) ?? { count: 0, fromPrice: Number.POSITIVE_INFINITY };
    entry.count += 1;
    entry.fromPrice = Math.min(entry.fromPrice, offer.basePrice);
    stats.set(cityId, entry);
  }
  const ranked = inputs.cities
    .filter((city) => stats.has(city.id))
    .sort((a, b) => stats.get(b.id)!.count - stats.get(a.id)!.count || b.population - a.population);

  const pages: CmsPageRecord[] = [];
  for (const locale of LOCALES) {
    const language = languageOf(locale);
    const homeCountry = inputs.countries.find((country) => country.code === pointOfSaleOf(locale).id)!;
    const hotelCount = new Intl.NumberFormat(bcp47(locale)).format(Math.floor(inputs.hotels.length / 100) * 100);
    // Six destinations at home, two abroad.
    const destinations = [
      ...ranked.filter((city) => city.countryId === homeCountry.id).slice(0, 6),
      ...ranked.filter((city) => city.countryId !== homeCountry.id).slice(0, 2),
    ];
    const destinationsBlock: CmsBlock = {
      type: 'topDestinations',
      title: BLOCK_TITLES.destinations[language],
      items: destinations.map((city) => ({
        id: city.id,
        label: city.labels[language],
        value: `city=${city.id}`,
        imageUrl: `/images/city/${city.id}.svg`,
        offerCount: stats.get(city.id)!.count,
        fromPrice: stats.get(city.id)!.fromPrice,
      })),
    };
    const themesBlock: CmsBlock = {
      type: 'themes',
      title: BLOCK_TITLES.themes[language],
      items: THEMES.map((theme) => ({
        id: theme.id,
        label: theme.labels[language],
        value: `theme=${theme.id}`,
        imageUrl: `/images/activity/theme-${theme.id}.svg`,
      })),
    };
    const uspBlock = (usps: typeof BOOKING_USPS): CmsBlock => ({
      type: 'usp',
      title: BLOCK_TITLES.usp[language],
      items: usps[language].map((usp) => ({ ...usp })),
    });
    const boxesBlock: CmsBlock = {
      type: 'giftBoxes',
      title: BLOCK_TITLES.boxes[language],
      items: inputs.giftBoxes
        .filter((box) => box.code.endsWith('EBOX'))
        .map((box) => ({
          code: box.code,
          title: box.labels[language],
          imageUrl: `/images/gift/${box.images[0]!.seed}.svg`,
          price: box.price,
          referencePrice: box.referencePrice,
          nights: box.nights,
        })),
    };
    pages.push({
      locale,
      flow: 'booking',
      page: page(BOOKING_TEXTS[language], hotelCount, 'booking', locale, [
        destinationsBlock,
        themesBlock,
        uspBlock(BOOKING_USPS),
      ]),
    });
    pages.push({
      locale,
      flow: 'gifting',
      page: page(GIFTING_TEXTS[language], hotelCount, 'gifting', locale, [
        boxesBlock,
        themesBlock,
        destinationsBlock,
        uspBlock(GIFTING_USPS),
      ]),
    });
  }
  return pages;
}

function page(texts: FlowTexts, hotelCount: string, flow: string, locale: Locale, blocks: CmsBlock[]): CmsPage {
  return {
    seo: { title: texts.seoTitle, description: texts.seoDescription, index: true, follow: true },
    jumbotron: {
      title: texts.jumbotronTitle,
      subtitle: texts.jumbotronSubtitle.replace('{hotels}', hotelCount),
      imageUrl: `/images/hero/${flow}-${locale}.svg`,
    },
    blocks,
  };
}
