/** Stays ("weekends") of every hotel: programme, price, promotion and a year of availability. */
import type {
  CityRecord,
  GeneratedOfferRecord,
  HotelRecord,
  ProgrammeItem,
  RoomRecord,
} from '../catalogue/catalogue-records';
import { epochDayToIso, isoToEpochDay, monthOfEpochDay, weekdayOfEpochDay } from '../pricing/dates';
import { THEMES, type Theme } from '../vocabulary/themes';
import { hashToUnit, type Random } from './prng';
import { stayDescription, stayHeadwords, stayTitle } from './stay-texts';

export const OFFER_ID_BASE = 20001;
/** Days of availability stored per offer, from the generation date. */
export const AVAILABILITY_DAYS = 366;

const TAGS_BY_THEME: Readonly<Record<Theme['key'], readonly number[]>> = {
  wellness: [101, 102, 116, 117],
  romantic: [102, 103, 107, 111],
  gastronomy: [103, 104, 113],
  family: [114, 118, 105, 115],
  discovery: [106, 109, 107, 105],
  nature: [108, 105, 111, 112, 110],
};

const NIGHT_PRICE_BY_STARS: Readonly<Record<number, number>> = { 2: 7000, 3: 9500, 4: 14000, 5: 24000 };

const AUTO_DISCOUNTS = [
  { code: 'ESCAPADE5', value: 5 },
  { code: 'WEEKEND10', value: 10 },
] as const;

export interface OfferContext {
  hotel: HotelRecord;
  city: CityRecord;
  rooms: readonly RoomRecord[];
}

export function generateOffers(
  random: Random,
  contexts: readonly OfferContext[],
  availabilityStart: string,
): GeneratedOfferRecord[] {
  const startDay = isoToEpochDay(availabilityStart);
  if (startDay === null) throw new Error(`Bad availability start: ${availabilityStart}`);
  const calendar = windowCalendar(startDay);
  const offers: GeneratedOfferRecord[] = [];
  for (const context of contexts) {
    const count = random.weighted([
      [1, 35],
      [2, 40],
      [3, 25],
    ] as const);
    const themes = pickThemes(random, context.hotel, count);
    const usedTitles = new Set<string>();
    for (const theme of themes) {
      offers.push(generateOffer(random, context, theme, OFFER_ID_BASE + offers.length, calendar, usedTitles));
    }
  }
  return offers;
}

function pickThemes(random: Random, hotel: HotelRecord, count: number): Theme[] {
  const has = (facility: string) => hotel.facilities.includes(facility);
  const weightOf = (theme: Theme): number => {
    switch (theme.key) {
      case 'wellness':
        return has('spa') ? 40 : 0;
      case 'romantic':
        return hotel.style === 'luxury' || hotel.style === 'charming' ? 40 : 25;
      case 'gastronomy':
        return has('restaurant') ? 30 : 0;
      case 'family':
        return hotel.style === 'family' ? 45 : 10;
      case 'discovery':
        return hotel.environment === 'city' ? 35 : 10;
      case 'nature':
        return hotel.environment === 'city' ? 5 : 35;
    }
  };
  const candidates = THEMES.map((theme) => [theme, weightOf(theme)] as const).filter(([, weight]) => weight > 0);
  const chosen: Theme[] = [];
  while (chosen.length < count && chosen.length < candidates.length) {
    const theme = random.weighted(candidates.filter(([candidate]) => !chosen.includes(candidate)));
    chosen.push(theme);
  }
  return chosen;
}

