/** Texts of hotels and stays, written in French, Spanish, Italian and Dutch from a few facts. */
import type { Language } from '@escapade/shared-contracts/locales';
import { LANGUAGES } from '@escapade/shared-contracts/locales';
import type { ProgrammeItem } from '../catalogue/catalogue-records';
import { ACTIVITY_TAG_BY_ID } from '../vocabulary/activity-tags';
import { FACILITIES, MEALS } from '../vocabulary/hotel-attributes';
import type { Labels } from '../vocabulary/labels';
import type { Theme } from '../vocabulary/themes';

type PerLanguage<T> = Readonly<Record<Language, T>>;
type ThemeKey = Theme['key'];

/** Stay titles per theme; `{city}` is the city name in that language. */
const STAY_TITLES: Readonly<Record<ThemeKey, PerLanguage<readonly string[]>>> = {
  wellness: {
    fr: ['Escapade bien-être avec accès spa', 'Parenthèse détente et massage', 'Week-end zen au spa'],
    es: ['Escapada de bienestar con acceso al spa', 'Paréntesis de relax con masaje', 'Fin de semana zen en el spa'],
    it: ['Fuga benessere con accesso alla spa', 'Parentesi di relax con massaggio', 'Weekend zen alla spa'],
    nl: ['Wellnessuitje met toegang tot de spa', 'Ontspannen break met massage', 'Zen-weekend in de spa'],
  },
  romantic: {
    fr: ['Séjour romantique en amoureux', 'Nuit romantique avec bulles', 'Escapade à deux et dîner aux chandelles'],
    es: [
      'Estancia romántica en pareja',
      'Noche romántica con burbujas',
      'Escapada para dos y cena a la luz de las velas',
    ],
    it: ['Soggiorno romantico di coppia', 'Notte romantica con bollicine', 'Fuga a due e cena a lume di candela'],
    nl: ['Romantisch verblijf voor twee', 'Romantische nacht met bubbels', 'Uitje voor twee met diner bij kaarslicht'],
  },
  gastronomy: {
    fr: ['Séjour gourmand avec dîner', 'Escapade gourmande et dégustation de vins', 'Week-end saveurs du terroir'],
    es: ['Estancia gourmet con cena', 'Escapada gourmet y cata de vinos', 'Fin de semana de sabores locales'],
    it: ['Soggiorno gourmet con cena', 'Fuga golosa e degustazione di vini', 'Weekend di sapori del territorio'],
    nl: ['Culinair verblijf met diner', 'Culinair uitje met wijnproeverij', 'Weekend vol streekproducten'],
  },
  family: {
    fr: [
      'Séjour en famille avec activité pour les enfants',
      'Week-end famille et loisirs',
      'Escapade familiale au grand air',
    ],
    es: [
      'Estancia en familia con actividad para niños',
      'Fin de semana en familia y ocio',
      'Escapada familiar al aire libre',
    ],
    it: [
      'Soggiorno in famiglia con attività per bambini',
      'Weekend in famiglia tra svago e divertimento',
      "Fuga in famiglia all'aria aperta",
    ],
    nl: [
      'Gezinsverblijf met activiteit voor de kinderen',
      'Familieweekend vol plezier',
      'Gezinsuitje in de buitenlucht',
    ],
  },
  discovery: {
    fr: ['Escapade découverte à {city}', 'Séjour culture et patrimoine à {city}', 'City break à {city}'],
    es: ['Escapada para descubrir {city}', 'Estancia de cultura y patrimonio en {city}', 'City break en {city}'],
    it: ['Fuga alla scoperta di {city}', 'Soggiorno tra cultura e patrimonio a {city}', 'City break a {city}'],
    nl: ['Ontdekkingsuitje in {city}', 'Cultuur en erfgoed in {city}', 'Citytrip naar {city}'],
  },
  nature: {
    fr: ['Séjour nature et randonnée', 'Escapade au vert', 'Week-end grand air et détente'],
    es: ['Estancia en la naturaleza y senderismo', 'Escapada rural', 'Fin de semana al aire libre'],
    it: ['Soggiorno natura ed escursioni', 'Fuga nel verde', "Weekend all'aria aperta e relax"],
    nl: ['Natuurverblijf met wandeling', 'Groen uitje', 'Weekend buitenlucht en rust'],
  },
};

