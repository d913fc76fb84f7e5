/**
 * The programme of a stay as the stay page shows it: each line (room, breakfast, dinner,
 * activity) with where, when, how long, why, what to know and, for dinners, the menu. The texts
 * that vary between stays are picked from the offer id, so a stay always reads the same.
 */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type {
  CityRecord,
  HotelRecord,
  ImageRef,
  OfferRecord,
  ProgrammeItem,
  ProgrammeLineType,
} from '../catalogue/catalogue-records';
import { hashToUnit } from '../generator/prng';
import { programmeItemTitle } from '../generator/stay-texts';
import { addDaysIso } from '../pricing/dates';
import type { Pax } from '../pricing/stay-price';
import {
  ACTIVITY_KIND_TEXTS,
  ADULTS_ONLY,
  activityDetailOf,
  type ActivityDetail,
  type OpeningHours,
} from '../vocabulary/activity-details';
import { ACTIVITY_TAG_BY_ID } from '../vocabulary/activity-tags';
import { ROOM_KIND_BY_ID } from '../vocabulary/hotel-attributes';
import type { Labels } from '../vocabulary/labels';
import {
  AMUSES,
  COURSE_NAMES,
  DESSERTS,
  FISH_DISHES,
  MEAT_DISHES,
  MEAL_TEXTS,
  STARTERS,
  type Course,
} from '../vocabulary/meal-details';
import {
  checkinFromText,
  checkoutUntilText,
  formatDuration,
  formatOpeningHours,
  participantsLabel,
} from './practical-wording';
import { imageUrl, roomLineTitle } from './stay-wording';

export type ProgrammeLineIcon = 'bed' | 'breakfast' | 'dinner' | 'activity';

export interface ProgrammeLineDetail {
  type: ProgrammeLineType;
  title: string;
  /** The activity tag id on activity lines, null on the others. */
  activityId: number | null;
  icon: ProgrammeLineIcon;
  duration: string | null;
  where: string;
  /** When in the stay it happens ("Chaque matin", "Le jour de votre choix"…). */
  when: string;
  whyList: string[];
  mustKnowList: string[];
  schedules: string[];
  how: string | null;
  /** Dinners only: one line per course. */
  menu: string[] | null;
  detailList: string[];
  imageUrl: string;
  /** Every day or night of the stay (room, breakfast, open-access spa) rather than once. */
  repeated: boolean;
  /** Takes place on one day of the stay. */
  singleDay: boolean;
  importantInfos: string[];
  /** Whether the line is for each traveller, so the page shows the traveller count next to it. */
  displayPax: boolean;
  activityParticipantsLabel: string | null;
}

export interface StayContext {
  catalogue: Catalogue;
  offer: OfferRecord;
  hotel: HotelRecord;
  city: CityRecord;
  nights: number;
  pax: Pax;
  language: Language;
}

/** About a third of the activities are booked for one day the traveller picks at booking time. */
const DATED_ACTIVITY_SHARE = 0.34;
/** Salts, so each choice made from the offer id is independent of the others. */
const SALT = { datedActivity: 0x51ed, timetable: 0x7a3b, distance: 0x2f19, menu: 0x6c07 } as const;

/** Whether the traveller picks the day of this activity; open-access activities need no day. */
export function activityNeedsDate(offerId: number, tagId: number): boolean {
  if (activityDetailOf(tagId).wholeStay) return false;
  return hashToUnit(offerId ^ SALT.datedActivity, tagId) < DATED_ACTIVITY_SHARE;
}

export function programmeLineDetails(context: StayContext): ProgrammeLineDetail[] {
  let activityIndex = 0;
  return context.offer.programme.flatMap((item): ProgrammeLineDetail[] => {
    if (item.type === 'room') {
      const line = roomLine(context, Number(item.ref));
      return line ? [line] : [];
    }
    const title = programmeItemTitle(item, context.language);
    if (!title) return [];
    if (item.type === 'activity') return [activityLine(context, Number(item.ref), title, activityIndex++)];
    return [mealLine(context, item, title)];
  });
}

function pick<T>(items: readonly T[], offerId: number, salt: number, key: number): T {
  return items[Math.floor(hashToUnit(offerId ^ salt, key) * items.length)]!;
}

function timetableTexts(timetables: readonly (readonly OpeningHours[])[], context: StayContext, key: number): string[] {
  return pick(timetables, context.offer.id, SALT.timetable, key).map((opening) =>
    formatOpeningHours(opening, context.language),
  );
}