function generateOffer(
  random: Random,
  { hotel, city, rooms }: OfferContext,
  theme: Theme,
  id: number,
  calendar: WindowCalendar,
  usedTitles: Set<string>,
): GeneratedOfferRecord {
  const { startDay } = calendar;
  const room = pickRoom(random, rooms, theme);
  const hasRestaurant = hotel.facilities.includes('restaurant');

  const programme: ProgrammeItem[] = [{ type: 'room', ref: String(room.id) }];
  if (random.chance(0.95)) programme.push({ type: 'breakfast', ref: 'breakfast' });
  const dinnerChance = { gastronomy: 1, romantic: 0.6, wellness: 0.4, family: 0.3, discovery: 0.25, nature: 0.35 }[
    theme.key
  ];
  if (hasRestaurant && random.chance(dinnerChance)) {
    programme.push({
      type: 'dinner',
      ref: theme.key === 'gastronomy' && random.chance(0.6) ? 'gastronomic-dinner' : 'dinner',
    });
  }
  const themeTags = TAGS_BY_THEME[theme.key].filter((tagId) => tagId !== 101 || hotel.facilities.includes('spa'));
  const tagIds =
    theme.key === 'wellness'
      ? [
          101,
          ...random.sample(
            themeTags.filter((tagId) => tagId !== 101),
            random.int(0, 1),
          ),
        ]
      : random.sample(themeTags, random.int(1, 2));
  for (const tagId of tagIds) programme.push({ type: 'activity', ref: String(tagId) });

  const secondaryTheme =
    random.chance(0.3) && theme.key !== 'family'
      ? { wellness: 23, romantic: 26, gastronomy: 23, discovery: 19, nature: 39, family: 33 }[theme.key]
      : undefined;
  const themeIds = secondaryTheme && secondaryTheme !== theme.id ? [theme.id, secondaryTheme] : [theme.id];

  const hasDinner = programme.some((item) => item.type === 'dinner');
  const gastronomic = programme.some((item) => item.ref === 'gastronomic-dinner');
  const cityFactor = city.population > 1_000_000 ? 1.2 : city.population > 300_000 ? 1.08 : 1;
  const basePrice =
    Math.round(
      (((NIGHT_PRICE_BY_STARS[hotel.stars] ?? 9500) * (hasDinner ? (gastronomic ? 1.45 : 1.25) : 1) +
        tagIds.length * 1500) *
        cityFactor *
        (0.85 + random.next() * 0.35)) /
        100,
    ) * 100;

  const minNights = random.chance(0.85) ? 1 : 2;
  const maxNights = Math.min(7, minNights + random.int(2, 5));
  const priceSeed = random.int(1, 2 ** 31 - 1);
  const expiration = random.chance(0.12) ? epochDayToIso(startDay + random.int(20, 150)) : null;
  const availability = buildAvailability(random, hotel.environment, priceSeed, minNights, calendar, expiration);

  let variant = random.int(0, 2);
  let labels = stayTitle(theme.key, variant, city.labels);
  for (let attempt = 0; attempt < 3 && usedTitles.has(labels.fr); attempt++) {
    variant += 1;
    labels = stayTitle(theme.key, variant, city.labels);
  }
  usedTitles.add(labels.fr);

  const activityImageSeed = random.int(1, 999_999);
  return {
    id,
    hotelId: hotel.id,
    roomId: room.id,
    topThemeId: theme.id,
    themeIds,
    tagIds,
    labels,
    headwords: stayHeadwords(programme),
    descriptions: stayDescription(theme.key, programme, city.labels),
    programme,
    basePrice,
    promoPercent: random.chance(0.45) ? random.int(5, 35) : 0,
    minNights,
    maxNights,
    priceSeed,
    availability,
    cancellable: random.chance(0.7),
    cancellationDays: random.pick([2, 3, 7, 14]),
    giftable: random.chance(0.9),
    published: random.chance(0.98),
    expiration,
    autoDiscount: random.chance(0.1) ? { ...random.pick(AUTO_DISCOUNTS) } : null,
    marketingLabel: random.chance(0.15) ? random.pick(['new', 'bestseller', 'favourite'] as const) : null,
    maxRoomsLeft: random.int(2, 9),
    images: [
      hotel.images[0]!,
      ...(rooms.find((candidate) => candidate.id === room.id)?.images ?? []),
      { kind: 'activity', seed: activityImageSeed },
      hotel.images[1]!,
      hotel.images[2]!,
    ],
  };
}

function pickRoom(random: Random, rooms: readonly RoomRecord[], theme: Theme): RoomRecord {
  const preferred =
    theme.key === 'family'
      ? rooms.filter((room) => room.kind === 'family' || room.kind === 'junior-suite')
      : theme.key === 'romantic'
        ? rooms.filter((room) => room.kind !== 'family' && room.kind !== 'classic')
        : rooms.filter((room) => room.kind !== 'family');
  return random.pick(preferred.length > 0 ? preferred : rooms);
}

/** The character code of '0', a closed day; an open day's is that of its minimum stay. */
const CLOSED_DAY = '0'.charCodeAt(0);
/** weekdayOfEpochDay of a Friday (0 is Sunday). */
const FRIDAY = 5;

/** The days of the availability window, worked out once: their month and weekday are the same for every offer. */
interface WindowCalendar {
  startDay: number;
  /** By offset from the start: 0 = January … 11 = December. */
  months: Uint8Array;
  /** By offset from the start: 1 on a Friday. */
  fridays: Uint8Array;
}

function windowCalendar(startDay: number): WindowCalendar {
  const months = new Uint8Array(AVAILABILITY_DAYS);
  const fridays = new Uint8Array(AVAILABILITY_DAYS);
  for (let offset = 0; offset < AVAILABILITY_DAYS; offset++) {
    months[offset] = monthOfEpochDay(startDay + offset);
    fridays[offset] = weekdayOfEpochDay(startDay + offset) === FRIDAY ? 1 : 0;
  }
  return { startDay, months, fridays };
}

/** Closed months of hotels that shut for the low season. */
const SEASONAL_CLOSURES: Readonly<Record<string, readonly number[]>> = {
  seaside: [10, 11, 0, 1],
  mountain: [4, 10],
};

/**
 * One character per day: '0' closed, otherwise the minimum stay for a check-in that day. Days are
 * drawn from a hash of the offer seed and the date, so the calendar of a given date never depends
 * on when the catalogue was generated.
 */
function buildAvailability(
  random: Random,
  environment: string,
  priceSeed: number,
  minNights: number,
  { startDay, months, fridays }: WindowCalendar,
  expiration: string | null,
): string {
  const openRate = 0.72 + random.next() * 0.23;
  const closedMonths = random.chance(0.35) ? (SEASONAL_CLOSURES[environment] ?? []) : [];
  const weekendMinStayTwo = random.chance(0.25);
  const closedMonthBits = closedMonths.reduce((bits, month) => bits | (1 << month), 0);
  const lastOffset = expiration ? isoToEpochDay(expiration)! - startDay : AVAILABILITY_DAYS - 1;
  const openSalt = priceSeed ^ 0x68e31da4;
  const fridayMinNights = weekendMinStayTwo ? Math.max(2, minNights) : minNights;
  // One character code per day, joined once: a string grown a character at a time is a chain of
  // 366 pieces per offer until first read, hundreds of MB for the collector on a large catalogue.
  const days = Buffer.alloc(AVAILABILITY_DAYS, CLOSED_DAY);
  for (let offset = 0; offset <= lastOffset && offset < AVAILABILITY_DAYS; offset++) {
    const open = (closedMonthBits & (1 << months[offset]!)) === 0 && hashToUnit(openSalt, startDay + offset) < openRate;
    if (open) days[offset] = CLOSED_DAY + (fridays[offset] === 1 ? fridayMinNights : minNights);
  }
  return days.toString('latin1');
}
