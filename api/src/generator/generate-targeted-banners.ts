/**
 * Targeted banners per locale, each with the rules that pick it, in the
 * locale's language, computed at request time from the catalogue. Places in the rules are catalogue
 * ids written as strings (as pages send them in `banner:context`), the theme a theme id.
 * How a front end picks one: api/README.md "GET /content/targetedBanner.json".
 */
import { LOCALES, languageOf, pointOfSaleOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { Flow, RouteKind, RouteTarget } from '@escapade/shared-contracts/routes';
import type { Catalogue } from '../catalogue/catalogue';
import { labelFor } from '../vocabulary/labels';
import { ROMANTIC_THEME_ID, WELLNESS_THEME_ID } from '../vocabulary/themes';
import { biggestCityOf } from './generate-promo-bars';
import { pictureUrl } from '../images/picture-url';

export interface TargetedBannerRules {
  page?: RouteKind;
  flow?: Flow;
  department?: string;
  theme?: number;
  city?: string;
  country?: string;
  region?: string;
  isLessThanTwoHours?: boolean;
}

export interface TargetedBannerCta {
  label: string;
  url: string;
  /** The same link as a route target, for front ends that build hrefs with `hrefFor`. */
  target: RouteTarget;
  newTab: boolean;
}

export interface TargetedBanner {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  imageMobile: string;
  imagePosition: 'center' | 'left' | 'right';
  imageAlt: string;
  ctas: TargetedBannerCta[];
  url: string;
  target: RouteTarget;
  newTab: boolean;
  category: string;
  campaign: string;
  rules: TargetedBannerRules;
}

export type TargetedBannersByLocale = Record<Locale, TargetedBanner[]>;

interface BannerTexts {
  title: string;
  subtitle: string;
  imageAlt: string;
  cta: string;
}

type BannerKey = 'city' | 'region' | 'country' | 'wellness' | 'romantic' | 'nearby' | 'gift';

/** `{place}` is the city, region or country label. */
const TEXTS: Readonly<Record<BannerKey, Readonly<Record<Language, BannerTexts>>>> = {
  city: {
    fr: {
      title: '{place} autrement',
      subtitle: 'Hôtels de caractère, tables réputées et visites guidées au cœur de la ville.',
      imageAlt: 'Toits et ruelles de {place} au coucher du soleil',
      cta: 'Voir les séjours',
    },
    es: {
      title: '{place} de otra manera',
      subtitle: 'Hoteles con carácter, buenas mesas y visitas guiadas en el corazón de la ciudad.',
      imageAlt: 'Tejados y calles de {place} al atardecer',
      cta: 'Ver las estancias',
    },
    it: {
      title: '{place} come non l’hai mai vista',
      subtitle: 'Hotel di carattere, ottime tavole e visite guidate nel cuore della città.',
      imageAlt: 'Tetti e vicoli di {place} al tramonto',
      cta: 'Vedi i soggiorni',
    },
    nl: {
      title: '{place} zoals je het nog niet kent',
      subtitle: 'Karaktervolle hotels, goede restaurants en rondleidingen in hartje stad.',
      imageAlt: 'Daken en straatjes van {place} bij zonsondergang',
      cta: 'Bekijk de verblijven',
    },
  },
  region: {
    fr: {
      title: 'Cap sur {place}',
      subtitle: 'Nos adresses préférées de la région, avec dîner ou activité inclus.',
      imageAlt: 'Paysage de {place}',
      cta: 'Explorer la région',
    },
    es: {
      title: 'Rumbo a {place}',
      subtitle: 'Nuestras direcciones favoritas de la región, con cena o actividad incluidas.',
      imageAlt: 'Paisaje de {place}',
      cta: 'Explorar la región',
    },
    it: {
      title: 'Destinazione {place}',
      subtitle: 'I nostri indirizzi preferiti della regione, con cena o attività incluse.',
      imageAlt: 'Paesaggio di {place}',
      cta: 'Esplora la regione',
    },
    nl: {
      title: 'Op naar {place}',
      subtitle: 'Onze favoriete adressen in de regio, met diner of activiteit inbegrepen.',
      imageAlt: 'Landschap in {place}',
      cta: 'Ontdek de regio',
    },
  },
  country: {
    fr: {
      title: 'Partir sans aller loin',
      subtitle: 'Des week-ends dépaysants partout en {place}, à quelques heures de chez vous.',
      imageAlt: 'Village au bord de l’eau',
      cta: 'Trouver mon week-end',
    },
    es: {
      title: 'Escaparse sin ir lejos',
      subtitle: 'Escapadas diferentes por toda {place}, a pocas horas de casa.',
      imageAlt: 'Pueblo a orillas del agua',
      cta: 'Encontrar mi escapada',
    },
    it: {
      title: 'Partire senza andare lontano',
      subtitle: 'Weekend diversi in tutta {place}, a poche ore da casa.',
      imageAlt: 'Borgo in riva all’acqua',
      cta: 'Trova il mio weekend',
    },
    nl: {
      title: 'Even weg, dichtbij huis',
      subtitle: 'Weekendjes weg in heel {place}, op een paar uur van huis.',
      imageAlt: 'Dorpje aan het water',
      cta: 'Vind mijn weekend',
    },
  },
  wellness: {
    fr: {
      title: 'Le bien-être à deux',
      subtitle: 'Spa, massage et nuit au calme : jusqu’à -40 % cette semaine.',
      imageAlt: 'Bassin de spa éclairé à la bougie',
      cta: 'Voir les séjours bien-être',
    },
    es: {
      title: 'Bienestar en pareja',
      subtitle: 'Spa, masaje y una noche tranquila: hasta -40 % esta semana.',
      imageAlt: 'Piscina de spa iluminada con velas',
      cta: 'Ver las escapadas de bienestar',
    },
    it: {
      title: 'Benessere in coppia',
      subtitle: 'Spa, massaggio e una notte tranquilla: fino al -40% questa settimana.',
      imageAlt: 'Vasca della spa illuminata da candele',
      cta: 'Vedi i soggiorni benessere',
    },
    nl: {
      title: 'Samen ontspannen',
      subtitle: 'Spa, massage en een rustige nacht: tot -40% deze week.',
      imageAlt: 'Spabad verlicht met kaarsen',
      cta: 'Bekijk de wellnessverblijven',
    },
  },
  romantic: {
    fr: {
      title: 'Une soirée rien qu’à vous',
      subtitle: 'Dîner aux chandelles, chambre avec vue et petit-déjeuner en amoureux.',
      imageAlt: 'Table dressée pour deux sur une terrasse',
      cta: 'Voir les escapades romantiques',
    },
    es: {
      title: 'Una velada solo para vosotros',
      subtitle: 'Cena a la luz de las velas, habitación con vistas y desayuno para dos.',
      imageAlt: 'Mesa para dos en una terraza',
      cta: 'Ver las escapadas románticas',
    },
    it: {
      title: 'Una serata tutta per voi',
      subtitle: 'Cena a lume di candela, camera con vista e colazione per due.',
      imageAlt: 'Tavola apparecchiata per due su una terrazza',
      cta: 'Vedi le fughe romantiche',
    },
    nl: {
      title: 'Een avond voor jullie samen',
      subtitle: 'Diner bij kaarslicht, kamer met uitzicht en ontbijt voor twee.',
      imageAlt: 'Tafel voor twee op een terras',
      cta: 'Bekijk de romantische uitjes',
    },
  },
  nearby: {
    fr: {
      title: 'À moins de 2 h de chez vous',
      subtitle: 'Pas besoin d’aller loin pour changer d’air : partez dès ce soir.',
      imageAlt: 'Route de campagne entre les collines',
      cta: 'Voir les séjours proches',
    },
    es: {
      title: 'A menos de 2 h de casa',
      subtitle: 'No hace falta ir lejos para cambiar de aires: salga esta misma tarde.',
      imageAlt: 'Carretera rural entre colinas',
      cta: 'Ver las estancias cercanas',
    },
    it: {
      title: 'A meno di 2 ore da casa',
      subtitle: 'Non serve andare lontano per cambiare aria: parti già stasera.',
      imageAlt: 'Strada di campagna tra le colline',
      cta: 'Vedi i soggiorni vicini',
    },
    nl: {
      title: 'Op minder dan 2 uur van huis',
      subtitle: 'Je hoeft niet ver te gaan voor een frisse neus: vertrek vanavond nog.',
      imageAlt: 'Landweg tussen de heuvels',
      cta: 'Bekijk verblijven dichtbij',
    },
  },
  gift: {
    fr: {
      title: 'Le cadeau qui fait voyager',
      subtitle: 'Le bénéficiaire choisit ses dates parmi des centaines d’hôtels, valable 1 an.',
      imageAlt: 'Paquet cadeau posé sur une valise',
      cta: 'Choisir un séjour à offrir',
    },
    es: {
      title: 'El regalo que hace viajar',
      subtitle: 'La persona elige sus fechas entre cientos de hoteles, válido 1 año.',
      imageAlt: 'Paquete de regalo sobre una maleta',
      cta: 'Elegir una estancia para regalar',
    },
    it: {
      title: 'Il regalo che fa viaggiare',
      subtitle: 'Chi lo riceve sceglie le date tra centinaia di hotel, valido 1 anno.',
      imageAlt: 'Pacchetto regalo appoggiato su una valigia',
      cta: 'Scegli un soggiorno da regalare',
    },
    nl: {
      title: 'Het cadeau dat op reis gaat',
      subtitle: 'De ontvanger kiest de data uit honderden hotels, 1 jaar geldig.',
      imageAlt: 'Cadeaupakje op een koffer',
      cta: 'Kies een verblijf om cadeau te geven',
    },
  },
};

/** A search link of the CMS convention (`?query#hash`) as a route target. */
export function searchTarget(url: string): RouteTarget {
  const hashStart = url.indexOf('#');
  const queryPart = hashStart === -1 ? url : url.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : url.slice(hashStart + 1);
  const query = Object.fromEntries(new URLSearchParams(queryPart.replace(/^\?/, '')));
  return { kind: 'search', ...(Object.keys(query).length ? { query } : {}), ...(hash ? { hash } : {}) };
}

function image(kind: 'city' | 'hero' | 'gift', seed: string): { imageUrl: string; imageMobile: string } {
  return {
    imageUrl: pictureUrl(kind, seed, { width: 960, height: 320 }),
    imageMobile: pictureUrl(kind, seed, { width: 640, height: 360 }),
  };
}

function bannersFor(catalogue: Catalogue, locale: Locale): TargetedBanner[] {
  const language = languageOf(locale);
  const city = biggestCityOf(catalogue, locale);
  const region = city ? catalogue.regions.get(city.regionId) : undefined;
  const country = [...catalogue.countries.values()].find((candidate) => candidate.code === pointOfSaleOf(locale).id);

  const banner = (
    key: BannerKey,
    place: string,
    parts: Pick<TargetedBanner, 'url' | 'category' | 'campaign' | 'rules' | 'imagePosition'> & {
      imageUrl: string;
      imageMobile: string;
    },
  ): TargetedBanner => {
    const texts = TEXTS[key][language];
    const fill = (value: string) => value.replace('{place}', place);
    return {
      id: `${key}-${locale}`,
      title: fill(texts.title),
      subtitle: fill(texts.subtitle),
      imageAlt: fill(texts.imageAlt),
      ctas: [{ label: texts.cta, url: parts.url, target: searchTarget(parts.url), newTab: false }],
      newTab: false,
      target: searchTarget(parts.url),
      ...parts,
    };
  };

  const banners: TargetedBanner[] = [];
  // Most specific first: on equal specificity the earlier banner wins.
  if (city) {
    banners.push(
      banner('city', labelFor(city.labels, locale), {
        ...image('city', `targeted-${city.id}`),
        imagePosition: 'left',
        url: `?flow=booking#city=${city.id}`,
        category: 'stay',
        campaign: 'city',
        rules: { page: 'search', flow: 'booking', city: String(city.id) },
      }),
    );
  }
  banners.push(
    banner('romantic', '', {
      ...image('hero', `targeted-theme-${ROMANTIC_THEME_ID}`),
      imagePosition: 'right',
      url: `?flow=booking#theme=${ROMANTIC_THEME_ID}`,
      category: 'stay',
      campaign: 'romantic',
      rules: { page: 'search', flow: 'booking', theme: ROMANTIC_THEME_ID },
    }),
    banner('wellness', '', {
      ...image('hero', `targeted-theme-${WELLNESS_THEME_ID}`),
      imagePosition: 'center',
      url: `?flow=booking#theme=${WELLNESS_THEME_ID}`,
      category: 'stay',
      campaign: 'wellness',
      rules: { page: 'search', theme: WELLNESS_THEME_ID },
    }),
    banner('nearby', '', {
      ...image('hero', 'targeted-nearby'),
      imagePosition: 'left',
      url: '?flow=booking',
      category: 'stay',
      campaign: 'nearby',
      rules: { page: 'search', isLessThanTwoHours: true },
    }),
  );
  if (region) {
    banners.push(
      banner('region', labelFor(region.labels, locale), {
        ...image('city', `targeted-region-${region.id}`),
        imagePosition: 'right',
        url: `?flow=booking#region=${region.id}`,
        category: 'stay',
        campaign: 'region',
        rules: { page: 'search', region: String(region.id) },
      }),
    );
  }
  if (country) {
    banners.push(
      banner('country', labelFor(country.labels, locale), {
        ...image('hero', `targeted-country-${country.id}`),
        imagePosition: 'center',
        url: `?flow=booking#country=${country.id}`,
        category: 'stay',
        campaign: 'country',
        rules: { page: 'search', country: String(country.id) },
      }),
    );
  }
  banners.push(
    banner('gift', '', {
      ...image('gift', 'targeted-gift'),
      imagePosition: 'right',
      url: '?flow=gifting',
      category: 'gift',
      campaign: 'gift-stays',
      rules: { page: 'search', flow: 'gifting' },
    }),
  );
  return banners;
}

export function generateTargetedBanners(catalogue: Catalogue): TargetedBannersByLocale {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, bannersFor(catalogue, locale)]),
  ) as TargetedBannersByLocale;
}