const WHEN: Readonly<Record<'night' | 'morning' | 'evening' | 'wholeStay' | 'chosenDay' | 'once', Labels>> = {
  night: { fr: 'Chaque nuit', es: 'Cada noche', it: 'Ogni notte', nl: 'Elke nacht' },
  morning: { fr: 'Chaque matin', es: 'Cada mañana', it: 'Ogni mattina', nl: 'Elke ochtend' },
  evening: {
    fr: 'Un soir de votre séjour',
    es: 'Una noche de su estancia',
    it: 'Una sera del soggiorno',
    nl: 'Eén avond tijdens uw verblijf',
  },
  wholeStay: {
    fr: 'Pendant tout le séjour',
    es: 'Durante toda la estancia',
    it: 'Per tutto il soggiorno',
    nl: 'Tijdens het hele verblijf',
  },
  chosenDay: {
    fr: 'Le jour de votre choix',
    es: 'El día que usted elija',
    it: 'Il giorno che preferite',
    nl: 'Op de dag van uw keuze',
  },
  once: {
    fr: 'Une fois pendant le séjour',
    es: 'Una vez durante la estancia',
    it: 'Una volta durante il soggiorno',
    nl: 'Eén keer tijdens het verblijf',
  },
};

const DATE_TO_CHOOSE: Labels = {
  fr: 'Date de l’activité à choisir lors de la réservation',
  es: 'Fecha de la actividad que debe elegirse al reservar',
  it: 'Data dell’attività da scegliere al momento della prenotazione',
  nl: 'Kies de datum van de activiteit bij het boeken',
};

const NON_SMOKING: Labels = {
  fr: 'Chambre non-fumeur',
  es: 'Habitación para no fumadores',
  it: 'Camera non fumatori',
  nl: 'Rookvrije kamer',
};

function roomLine(context: StayContext, roomId: number): ProgrammeLineDetail | null {
  const { catalogue, hotel, language, nights } = context;
  const room = catalogue.rooms.get(roomId);
  if (!room) return null;
  const kind = ROOM_KIND_BY_ID.get(room.kind);
  return {
    ...emptyLine('room', roomLineTitle(room.kind, nights, language), 'bed', room.images[0] ?? hotel.images[0]!),
    where: hotel.name,
    when: WHEN.night[language],
    detailList: [...(kind ? [kind.bedding[language]] : []), `${room.sizeM2} m²`],
    repeated: true,
    importantInfos: [
      checkinFromText(hotel.checkinTime, language),
      checkoutUntilText(hotel.checkoutTime, language),
      NON_SMOKING[language],
    ],
  };
}

function mealLine(context: StayContext, item: ProgrammeItem, title: string): ProgrammeLineDetail {
  const { language, offer, hotel } = context;
  const mealKey = item.ref in MEAL_TEXTS ? (item.ref as keyof typeof MEAL_TEXTS) : 'breakfast';
  const texts = MEAL_TEXTS[mealKey];
  const dinner = item.type === 'dinner';
  const localProducts = hotel.ecoFacilities.includes('local-products') && !dinner;
  return {
    ...emptyLine(item.type, title, dinner ? 'dinner' : 'breakfast', hotel.images[dinner ? 1 : 0] ?? hotel.images[0]!),
    where: dinner ? `${texts.where[language]} ${hotel.name}` : texts.where[language],
    when: (dinner ? WHEN.evening : WHEN.morning)[language],
    whyList: [texts.why[language], ...(localProducts ? [LOCAL_PRODUCTS[language]] : [])],
    mustKnowList: texts.mustKnow.map((text) => text[language]),
    schedules: timetableTexts(texts.timetables, context, dinner ? 2 : 1),
    how: texts.how?.[language] ?? null,
    menu: dinner ? dinnerMenu(offer.id, mealKey === 'gastronomic-dinner', language) : null,
    detailList: texts.included.map((text) => text[language]),
    // Breakfast is served every morning; the dinner is one evening of the stay.
    repeated: !dinner,
    singleDay: dinner,
    displayPax: true,
  };
}

const LOCAL_PRODUCTS: Labels = {
  fr: 'Des produits locaux sélectionnés par l’hôtel',
  es: 'Productos locales seleccionados por el hotel',
  it: 'Prodotti locali selezionati dall’hotel',
  nl: 'Lokale producten, geselecteerd door het hotel',
};

function dinnerMenu(offerId: number, gastronomic: boolean, language: Language): string[] {
  // French puts a space before the colon.
  const colon = language === 'fr' ? ' : ' : ': ';
  const course = (name: Course, dishes: readonly Labels[], key: number) =>
    `${COURSE_NAMES[name][language]}${colon}${pick(dishes, offerId, SALT.menu, key)[language]}`;
  if (gastronomic) {
    return [
      course('amuse', AMUSES, 1),
      course('starter', STARTERS, 2),
      course('fish', FISH_DISHES, 3),
      course('meat', MEAT_DISHES, 4),
      course('dessert', DESSERTS, 5),
    ];
  }
  return [
    course('starter', STARTERS, 2),
    course('main', [...FISH_DISHES, ...MEAT_DISHES], 6),
    course('dessert', DESSERTS, 5),
  ];
}

