/**
 * CMS landings (/idees/{slug} on fr): one per theme, with a slug in the locale's language. Each is
 * built from the catalogue when asked: the theme's best stays and the cities of the site's country
 * that have most of them.
 */
import { languageOf, pointOfSaleOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { Catalogue } from '../catalogue/catalogue';
import type { CmsPage } from '../catalogue/catalogue-records';
import { THEMES, type Theme } from '../vocabulary/themes';
import {
  CMS_FOOTERS,
  TOP_RESULTS_LIMIT,
  destinationItem,
  destinationStats,
  rankDestinations,
  searchTarget,
  shopLink,
} from './cms-page-parts';
import { MORE_STAYS_LABEL, ideasMarketingBlock } from './cms-shared-blocks';
import { bookingUspBlock } from './cms-usps';
import { pictureUrl } from '../images/picture-url';

export type ThemeKey = Theme['key'];

interface LandingCopy {
  slug: string;
  /** The landing's name, in lists and tiles. */
  name: string;
  title: string;
  subtitle: string;
  seoDescription: string;
  resultsTitle: string;
  destinationsTitle: string;
}

/** Cities shown on a landing. */
export const LANDING_DESTINATION_COUNT = 6;

const SEO_TITLE: Readonly<Record<Language, string>> = {
  fr: '{name} : séjours tout compris | Escapade',
  es: '{name}: estancias con todo incluido | Escapade',
  it: '{name}: soggiorni tutto incluso | Escapade',
  nl: '{name}: all-in arrangementen | Escapade',
};

const LANDING_COPY: Readonly<Record<Language, Readonly<Record<ThemeKey, LandingCopy>>>> = {
  fr: {
    romantic: {
      slug: 'week-end-romantique',
      name: 'Week-end romantique',
      title: 'Un week-end rien qu’à deux',
      subtitle:
        'Chambres avec vue, dîners aux chandelles et spas privatifs : nos hôtels de charme réunissent tout pour une escapade en amoureux réussie.',
      seoDescription:
        'Réservez un week-end romantique tout compris : hôtel de charme, dîner aux chandelles et moments de détente à deux, en France et en Europe.',
      resultsTitle: 'Nos séjours en amoureux du moment',
      destinationsTitle: 'Où partir en amoureux ?',
    },
    wellness: {
      slug: 'week-end-bien-etre',
      name: 'Week-end bien-être',
      title: 'Prenez le temps de souffler',
      subtitle:
        'Massages, hammams et bains à remous : offrez-vous une parenthèse de détente dans un hôtel avec spa, accès à l’espace bien-être inclus.',
      seoDescription:
        'Week-end bien-être tout compris : hôtel avec spa, massages et accès à l’espace détente inclus. Réservez votre pause en France et en Europe.',
      resultsTitle: 'Nos séjours détente du moment',
      destinationsTitle: 'Où se ressourcer ?',
    },
    gastronomy: {
      slug: 'week-end-gastronomique',
      name: 'Week-end gastronomique',
      title: 'Une escapade pour les gourmands',
      subtitle:
        'Tables de chefs, menus du terroir et dégustations de vins : nos séjours gourmands incluent le dîner pour savourer chaque instant.',
      seoDescription:
        'Séjours gastronomiques tout compris : nuit d’hôtel, dîner de chef et dégustations. Réservez votre week-end gourmand.',
      resultsTitle: 'Nos escapades gourmandes du moment',
      destinationsTitle: 'Où se régaler ?',
    },
    family: {
      slug: 'week-end-en-famille',
      name: 'Week-end en famille',
      title: 'Des souvenirs pour petits et grands',
      subtitle:
        'Chambres familiales, piscines et activités pour les enfants : des séjours pensés pour partir ensemble, sans rien avoir à organiser.',
      seoDescription:
        'Week-end en famille tout compris : chambres familiales, activités pour les enfants et repas inclus. Trouvez votre séjour.',
      resultsTitle: 'Nos séjours en famille du moment',
      destinationsTitle: 'Où partir avec les enfants ?',
    },
    nature: {
      slug: 'week-end-nature',
      name: 'Week-end nature',
      title: 'Cap sur le grand air',
      subtitle:
        'Randonnées, balades à vélo et nuits au calme : des hôtels au cœur de la campagne, au bord d’un lac ou à la montagne.',
      seoDescription:
        'Week-end nature tout compris : hôtels à la campagne, à la montagne ou au bord d’un lac, avec activités de plein air.',
      resultsTitle: 'Nos séjours au vert du moment',
      destinationsTitle: 'Où se mettre au vert ?',
    },
    discovery: {
      slug: 'week-end-culturel',
      name: 'Week-end culturel',
      title: 'Musées, patrimoine et vieilles pierres',
      subtitle:
        'Visites guidées, entrées de musées et hôtels en centre historique : partez à la découverte d’une ville ou d’une région.',
      seoDescription:
        'Week-end culturel tout compris : hôtel en centre-ville, visites guidées et entrées de musées incluses.',
      resultsTitle: 'Nos escapades culturelles du moment',
      destinationsTitle: 'Où partir à la découverte ?',
    },
  },
  es: {
    romantic: {
      slug: 'escapada-romantica',
      name: 'Escapada romántica',
      title: 'Un fin de semana solo para dos',
      subtitle:
        'Habitaciones con vistas, cenas a la luz de las velas y spas privados: nuestros hoteles con encanto lo reúnen todo para una escapada en pareja.',
      seoDescription:
        'Reserve una escapada romántica con todo incluido: hotel con encanto, cena a la luz de las velas y momentos de relax en pareja.',
      resultsTitle: 'Nuestras escapadas en pareja del momento',
      destinationsTitle: '¿Adónde ir en pareja?',
    },
    wellness: {
      slug: 'escapada-bienestar',
      name: 'Escapada de bienestar',
      title: 'Tómese un respiro',
      subtitle:
        'Masajes, baño turco y jacuzzi: regálese un paréntesis de relax en un hotel con spa, con acceso al circuito de bienestar incluido.',
      seoDescription:
        'Escapada de bienestar con todo incluido: hotel con spa, masajes y acceso a la zona de relax. Reserve su pausa.',
      resultsTitle: 'Nuestras escapadas relax del momento',
      destinationsTitle: '¿Dónde recargar energía?',
    },
    gastronomy: {
      slug: 'escapada-gastronomica',
      name: 'Escapada gastronómica',
      title: 'Un plan para los amantes de la buena mesa',
      subtitle:
        'Cocina de autor, menús de la tierra y catas de vino: nuestras estancias gastronómicas incluyen la cena para disfrutar de cada momento.',
      seoDescription:
        'Escapadas gastronómicas con todo incluido: noche de hotel, cena de autor y catas. Reserve su fin de semana gourmet.',
      resultsTitle: 'Nuestras escapadas gourmet del momento',
      destinationsTitle: '¿Dónde comer de maravilla?',
    },
    family: {
      slug: 'escapada-en-familia',
      name: 'Escapada en familia',
      title: 'Recuerdos para pequeños y mayores',
      subtitle:
        'Habitaciones familiares, piscinas y actividades para niños: estancias pensadas para viajar juntos sin tener que organizar nada.',
      seoDescription:
        'Escapada en familia con todo incluido: habitaciones familiares, actividades para niños y comidas incluidas.',
      resultsTitle: 'Nuestras estancias en familia del momento',
      destinationsTitle: '¿Adónde ir con niños?',
    },
    nature: {
      slug: 'escapada-naturaleza',
      name: 'Escapada de naturaleza',
      title: 'Rumbo al aire libre',
      subtitle:
        'Senderismo, rutas en bicicleta y noches tranquilas: hoteles en pleno campo, junto a un lago o en la montaña.',
      seoDescription:
        'Escapada de naturaleza con todo incluido: hoteles rurales, de montaña o junto a un lago, con actividades al aire libre.',
      resultsTitle: 'Nuestras escapadas rurales del momento',
      destinationsTitle: '¿Dónde desconectar en plena naturaleza?',
    },
    discovery: {
      slug: 'escapada-cultural',
      name: 'Escapada cultural',
      title: 'Museos, patrimonio y cascos históricos',
      subtitle:
        'Visitas guiadas, entradas a museos y hoteles en el centro histórico: descubra una ciudad o una región a su ritmo.',
      seoDescription:
        'Escapada cultural con todo incluido: hotel céntrico, visitas guiadas y entradas a museos incluidas.',
      resultsTitle: 'Nuestras escapadas culturales del momento',
      destinationsTitle: '¿Adónde ir a descubrir?',
    },
  },
  it: {
    romantic: {
      slug: 'weekend-romantico',
      name: 'Weekend romantico',
      title: 'Un weekend tutto per voi due',
      subtitle:
        'Camere con vista, cene a lume di candela e spa private: i nostri hotel di charme hanno tutto per una fuga romantica riuscita.',
      seoDescription:
        'Prenota un weekend romantico tutto incluso: hotel di charme, cena a lume di candela e momenti di relax in coppia.',
      resultsTitle: 'Le nostre fughe romantiche del momento',
      destinationsTitle: 'Dove andare in coppia?',
    },
    wellness: {
      slug: 'weekend-benessere',
      name: 'Weekend benessere',
      title: 'Prenditi una pausa',
      subtitle:
        'Massaggi, bagno turco e idromassaggio: concediti una parentesi di relax in un hotel con spa, accesso al centro benessere incluso.',
      seoDescription:
        'Weekend benessere tutto incluso: hotel con spa, massaggi e accesso all’area relax. Prenota la tua pausa.',
      resultsTitle: 'I nostri soggiorni relax del momento',
      destinationsTitle: 'Dove rigenerarsi?',
    },
    gastronomy: {
      slug: 'weekend-gastronomico',
      name: 'Weekend gastronomico',
      title: 'Una fuga per i buongustai',
      subtitle:
        'Cucina d’autore, menù del territorio e degustazioni di vini: i nostri soggiorni golosi includono la cena per gustare ogni momento.',
      seoDescription:
        'Soggiorni gastronomici tutto incluso: notte in hotel, cena d’autore e degustazioni. Prenota il tuo weekend goloso.',
      resultsTitle: 'Le nostre fughe golose del momento',
      destinationsTitle: 'Dove mangiare bene?',
    },
    family: {
      slug: 'weekend-in-famiglia',
      name: 'Weekend in famiglia',
      title: 'Ricordi per grandi e piccini',
      subtitle:
        'Camere familiari, piscine e attività per bambini: soggiorni pensati per partire insieme senza dover organizzare nulla.',
      seoDescription: 'Weekend in famiglia tutto incluso: camere familiari, attività per bambini e pasti inclusi.',
      resultsTitle: 'I nostri soggiorni in famiglia del momento',
      destinationsTitle: 'Dove andare con i bambini?',
    },
    nature: {
      slug: 'weekend-nella-natura',
      name: 'Weekend nella natura',
      title: 'Tutti all’aria aperta',
      subtitle: 'Escursioni, giri in bicicletta e notti tranquille: hotel in piena campagna, sul lago o in montagna.',
      seoDescription:
        'Weekend nella natura tutto incluso: hotel in campagna, in montagna o sul lago, con attività all’aria aperta.',
      resultsTitle: 'I nostri soggiorni nel verde del momento',
      destinationsTitle: 'Dove staccare nella natura?',
    },
    discovery: {
      slug: 'weekend-culturale',
      name: 'Weekend culturale',
      title: 'Musei, arte e centri storici',
      subtitle:
        'Visite guidate, ingressi ai musei e hotel nel centro storico: scopri una città o una regione al tuo ritmo.',
      seoDescription: 'Weekend culturale tutto incluso: hotel in centro, visite guidate e ingressi ai musei inclusi.',
      resultsTitle: 'Le nostre fughe culturali del momento',
      destinationsTitle: 'Dove andare alla scoperta?',
    },
  },
  nl: {
    romantic: {
      slug: 'romantisch-weekend',
      name: 'Romantisch weekend',
      title: 'Een weekend met z’n tweetjes',
      subtitle:
        'Kamers met uitzicht, diners bij kaarslicht en privéspa’s: onze sfeervolle hotels hebben alles voor een geslaagd romantisch uitje.',
      seoDescription:
        'Boek een romantisch weekend all-in: sfeervol hotel, diner bij kaarslicht en samen ontspannen, in de Benelux en Europa.',
      resultsTitle: 'Onze romantische arrangementen van het moment',
      destinationsTitle: 'Waar naartoe met z’n tweeën?',
    },
    wellness: {
      slug: 'wellness-weekend',
      name: 'Wellnessweekend',
      title: 'Neem even de tijd voor jezelf',
      subtitle:
        'Massages, hamam en bubbelbad: gun jezelf een ontspannen break in een hotel met spa, toegang tot de wellness inbegrepen.',
      seoDescription:
        'Wellnessweekend all-in: hotel met spa, massages en toegang tot de wellness inbegrepen. Boek je moment van rust.',
      resultsTitle: 'Onze wellnessarrangementen van het moment',
      destinationsTitle: 'Waar kom je tot rust?',
    },
    gastronomy: {
      slug: 'culinair-weekend',
      name: 'Culinair weekend',
      title: 'Een uitje voor fijnproevers',
      subtitle:
        'Topkoks, streekmenu’s en wijnproeverijen: bij onze culinaire arrangementen is het diner inbegrepen, zodat je van elk moment geniet.',
      seoDescription:
        'Culinaire arrangementen all-in: hotelovernachting, diner van de chef en proeverijen. Boek je culinaire weekend.',
      resultsTitle: 'Onze culinaire arrangementen van het moment',
      destinationsTitle: 'Waar kun je heerlijk eten?',
    },
    family: {
      slug: 'weekend-met-het-gezin',
      name: 'Weekend met het gezin',
      title: 'Herinneringen voor groot en klein',
      subtitle:
        'Familiekamers, zwembaden en activiteiten voor kinderen: verblijven om samen op pad te gaan zonder iets te hoeven regelen.',
      seoDescription:
        'Weekend met het gezin all-in: familiekamers, activiteiten voor kinderen en maaltijden inbegrepen.',
      resultsTitle: 'Onze gezinsarrangementen van het moment',
      destinationsTitle: 'Waar naartoe met de kinderen?',
    },
    nature: {
      slug: 'natuurweekend',
      name: 'Natuurweekend',
      title: 'Heerlijk naar buiten',
      subtitle: 'Wandelen, fietsen en rustige nachten: hotels midden op het platteland, aan een meer of in de bergen.',
      seoDescription:
        'Natuurweekend all-in: hotels op het platteland, in de bergen of aan een meer, met buitenactiviteiten.',
      resultsTitle: 'Onze natuurarrangementen van het moment',
      destinationsTitle: 'Waar geniet je van de natuur?',
    },
    discovery: {
      slug: 'cultureel-weekend',
      name: 'Cultureel weekend',
      title: 'Musea, erfgoed en historische centra',
      subtitle:
        'Rondleidingen, museumtickets en hotels in het historische centrum: ontdek een stad of een streek in je eigen tempo.',
      seoDescription: 'Cultureel weekend all-in: hotel in het centrum, rondleidingen en museumtickets inbegrepen.',
      resultsTitle: 'Onze culturele arrangementen van het moment',
      destinationsTitle: 'Waar ga je op ontdekking?',
    },
  },
};

export interface LandingSummary {
  slug: string;
  title: string;
  themeId: number;
}

/** The landings of a language, in the order of the themes. */
export function landingSummaries(language: Language): LandingSummary[] {
  return THEMES.map((theme) => {
    const copy = LANDING_COPY[language][theme.key];
    return { slug: copy.slug, title: copy.name, themeId: theme.id };
  });
}

export function landingTarget(language: Language, key: ThemeKey): RouteTarget {
  return { kind: 'landing', id: LANDING_COPY[language][key].slug };
}

/** GET /api/cms/landings/{slug}: null when no landing of the locale's language has that slug. */
export function landingPage(catalogue: Catalogue, locale: Locale, slug: string): (CmsPage & { slug: string }) | null {
  const language = languageOf(locale);
  const theme = THEMES.find((candidate) => LANDING_COPY[language][candidate.key].slug === slug);
  if (!theme) return null;
  const copy = LANDING_COPY[language][theme.key];
  const country = [...catalogue.countries.values()].find((entry) => entry.code === pointOfSaleOf(locale).id);
  const themed = catalogue.rows.filter((row) => row.countryId === country?.id && row.offer.themeIds.includes(theme.id));
  const destinations = rankDestinations(destinationStats(themed).values()).slice(0, LANDING_DESTINATION_COUNT);
  const themeHash = `theme=${theme.id}`;
  return {
    slug,
    seo: {
      title: SEO_TITLE[language].replace('{name}', copy.name),
      description: copy.seoDescription,
      index: true,
      follow: true,
    },
    jumbotron: { title: copy.title, subtitle: copy.subtitle, imageUrl: pictureUrl('hero', `landing-${theme.key}`) },
    blocks: [
      {
        type: 'topSearchResults',
        title: copy.resultsTitle,
        search: themeHash,
        flow: 'booking',
        limit: TOP_RESULTS_LIMIT,
        more: shopLink(MORE_STAYS_LABEL[language], searchTarget(themeHash)),
      },
      {
        type: 'categories',
        title: copy.destinationsTitle,
        items: destinations.map((destination) =>
          destinationItem(destination, language, `${themeHash}&city=${destination.city.id}`),
        ),
      },
      bookingUspBlock(language, 'border'),
      ideasMarketingBlock(language),
    ],
    footer: { ...CMS_FOOTERS.landing },
  };
}
