/**
 * The room cards of the hotel page: each room of the hotel with the stays sold in it, priced for
 * the visitor's criteria. A room without any stay to sell (or none on the dates asked) is left out.
 */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type { HotelRecord, OfferRecord, RoomRecord } from '../catalogue/catalogue-records';
import { hashToUnit } from '../generator/prng';
import type { CriteriaPrice, StayCriteria } from '../pricing/criteria-price';
import { bookablePriceOf } from '../stays/offer-price';
import { programmeLines } from '../texts/programme-lines';
import { cancellationPolicyOf, imageUrl } from '../texts/stay-wording';
import { ROOM_KIND_BY_ID } from '../vocabulary/hotel-attributes';
import {
  BATHROOM_EXTRAS,
  BATHROOM_TYPES,
  FREE_WIFI_IN_ROOM,
  ROOM_EQUIPMENT,
  ROOM_IMPORTANT,
  ROOM_KIND_SENTENCES,
  ROOM_SECTION_TITLES,
} from '../vocabulary/hotel-page-texts';

export interface RoomOffer {
  id: number;
  label: string;
  nights: number;
  price: { sellPrice: number; refPrice: number; promoPercentageRounded: number; nights: number };
  checkin: string | null;
  paxCount: number;
  hasSelectedDates: boolean;
  /** What the stay adds to the room, e.g. "Petit-déjeuner buffet chaque matin + Accès illimité au spa". */
  shortProgramIntroWithoutRoom: string;
  cancellationPolicy: { cancellable: boolean; message: string };
}

export interface HotelRoom {
  uuid: string;
  label: string;
  /** m² */
  size: number;
  type: string;
  bedding: string;
  capacity: number;
  maxCapacity: number;
  description: string;
  detailsSection: { title: string; details: string[] }[];
  highlightedFacilities: string[];
  images: string[];
  imageUrl: string;
  importantInfos: string[];
  offers: RoomOffer[];
}

/** A baby cot can always be added: babies do not take a bed. */
const BABY_COT_PLACES = 1;

export function hotelRooms(
  catalogue: Catalogue,
  hotel: HotelRecord,
  offersOnSale: readonly OfferRecord[],
  criteria: StayCriteria,
  language: Language,
): HotelRoom[] {
  const today = catalogue.todayIso();
  const offersByRoom = new Map<number, { offer: OfferRecord; price: CriteriaPrice }[]>();
  for (const offer of offersOnSale) {
    const price = bookablePriceOf(catalogue, offer, criteria);
    if (!price) continue;
    const list = offersByRoom.get(offer.roomId) ?? [];
    list.push({ offer, price });
    offersByRoom.set(offer.roomId, list);
  }
  const paxCount = criteria.pax.adults + criteria.pax.children + criteria.pax.babies;
  return [...offersByRoom.entries()]
    .flatMap(([roomId, priced]) => {
      const room = catalogue.rooms.get(roomId);
      if (!room || room.hotelId !== hotel.id) return [];
      const offers = priced
        .sort((a, b) => a.price.sellPrice - b.price.sellPrice || a.offer.id - b.offer.id)
        .map(({ offer, price }): RoomOffer => {
          const cancellation = cancellationPolicyOf(offer, price.checkin, today, language);
          return {
            id: offer.id,
            label: offer.labels[language],
            nights: price.nights,
            price: {
              sellPrice: price.sellPrice,
              refPrice: price.refPrice,
              promoPercentageRounded: price.promoPercentageRounded,
              nights: price.nights,
            },
            checkin: price.checkin,
            paxCount,
            hasSelectedDates: price.priceType === 'final-price',
            shortProgramIntroWithoutRoom: programmeLines(catalogue, offer, price.nights, language)
              .filter((line) => line.type !== 'room')
              .map((line) => line.title)
              .join(' + '),
            cancellationPolicy: { cancellable: cancellation.cancellable, message: cancellation.message },
          };
        });
      return [{ ...describeRoom(hotel, room, language), offers }];
    })
    .sort((a, b) => a.offers[0]!.price.sellPrice - b.offers[0]!.price.sellPrice);
}

function describeRoom(hotel: HotelRecord, room: RoomRecord, language: Language): Omit<HotelRoom, 'offers'> {
  const kind = ROOM_KIND_BY_ID.get(room.kind);
  const label = kind?.labels[language] ?? room.kind;
  const bedding = kind?.bedding[language] ?? '';
  const capacity = kind?.capacity ?? 2;
  const upscale = hotel.stars >= 4;
  const bathroom = BATHROOM_TYPES[Math.floor(hashToUnit(room.id, 1) * BATHROOM_TYPES.length)]!;
  const bathroomExtras = BATHROOM_EXTRAS.slice(0, upscale ? 3 : 2);
  // Better-rated hotels equip their rooms with more; which items depends on the room.
  const equipmentCount = Math.min(ROOM_EQUIPMENT.length, hotel.stars);
  const equipmentStart = Math.floor(hashToUnit(room.id, 2) * ROOM_EQUIPMENT.length);
  const equipment = Array.from(
    { length: equipmentCount },
    (_, index) => ROOM_EQUIPMENT[(equipmentStart + index) % ROOM_EQUIPMENT.length]!,
  );
  const sentence = ROOM_KIND_SENTENCES[room.kind]?.[language] ?? '';
  const of = { fr: 'de', es: 'de', it: 'di', nl: 'van' }[language];
  const images = room.images.length > 0 ? room.images : hotel.images.slice(0, 1);
  return {
    uuid: roomUuid(room.id),
    label,
    size: room.sizeM2,
    type: room.kind,
    bedding,
    capacity,
    maxCapacity: capacity + BABY_COT_PLACES,
    description: `${label} ${of} ${room.sizeM2} m², ${lowerFirst(bedding)}. ${sentence}`.trim(),
    detailsSection: [
      { title: ROOM_SECTION_TITLES.bedding[language], details: [bedding] },
      {
        title: ROOM_SECTION_TITLES.bathroom[language],
        details: [bathroom, ...bathroomExtras].map((text) => text[language]),
      },
      {
        title: ROOM_SECTION_TITLES.equipment[language],
        details: [
          ...(hotel.facilities.includes('wifi') ? [FREE_WIFI_IN_ROOM[language]] : []),
          ...equipment.map((text) => text[language]),
        ],
      },
    ],
    highlightedFacilities: [
      `${room.sizeM2} m²`,
      bedding,
      ...(hotel.facilities.includes('wifi') ? [FREE_WIFI_IN_ROOM[language]] : []),
      bathroom[language],
    ].slice(0, 4),
    images: images.map((image) => imageUrl(image)),
    imageUrl: imageUrl(images[0]!),
    importantInfos: [
      ROOM_IMPORTANT.nonSmoking[language],
      ROOM_IMPORTANT.babyCot[language],
      ...(room.kind === 'junior-suite' ? [ROOM_IMPORTANT.sofaBed[language]] : []),
    ],
  };
}

/** A stable UUID-shaped id for a room, so the page can key its cards the same way on every visit. */
export function roomUuid(roomId: number): string {
  const hex = [1, 2, 3, 4]
    .map((salt) =>
      Math.floor(hashToUnit(roomId, salt) * 0x1_0000_0000)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
  const variant = '89ab'[parseInt(hex[16]!, 16) % 4]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}