function activityLine(context: StayContext, tagId: number, title: string, index: number): ProgrammeLineDetail {
  const { language, offer, pax } = context;
  const detail = activityDetailOf(tagId);
  const kindTexts = ACTIVITY_KIND_TEXTS[detail.kind];
  const needsDate = activityNeedsDate(offer.id, tagId);
  const image: ImageRef =
    index === 0
      ? (offer.images.find((candidate) => candidate.kind === 'activity') ?? { kind: 'activity', seed: offer.id })
      : { kind: 'activity', seed: Math.floor(hashToUnit(offer.id, tagId) * 999_999) + 1 };
  return {
    ...emptyLine('activity', title, 'activity', image),
    activityId: tagId,
    duration: detail.durationMinutes === null ? null : formatDuration(detail.durationMinutes, language),
    where: activityPlace(context, tagId, detail),
    when: (detail.wholeStay ? WHEN.wholeStay : needsDate ? WHEN.chosenDay : WHEN.once)[language],
    whyList: [detail.why[language], kindTexts.why[language]],
    mustKnowList: [
      ...(detail.adultsOnly ? [ADULTS_ONLY[language]] : []),
      ...kindTexts.mustKnow.map((text) => text[language]),
    ],
    schedules: timetableTexts(kindTexts.timetables, context, tagId),
    how: kindTexts.how[language],
    detailList: [
      ACTIVITY_TAG_BY_ID.get(tagId)?.labels[language] ?? title,
      ...kindTexts.included.map((text) => text[language]),
    ],
    repeated: detail.wholeStay,
    singleDay: !detail.wholeStay,
    importantInfos: needsDate ? [DATE_TO_CHOOSE[language]] : [],
    displayPax: true,
    activityParticipantsLabel: participantsLabel(pax, language),
  };
}

function activityPlace(context: StayContext, tagId: number, detail: ActivityDetail): string {
  const { hotel, city, language, offer } = context;
  const cityName = city.labels[language];
  const place = detail.place === 'spa' && !hotel.facilities.includes('spa') ? 'hotel' : detail.place;
  switch (place) {
    case 'spa':
      return {
        fr: `Au spa de ${hotel.name}`,
        es: `En el spa de ${hotel.name}`,
        it: `Nella spa di ${hotel.name}`,
        nl: `In de spa van ${hotel.name}`,
      }[language];
    case 'hotel':
      return {
        fr: `Sur place : ${hotel.name}`,
        es: `En el propio alojamiento: ${hotel.name}`,
        it: `In struttura: ${hotel.name}`,
        nl: `Ter plaatse: ${hotel.name}`,
      }[language];
    case 'nearby': {
      const km = 2 + Math.floor(hashToUnit(offer.id ^ SALT.distance, tagId) * 14);
      return {
        fr: `À ${km} km de l’hôtel, près de ${cityName}`,
        es: `A ${km} km del hotel, cerca de ${cityName}`,
        it: `A ${km} km dall’hotel, vicino a ${cityName}`,
        nl: `Op ${km} km van het hotel, bij ${cityName}`,
      }[language];
    }
    case 'city':
      return {
        fr: `Centre de ${cityName}`,
        es: `Centro de ${cityName}`,
        it: `Centro di ${cityName}`,
        nl: `Centrum van ${cityName}`,
      }[language];
  }
}

function emptyLine(type: ProgrammeLineType, title: string, icon: ProgrammeLineIcon, image: ImageRef) {
  return {
    type,
    title,
    activityId: null,
    icon,
    duration: null,
    where: '',
    when: '',
    whyList: [],
    mustKnowList: [],
    schedules: [],
    how: null,
    menu: null,
    detailList: [],
    imageUrl: imageUrl(image),
    repeated: false,
    singleDay: false,
    importantInfos: [],
    displayPax: false,
    activityParticipantsLabel: null,
  } satisfies ProgrammeLineDetail as ProgrammeLineDetail;
}

export interface ActivityDates {
  activityId: number;
  title: string;
  /** `value` is what the booking sends back: the activity id, an underscore and the day. */
  dates: { value: string; date: string }[];
}

/**
 * The activities whose day the traveller picks, with the days they can be done: each day that
 * starts a night of the stay. Without dates there is nothing to pick from yet.
 */
export function activityDates(
  offer: OfferRecord,
  checkin: string | null,
  nights: number,
  language: Language,
): ActivityDates[] {
  const days = checkin ? Array.from({ length: nights }, (_, index) => addDaysIso(checkin, index)) : [];
  return offer.programme
    .filter((item) => item.type === 'activity' && activityNeedsDate(offer.id, Number(item.ref)))
    .map((item) => {
      const activityId = Number(item.ref);
      return {
        activityId,
        title: programmeItemTitle(item, language) ?? String(activityId),
        dates: days.map((date) => ({ value: `${activityId}_${date}`, date })),
      };
    });
}
