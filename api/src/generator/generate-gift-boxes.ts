/**
 * Gift boxes: a theme, a number of nights for 2 and the stays the beneficiary can choose from.
 * Codes are NAME-EBOX (digital) or NAME-BOX (physical): the part after the first hyphen is the format.
 */
import type { GiftBoxRecord, HotelRecord, OfferRecord } from '../catalogue/catalogue-records';
import type { Labels } from '../vocabulary/labels';
import {
  DISCOVERY_THEME_ID,
  FAMILY_THEME_ID,
  GASTRONOMY_THEME_ID,
  NATURE_THEME_ID,
  ROMANTIC_THEME_ID,
  WELLNESS_THEME_ID,
} from '../vocabulary/themes';
import type { Random } from './prng';
import { perLanguage } from './stay-texts';

interface BoxDefinition {
  name: string;
  themeId: number | null;
  nights: number;
  minStars: number;
  labels: Labels;
  /** What the box includes besides the nights, one line per language. */
  extra: Labels;
}

const BOX_DEFINITIONS: readonly BoxDefinition[] = [
  {
    name: 'WELLNESS',
    themeId: WELLNESS_THEME_ID,
    nights: 1,
    minStars: 2,
    labels: { fr: 'Coffret Bien-être', es: 'Caja Bienestar', it: 'Cofanetto Benessere', nl: 'Wellnessbox' },
    extra: {
      fr: 'Accès au spa ou soin',
      es: 'Acceso al spa o tratamiento',
      it: 'Accesso alla spa o trattamento',
      nl: 'Toegang tot de spa of een behandeling',
    },
  },
  {
    name: 'SPADUO',
    themeId: WELLNESS_THEME_ID,
    nights: 2,
    minStars: 3,
    labels: {
      fr: 'Coffret Spa en duo',
      es: 'Caja Spa para dos',
      it: 'Cofanetto Spa di coppia',
      nl: 'Spa-box voor twee',
    },
    extra: {
      fr: 'Accès au spa et massage',
      es: 'Acceso al spa y masaje',
      it: 'Accesso alla spa e massaggio',
      nl: 'Toegang tot de spa en massage',
    },
  },
  {
    name: 'ROMANCE',
    themeId: ROMANTIC_THEME_ID,
    nights: 1,
    minStars: 2,
    labels: {
      fr: 'Coffret Escapade romantique',
      es: 'Caja Escapada romántica',
      it: 'Cofanetto Fuga romantica',
      nl: 'Romantische uitje-box',
    },
    extra: {
      fr: 'Une attention romantique',
      es: 'Un detalle romántico',
      it: 'Un pensiero romantico',
      nl: 'Een romantische attentie',
    },
  },
  {
    name: 'GOURMET',
    themeId: GASTRONOMY_THEME_ID,
    nights: 1,
    minStars: 2,
    labels: {
      fr: 'Coffret Séjour gourmand',
      es: 'Caja Estancia gourmet',
      it: 'Cofanetto Soggiorno gourmet',
      nl: 'Culinaire box',
    },
    extra: {
      fr: 'Dîner ou dégustation',
      es: 'Cena o degustación',
      it: 'Cena o degustazione',
      nl: 'Diner of proeverij',
    },
  },
  {
    name: 'GRANDGOURMET',
    themeId: GASTRONOMY_THEME_ID,
    nights: 2,
    minStars: 4,
    labels: {
      fr: 'Coffret Grande table',
      es: 'Caja Alta cocina',
      it: 'Cofanetto Alta cucina',
      nl: 'Box Haute cuisine',
    },
    extra: { fr: 'Dîner gastronomique', es: 'Cena gastronómica', it: 'Cena gastronomica', nl: 'Gastronomisch diner' },
  },
  {
    name: 'FAMILY',
    themeId: FAMILY_THEME_ID,
    nights: 1,
    minStars: 2,
    labels: {
      fr: 'Coffret Séjour en famille',
      es: 'Caja Estancia en familia',
      it: 'Cofanetto Soggiorno in famiglia',
      nl: 'Gezinsbox',
    },
    extra: {
      fr: 'Une activité pour toute la famille',
      es: 'Una actividad para toda la familia',
      it: "Un'attività per tutta la famiglia",
      nl: 'Een activiteit voor het hele gezin',
    },
  },
  {
    name: 'DISCOVERY',
    themeId: DISCOVERY_THEME_ID,
    nights: 1,
    minStars: 2,
    labels: { fr: 'Coffret City break', es: 'Caja City break', it: 'Cofanetto City break', nl: 'Citytrip-box' },
    extra: {
      fr: 'Une visite ou un musée',
      es: 'Una visita o un museo',
      it: 'Una visita o un museo',
      nl: 'Een rondleiding of museum',
    },
  },
  {
    name: 'NATURE',
    themeId: NATURE_THEME_ID,
    nights: 1,
    minStars: 2,
    labels: { fr: 'Coffret Nature', es: 'Caja Naturaleza', it: 'Cofanetto Natura', nl: 'Natuurbox' },
    extra: {
      fr: 'Une activité en plein air',
      es: 'Una actividad al aire libre',
      it: "Un'attività all'aria aperta",
      nl: 'Een buitenactiviteit',
    },
  },
  {
    name: 'ESCAPE',
    themeId: null,
    nights: 1,
    minStars: 2,
    labels: { fr: 'Coffret Escapade', es: 'Caja Escapada', it: 'Cofanetto Fuga', nl: 'Uitje-box' },
    extra: {
      fr: 'Des centaines de séjours au choix',
      es: 'Cientos de estancias a elegir',
      it: 'Centinaia di soggiorni a scelta',
      nl: 'Honderden verblijven om uit te kiezen',
    },
  },
  {
    name: 'PRESTIGE',
    themeId: null,
    nights: 2,
    minStars: 5,
    labels: { fr: 'Coffret Prestige', es: 'Caja Prestigio', it: 'Cofanetto Prestige', nl: 'Prestigebox' },
    extra: { fr: 'Hôtels 5 étoiles', es: 'Hoteles de 5 estrellas', it: 'Hotel 5 stelle', nl: '5-sterrenhotels' },
  },
];

