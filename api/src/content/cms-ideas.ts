/**
 * The weekend ideas page: sections of idea tiles (each leads to a landing or a search) and the
 * regions of the site's country, each with its search.
 */
import { bcp47, languageOf, pointOfSaleOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { Catalogue } from '../catalogue/catalogue';
import type { Labels } from '../vocabulary/labels';
import { DISCOVERY_THEME_ID, GASTRONOMY_THEME_ID, NATURE_THEME_ID, WELLNESS_THEME_ID } from '../vocabulary/themes';
import { destinationStats, rankDestinations, searchTarget, themeImageUrl } from './cms-page-parts';
import { landingSummaries } from './cms-landings';
import { pictureUrl } from '../images/picture-url';

export interface IdeaTile {
  id: string;
  label: string;
  imageUrl: string;
  target: RouteTarget;
}

export interface IdeasPage {
  title: string;
  intro: string;
  seo: { title: string; description: string };
  sections: { id: string; title: string; items: IdeaTile[] }[];
  regions: { id: string; label: string; target: RouteTarget }[];
}

/** City tiles of the "destinations" section. */
export const IDEAS_CITY_COUNT = 8;

const PAGE_TEXTS: Readonly<Record<Language, Omit<IdeasPage, 'sections' | 'regions'>>> = {
  fr: {
    title: 'Idées week-end',
    intro:
      'Besoin d’une bonne idée pour votre prochain week-end ? Choisissez une envie, une saison ou un type d’hébergement : nous avons sélectionné les séjours qui vont avec.',
    seo: {
      title: 'Idées week-end : où partir ce week-end ? | Escapade',
      description:
        'Des idées de week-end pour toutes les envies : romantique, bien-être, gastronomie, nature, en famille, à la mer ou à la montagne. Trouvez votre prochaine escapade.',
    },
  },
  es: {
    title: 'Ideas de escapada',
    intro:
      '¿Busca una buena idea para su próximo fin de semana? Elija un plan, una temporada o un tipo de alojamiento: hemos seleccionado las estancias que encajan.',
    seo: {
      title: 'Ideas de escapada: ¿adónde ir este fin de semana? | Escapade',
      description:
        'Ideas de escapada para todos los gustos: románticas, de bienestar, gastronómicas, de naturaleza, en familia, a la playa o a la montaña. Encuentre su próxima escapada.',
    },
  },
  it: {
    title: 'Idee weekend',
    intro:
      'Cerchi una buona idea per il prossimo weekend? Scegli un desiderio, una stagione o un tipo di alloggio: abbiamo selezionato i soggiorni giusti per te.',
    seo: {
      title: 'Idee weekend: dove andare questo fine settimana? | Escapade',
      description:
        'Idee weekend per tutti i gusti: romantiche, benessere, gastronomia, natura, in famiglia, al mare o in montagna. Trova la tua prossima fuga.',
    },
  },
  nl: {
    title: 'Weekendideeën',
    intro:
      'Op zoek naar een goed idee voor je volgende weekend? Kies een thema, een seizoen of een soort verblijf: wij zochten de passende arrangementen voor je uit.',
    seo: {
      title: 'Weekendideeën: waar ga je dit weekend naartoe? | Escapade',
      description:
        'Weekendideeën voor elke smaak: romantisch, wellness, culinair, natuur, met het gezin, aan zee of in de bergen. Vind je volgende uitje.',
    },
  },
};

const SECTION_TITLES: Readonly<Record<'themes' | 'seasons' | 'stays' | 'destinations', Labels>> = {
  themes: { fr: 'Selon vos envies', es: 'Según sus gustos', it: 'Secondo i tuoi desideri', nl: 'Naar jouw zin' },
  seasons: {
    fr: 'Au fil des saisons',
    es: 'Según la temporada',
    it: 'Di stagione in stagione',
    nl: 'Door de seizoenen heen',
  },
  stays: {
    fr: 'Selon le type de séjour',
    es: 'Según el tipo de alojamiento',
    it: 'Per tipo di soggiorno',
    nl: 'Per soort verblijf',
  },
  destinations: {
    fr: 'Les villes à la une',
    es: 'Ciudades destacadas',
    it: 'Città in primo piano',
    nl: 'Steden in de kijker',
  },
};

interface SearchIdea {
  id: string;
  /** The search criteria, as the search page's hash. */
  hash: string;
  labels: Labels;
}

const SEASON_IDEAS: readonly SearchIdea[] = [
  {
    id: 'spring-nature',
    hash: `theme=${NATURE_THEME_ID}`,
    labels: {
      fr: 'Printemps au vert',
      es: 'Primavera en el campo',
      it: 'Primavera nel verde',
      nl: 'Lente in het groen',
    },
  },
  {
    id: 'summer-seaside',
    hash: 'hotelEnvironments=seaside',
    labels: { fr: 'Été au bord de la mer', es: 'Verano junto al mar', it: 'Estate al mare', nl: 'Zomer aan zee' },
  },
  {
    id: 'summer-lake',
    hash: 'hotelEnvironments=lake',
    labels: {
      fr: 'Fraîcheur au bord d’un lac',
      es: 'Frescor junto a un lago',
      it: 'Al fresco sul lago',
      nl: 'Verkoeling aan het meer',
    },
  },
  {
    id: 'autumn-gastronomy',
    hash: `theme=${GASTRONOMY_THEME_ID}&hotelEnvironments=countryside`,
    labels: {
      fr: 'Automne gourmand à la campagne',
      es: 'Otoño gastronómico en el campo',
      it: 'Autunno goloso in campagna',
      nl: 'Culinaire herfst op het platteland',
    },
  },
  {
    id: 'autumn-culture',
    hash: `theme=${DISCOVERY_THEME_ID}&hotelEnvironments=city`,
    labels: {
      fr: 'Automne culturel en ville',
      es: 'Otoño cultural en la ciudad',
      it: 'Autunno culturale in città',
      nl: 'Cultuurherfst in de stad',
    },
  },
  {
    id: 'winter-spa',
    hash: `theme=${WELLNESS_THEME_ID}&facilities=spa`,
    labels: {
      fr: 'Hiver douillet au spa',
      es: 'Invierno de relax en el spa',
      it: 'Inverno di coccole alla spa',
      nl: 'Winterse wellness in de spa',
    },
  },
  {
    id: 'winter-mountain',
    hash: 'hotelEnvironments=mountain',
    labels: {
      fr: 'Hiver à la montagne',
      es: 'Invierno en la montaña',
      it: 'Inverno in montagna',
      nl: 'Winter in de bergen',
    },
  },
];

const STAY_IDEAS: readonly SearchIdea[] = [
  {
    id: 'castle',
    hash: 'hotelTypes=castle',
    labels: {
      fr: 'Une nuit au château',
      es: 'Una noche en un castillo',
      it: 'Una notte al castello',
      nl: 'Een nacht in een kasteel',
    },
  },
  {
    id: 'lodge',
    hash: 'hotelTypes=lodge',
    labels: { fr: 'Cabanes et lodges', es: 'Cabañas y lodges', it: 'Lodge e baite', nl: 'Lodges en boomhutten' },
  },
  {
    id: 'guesthouse',
    hash: 'hotelTypes=guesthouse',
    labels: { fr: 'Maisons d’hôtes', es: 'Casas de huéspedes', it: 'Bed & breakfast', nl: 'Gastenverblijven' },
  },
  {
    id: 'resort',
    hash: 'hotelTypes=resort',
    labels: {
      fr: 'Resorts tout confort',
      es: 'Resorts con todas las comodidades',
      it: 'Resort con ogni comfort',
      nl: 'Resorts met alle comfort',
    },
  },
  {
    id: 'pool',
    hash: 'facilities=pool',
    labels: { fr: 'Hôtels avec piscine', es: 'Hoteles con piscina', it: 'Hotel con piscina', nl: 'Hotels met zwembad' },
  },
  {
    id: 'pets',
    hash: 'petsAllowed=true',
    labels: { fr: 'Avec votre chien', es: 'Con su perro', it: 'Con il tuo cane', nl: 'Met je hond' },
  },
  {
    id: 'five-stars',
    hash: 'stars=5',
    labels: { fr: 'Hôtels 5 étoiles', es: 'Hoteles de 5 estrellas', it: 'Hotel a 5 stelle', nl: '5-sterrenhotels' },
  },
  {
    id: 'design',
    hash: 'hotelStyles=design',
    labels: { fr: 'Hôtels design', es: 'Hoteles de diseño', it: 'Hotel di design', nl: 'Designhotels' },
  },
];

function searchTiles(ideas: readonly SearchIdea[], kind: 'hero' | 'hotel', language: Language): IdeaTile[] {
  return ideas.map((idea) => ({
    id: idea.id,
    label: idea.labels[language],
    imageUrl: pictureUrl(kind, `idea-${idea.id}`),
    target: searchTarget(idea.hash),
  }));
}

/** GET /api/cms/ideas */
export function ideasPage(catalogue: Catalogue, locale: Locale): IdeasPage {
  const language = languageOf(locale);
  const country = [...catalogue.countries.values()].find((entry) => entry.code === pointOfSaleOf(locale).id);
  const rowsAtHome = catalogue.rows.filter((row) => row.countryId === country?.id && row.offer.published);
  const cities = rankDestinations(destinationStats(rowsAtHome).values()).slice(0, IDEAS_CITY_COUNT);
  const regionIds = new Set(rowsAtHome.map((row) => row.regionId));
  const collator = new Intl.Collator(bcp47(locale));
  const regions = [...catalogue.regions.values()]
    .filter((region) => regionIds.has(region.id))
    .map((region) => ({
      id: `region-${region.id}`,
      label: region.labels[language],
      target: searchTarget(`region=${region.id}`),
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return {
    ...PAGE_TEXTS[language],
    sections: [
      {
        id: 'themes',
        title: SECTION_TITLES.themes[language],
        items: landingSummaries(language).map((landing) => ({
          id: landing.slug,
          label: landing.title,
          imageUrl: themeImageUrl(landing.themeId),
          target: { kind: 'landing', id: landing.slug },
        })),
      },
      { id: 'seasons', title: SECTION_TITLES.seasons[language], items: searchTiles(SEASON_IDEAS, 'hero', language) },
      { id: 'stays', title: SECTION_TITLES.stays[language], items: searchTiles(STAY_IDEAS, 'hotel', language) },
      {
        id: 'destinations',
        title: SECTION_TITLES.destinations[language],
        items: cities.map(({ city }) => ({
          id: `city-${city.id}`,
          label: city.labels[language],
          imageUrl: pictureUrl('city', city.id),
          target: searchTarget(`city=${city.id}`),
        })),
      },
    ],
    regions,
  };
}