const STAY_INTROS: Readonly<Record<ThemeKey, Labels>> = {
  wellness: {
    fr: 'Une parenthèse de douceur pour relâcher la pression et prendre soin de soi.',
    es: 'Un paréntesis de calma para desconectar y cuidarse.',
    it: 'Una parentesi di dolcezza per staccare la spina e prendersi cura di sé.',
    nl: 'Een moment van rust om de stress los te laten en voor jezelf te zorgen.',
  },
  romantic: {
    fr: 'Un moment à deux, loin du quotidien, pour se retrouver.',
    es: 'Un momento para dos, lejos de la rutina, para reencontrarse.',
    it: 'Un momento a due, lontano dalla routine, per ritrovarsi.',
    nl: 'Even met z’n tweeën, ver weg van de dagelijkse drukte.',
  },
  gastronomy: {
    fr: 'Les saveurs de la région à l’honneur, de l’apéritif au dessert.',
    es: 'Los sabores de la región como protagonistas, del aperitivo al postre.',
    it: 'I sapori del territorio protagonisti, dall’aperitivo al dolce.',
    nl: 'De smaken van de streek in de hoofdrol, van aperitief tot dessert.',
  },
  family: {
    fr: 'Des souvenirs à partager en famille, avec des activités pour tous les âges.',
    es: 'Recuerdos para compartir en familia, con actividades para todas las edades.',
    it: 'Ricordi da condividere in famiglia, con attività per tutte le età.',
    nl: 'Herinneringen om samen te maken, met activiteiten voor alle leeftijden.',
  },
  discovery: {
    fr: 'Partez à la découverte de {city}, de son patrimoine et de ses ruelles.',
    es: 'Descubra {city}, su patrimonio y sus callejuelas.',
    it: 'Alla scoperta di {city}, del suo patrimonio e dei suoi vicoli.',
    nl: 'Ontdek {city}, het erfgoed en de sfeervolle straatjes.',
  },
  nature: {
    fr: 'Grand air, paysages et calme : de quoi recharger les batteries.',
    es: 'Aire libre, paisajes y calma: lo ideal para recargar las pilas.',
    it: 'Aria aperta, paesaggi e tranquillità: il modo ideale per ricaricare le batterie.',
    nl: 'Buitenlucht, mooie landschappen en rust: ideaal om op te laden.',
  },
};

const INCLUDES: Labels = {
  fr: 'Votre séjour comprend :',
  es: 'Su estancia incluye:',
  it: 'Il soggiorno comprende:',
  nl: 'Uw verblijf omvat:',
};

const MEAL_HEADWORDS: Readonly<Record<string, Labels>> = {
  breakfast: {
    fr: 'Petit-déjeuner inclus',
    es: 'Desayuno incluido',
    it: 'Colazione inclusa',
    nl: 'Ontbijt inbegrepen',
  },
  dinner: { fr: 'Dîner inclus', es: 'Cena incluida', it: 'Cena inclusa', nl: 'Diner inbegrepen' },
  'gastronomic-dinner': {
    fr: 'Dîner gastronomique',
    es: 'Cena gastronómica',
    it: 'Cena gastronomica',
    nl: 'Gastronomisch diner',
  },
};

export function stayTitle(theme: ThemeKey, variant: number, cityLabels: Labels): Labels {
  const titles = STAY_TITLES[theme];
  return perLanguage((language) => {
    const list = titles[language];
    return list[variant % list.length]!.replace('{city}', cityLabels[language]);
  });
}

/** The programme in words, without the room line (its wording depends on the nights). */
export function programmeItemTitle(item: ProgrammeItem, language: Language): string | null {
  if (item.type === 'breakfast' || item.type === 'dinner')
    return MEALS[item.ref as keyof typeof MEALS]?.[language] ?? null;
  if (item.type === 'activity') return ACTIVITY_TAG_BY_ID.get(Number(item.ref))?.programmeLabels[language] ?? null;
  return null;
}