const NIGHTS_FOR_TWO: Labels = {
  fr: '{n} nuit(s) pour 2 personnes',
  es: '{n} noche(s) para 2 personas',
  it: '{n} notte/i per 2 persone',
  nl: '{n} nacht(en) voor 2 personen',
};
const BREAKFAST: Labels = {
  fr: 'Petit-déjeuner inclus',
  es: 'Desayuno incluido',
  it: 'Colazione inclusa',
  nl: 'Ontbijt inbegrepen',
};
const VALIDITY: Labels = {
  fr: 'Valable 1 an et demi, échangeable',
  es: 'Válida año y medio, canjeable',
  it: 'Valido un anno e mezzo, sostituibile',
  nl: 'Anderhalf jaar geldig, omruilbaar',
};
const DESCRIPTION: Labels = {
  fr: 'Offrez {title} : le bénéficiaire choisit son séjour parmi {count} adresses et réserve ses dates quand il le souhaite.',
  es: 'Regale {title}: la persona elige su estancia entre {count} alojamientos y reserva las fechas cuando quiera.',
  it: 'Regala {title}: chi lo riceve sceglie il soggiorno tra {count} strutture e prenota le date quando vuole.',
  nl: 'Geef {title} cadeau: de ontvanger kiest uit {count} adressen en boekt de data wanneer het uitkomt.',
};

export function generateGiftBoxes(
  random: Random,
  offers: readonly OfferRecord[],
  hotelById: ReadonlyMap<number, HotelRecord>,
): GiftBoxRecord[] {
  const boxes: GiftBoxRecord[] = [];
  for (const definition of BOX_DEFINITIONS) {
    const eligible = offers.filter(
      (offer) =>
        offer.published &&
        offer.giftable &&
        (definition.themeId === null || offer.themeIds.includes(definition.themeId)) &&
        (hotelById.get(offer.hotelId)?.stars ?? 0) >= definition.minStars,
    );
    // The box is worth about what a typical eligible stay costs, ending in ,90.
    const sorted = eligible.map((offer) => offer.basePrice).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 15000;
    const price = Math.max(4990, Math.round((median * definition.nights * 0.95) / 1000) * 1000 - 10);
    const imageSeed = random.int(1, 999_999);
    for (const format of ['digital', 'physical'] as const) {
      const physical = format === 'physical';
      const labels = perLanguage((language) => definition.labels[language]);
      boxes.push({
        code: `${definition.name}-${physical ? 'BOX' : 'EBOX'}`,
        themeId: definition.themeId,
        format,
        labels,
        descriptions: perLanguage((language) =>
          DESCRIPTION[language].replace('{title}', labels[language]).replace('{count}', String(eligible.length)),
        ),
        includedContent: perLanguage((language) =>
          [
            NIGHTS_FOR_TWO[language].replace('{n}', String(definition.nights)),
            BREAKFAST[language],
            definition.extra[language],
            VALIDITY[language],
          ].join('\n'),
        ),
        nights: definition.nights,
        people: 2,
        // The physical box costs a little more (packaging); shipping is free.
        price: physical ? price + 500 : price,
        referencePrice: Math.round((price * 1.12) / 100) * 100 - 10,
        offerIds: eligible.map((offer) => offer.id),
        images: [
          { kind: 'gift', seed: imageSeed },
          { kind: 'hotel', seed: imageSeed + 1 },
        ],
      });
    }
  }
  return boxes;
}