export function stayDescription(theme: ThemeKey, programme: readonly ProgrammeItem[], cityLabels: Labels): Labels {
  return perLanguage((language) => {
    const lines = programme
      .map((item) => programmeItemTitle(item, language))
      .filter((line): line is string => line !== null);
    const intro = STAY_INTROS[theme][language].replace('{city}', cityLabels[language]);
    return lines.length > 0 ? `${intro} ${INCLUDES[language]} ${lines.map(lowerFirst).join(', ')}.` : intro;
  });
}

export function stayHeadwords(programme: readonly ProgrammeItem[]): Record<Language, string[]> {
  const result = { fr: [], es: [], it: [], nl: [] } as Record<Language, string[]>;
  for (const item of programme) {
    const texts =
      item.type === 'activity'
        ? ACTIVITY_TAG_BY_ID.get(Number(item.ref))?.labels
        : item.type === 'room'
          ? undefined
          : MEAL_HEADWORDS[item.ref];
    if (!texts) continue;
    for (const language of LANGUAGES) result[language].push(texts[language]);
  }
  for (const language of LANGUAGES) result[language] = result[language].slice(0, 3);
  return result;
}

const HOTEL_TYPE_WORDS: Readonly<Record<string, Labels>> = {
  hotel: { fr: 'un hôtel', es: 'un hotel', it: 'un hotel', nl: 'een hotel' },
  guesthouse: { fr: 'une maison d’hôtes', es: 'una casa rural', it: 'un bed and breakfast', nl: 'een bed & breakfast' },
  castle: { fr: 'un château-hôtel', es: 'un castillo-hotel', it: 'un castello-hotel', nl: 'een kasteelhotel' },
  resort: { fr: 'un resort', es: 'un resort', it: 'un resort', nl: 'een resort' },
  lodge: {
    fr: 'un ensemble de lodges',
    es: 'un conjunto de cabañas',
    it: 'un insieme di lodge',
    nl: 'een groep lodges',
  },
};

const ENVIRONMENT_WORDS: Readonly<Record<string, Labels>> = {
  city: { fr: 'au cœur de la ville', es: 'en pleno centro', it: 'nel cuore della città', nl: 'midden in de stad' },
  countryside: {
    fr: 'en pleine campagne',
    es: 'en plena naturaleza',
    it: 'in piena campagna',
    nl: 'op het platteland',
  },
  seaside: { fr: 'face à la mer', es: 'frente al mar', it: 'affacciato sul mare', nl: 'aan zee' },
  mountain: {
    fr: 'au pied des montagnes',
    es: 'al pie de la montaña',
    it: 'ai piedi delle montagne',
    nl: 'aan de voet van de bergen',
  },
  lake: {
    fr: 'sur les rives d’un lac',
    es: 'a orillas de un lago',
    it: 'sulle rive di un lago',
    nl: 'aan de oever van een meer',
  },
};

const STYLE_SENTENCES: Readonly<Record<string, Labels>> = {
  charming: {
    fr: 'Poutres apparentes, cheminée et jardin fleuri en font une adresse pleine de charme.',
    es: 'Vigas de madera, chimenea y un jardín florido lo convierten en un lugar con encanto.',
    it: 'Travi a vista, camino e giardino fiorito ne fanno un indirizzo pieno di fascino.',
    nl: 'Houten balken, een open haard en een bloementuin maken er een sfeervol adres van.',
  },
  design: {
    fr: 'Sa décoration contemporaine signée par des créateurs locaux séduit dès l’arrivée.',
    es: 'Su decoración contemporánea, firmada por diseñadores locales, sorprende desde la llegada.',
    it: 'L’arredamento contemporaneo firmato da designer locali conquista fin dall’arrivo.',
    nl: 'Het eigentijdse interieur van lokale ontwerpers valt meteen op.',
  },
  traditional: {
    fr: 'Ses murs de pierre racontent l’histoire de la région.',
    es: 'Sus muros de piedra cuentan la historia de la región.',
    it: 'Le sue mura in pietra raccontano la storia della regione.',
    nl: 'De stenen muren vertellen de geschiedenis van de streek.',
  },
  luxury: {
    fr: 'Service attentionné, suites spacieuses et linge raffiné : tout invite à se faire plaisir.',
    es: 'Servicio atento, suites amplias y ropa de cama exquisita: todo invita a darse un capricho.',
    it: 'Servizio attento, suite spaziose e biancheria raffinata: tutto invita a concedersi una coccola.',
    nl: 'Attente service, ruime suites en fijn linnen: alles nodigt uit om te genieten.',
  },
  family: {
    fr: 'Chambres spacieuses et espaces de jeux : petits et grands s’y sentent bien.',
    es: 'Habitaciones amplias y zonas de juego: pequeños y mayores se sienten como en casa.',
    it: 'Camere spaziose e aree gioco: grandi e piccoli si sentono a casa.',
    nl: 'Ruime kamers en speelhoeken: groot en klein voelen zich er thuis.',
  },
};

const FACILITIES_INTRO: Labels = { fr: 'Sur place :', es: 'Instalaciones:', it: 'Servizi:', nl: 'Faciliteiten:' };

export interface HotelFacts {
  name: string;
  hotelType: string;
  stars: number;
  environment: string;
  style: string;
  facilities: readonly string[];
  distanceToCityKm: number;
  cityLabels: Labels;
}

/** The words of a hotel description's first sentence, in the language being written. */
interface OpeningWords {
  name: string;
  type: string;
  stars: number;
  environment: string;
  city: string;
  km: number;
  near: boolean;
}

/** A function per language, so that writing one language builds that language's sentence only. */
const HOTEL_OPENINGS: Readonly<Record<Language, (words: OpeningWords) => string>> = {
  fr: ({ name, type, stars, environment, city, km, near }) =>
    `${name} est ${type} ${stars} étoiles ${environment}, ${near ? `à deux pas du centre de ${city}` : `à ${km} km du centre de ${city}`}.`,
  es: ({ name, type, stars, environment, city, km, near }) =>
    `${name} es ${type} de ${stars} estrellas ${environment}, ${near ? `a dos pasos del centro de ${city}` : `a ${km} km del centro de ${city}`}.`,
  it: ({ name, type, stars, environment, city, km, near }) =>
    `${name} è ${type} ${stars} stelle ${environment}, ${near ? `a due passi dal centro di ${city}` : `a ${km} km dal centro di ${city}`}.`,
  nl: ({ name, type, stars, environment, city, km, near }) =>
    `${name} is ${type} met ${stars} sterren ${environment}, ${near ? `op een steenworp van het centrum van ${city}` : `op ${km} km van het centrum van ${city}`}.`,
};

export function hotelDescription(facts: HotelFacts): Labels {
  return perLanguage((language) => {
    const opening = HOTEL_OPENINGS[language]({
      name: facts.name,
      type: HOTEL_TYPE_WORDS[facts.hotelType]![language],
      stars: facts.stars,
      environment: ENVIRONMENT_WORDS[facts.environment]![language],
      city: facts.cityLabels[language],
      km: Math.max(1, Math.round(facts.distanceToCityKm)),
      near: facts.distanceToCityKm < 1.5,
    });
    const facilityNames = FACILITIES.filter((facility) => facts.facilities.includes(facility.id)).map((facility) =>
      lowerFirst(facility.labels[language]),
    );
    const facilitiesSentence =
      facilityNames.length > 0 ? ` ${FACILITIES_INTRO[language]} ${facilityNames.join(', ')}.` : '';
    return `${opening} ${STYLE_SENTENCES[facts.style]![language]}${facilitiesSentence}`;
  });
}

export function perLanguage(make: (language: Language) => string): Labels {
  return { fr: make('fr'), es: make('es'), it: make('it'), nl: make('nl') };
}

function lowerFirst(text: string): string {
  // Keep acronyms and brand-like words (Wi-Fi, PMR) as they are.
  if (/^[A-Z]{2}|^Wi-Fi|^Spa$/.test(text)) return text === 'Spa' ? 'spa' : text;
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}
