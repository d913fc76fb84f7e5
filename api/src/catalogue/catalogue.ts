/**
 * The catalogue held in memory: read once from SQLite at start, with what every search tests of an
 * offer kept in typed columns and the day's from-prices in typed tables, so a search is one
 * sequential pass of cheap arithmetic over tens of thousands of offers.
 */
import type { Language } from '@escapade/shared-contracts/locales';
import { isoToEpochDay, localTodayIso } from '../pricing/dates';
import { cheapestStay, cheapestStays, type CheapestStay } from '../pricing/stay-bookability';
import type { AvailabilityWindow } from '../pricing/stay-price';
import { ACTIVITY_TAGS } from '../vocabulary/activity-tags';
import { FACILITIES, ROOM_KIND_BY_ID } from '../vocabulary/hotel-attributes';
import { THEMES } from '../vocabulary/themes';
import { countReviews, descriptionReader, readCatalogue, type CatalogueDb } from './catalogue-database';
import type {
  ActivityOfferRecord,
  CatalogueMeta,
  CityRecord,
  CmsPage,
  CountryRecord,
  DepartmentRecord,
  GiftBoxRecord,
  HotelRecord,
  OfferRecord,
  PoiRecord,
  RegionRecord,
  ReviewRecord,
  RoomRecord,
} from './catalogue-records';

const FACILITY_BIT = new Map(FACILITIES.map((facility, index) => [facility.id, 1 << index]));

/** One bit per entry of `vocabulary` (at most 31), by id: a set of ids becomes one integer. */
function bitsOf(vocabulary: readonly { id: number }[]): (ids: readonly number[]) => number {
  const bit = new Map(vocabulary.map((entry, index) => [entry.id, 1 << index]));
  // Ids outside the vocabulary are no value of a facet: they take no bit.
  return (ids) => ids.reduce((mask, id) => mask | (bit.get(id) ?? 0), 0);
}
/** Bit i stands for ACTIVITY_TAGS[i]. */
export const tagMaskOf = bitsOf(ACTIVITY_TAGS);
/** Bit i stands for THEMES[i]. */
export const themeMaskOf = bitsOf(THEMES);

/** Bit mask of facility ids; unknown ids give a bit no hotel has, so they match nothing. */
export function facilityMaskOf(ids: readonly string[]): number {
  let mask = 0;
  for (const id of ids) mask |= FACILITY_BIT.get(id) ?? 1 << 30;
  return mask;
}

/** One stay offer with everything a search reads, flattened. */
export interface SearchRow {
  offer: OfferRecord;
  hotel: HotelRecord;
  city: CityRecord;
  departmentId: number;
  regionId: number;
  countryId: number;
  facilityMask: number;
  /** Travellers one room of the offer sleeps (its room kind's capacity). */
  roomCapacity: number;
  /** Position in `Catalogue.rows`: per-offer values kept in arrays are read by it. */
  index: number;
}

/**
 * What a search tests of every offer, one typed array per field in the order of `rows`: a search
 * reads these in one sequential pass instead of following each row to its offer and hotel objects.
 */
export interface RowColumns {
  offerId: Int32Array;
  hotelId: Int32Array;
  maxRoomsLeft: Int32Array;
  /** 1 when the offer is on sale. */
  published: Uint8Array;
  giftable: Uint8Array;
  stars: Int32Array;
  reviewAverage: Float64Array;
  reviewCount: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  facilityMask: Int32Array;
  /** The offer's activity tags (tagMaskOf) and themes (themeMaskOf). */
  tagMask: Int32Array;
  themeMask: Int32Array;
  petsAllowed: Uint8Array;
  roomCapacity: Int32Array;
}

/**
 * The day's from-prices of every offer for a number of rooms, by row: the cheapest stay's price for
 * two adults and its nights. Filled on first read of each row (`priced`: 0 not yet, 1 priced,
 * 2 no stay can be sold).
 */
export interface FromPriceTable {
  priced: Uint8Array;
  checkinDay: Int32Array;
  sellForTwo: Float64Array;
  refForTwo: Float64Array;
  nights: Int32Array;
}

/** Rooms whose from-prices are computed at start (warmUp). */
const ROOMS_PRICED_AT_START = 2;

/** A room whose kind is unknown sleeps two. */
const DEFAULT_ROOM_CAPACITY = 2;

export class Catalogue {
  readonly countries: ReadonlyMap<number, CountryRecord>;
  readonly regions: ReadonlyMap<number, RegionRecord>;
  readonly departments: ReadonlyMap<number, DepartmentRecord>;
  readonly cities: ReadonlyMap<number, CityRecord>;
  readonly pois: ReadonlyMap<number, PoiRecord>;
  readonly hotels: ReadonlyMap<number, HotelRecord>;
  readonly rooms: ReadonlyMap<number, RoomRecord>;
  readonly offers: ReadonlyMap<number, OfferRecord>;
  readonly activityOffers: ReadonlyMap<number, ActivityOfferRecord>;
  readonly giftBoxes: ReadonlyMap<string, GiftBoxRecord>;
  readonly offersByHotel: ReadonlyMap<number, readonly OfferRecord[]>;
  readonly rows: readonly SearchRow[];
  readonly columns: RowColumns;
  readonly rowByOfferId: ReadonlyMap<number, SearchRow>;
  readonly availabilityStartDay: number;
  readonly reviewCount: number;
  private readonly cms: ReadonlyMap<string, CmsPage>;
  private readonly readHotelDescription: (hotelId: number, language: Language) => string;
  private readonly readStayDescription: (offerId: number, language: Language) => string;
  /** From-prices of the day, one table per number of rooms the travellers need. */
  private fromPrices: { todayDay: number; byRooms: Map<number, FromPriceTable> } | null = null;

  constructor(
    readonly db: CatalogueDb,
    readonly meta: CatalogueMeta,
    private readonly clock: () => Date = () => new Date(),
  ) {
    const data = readCatalogue(db);
    const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));
    this.countries = byId(data.countries);
    this.regions = byId(data.regions);
    this.departments = byId(data.departments);
    this.cities = byId(data.cities);
    this.pois = byId(data.pois);
    this.hotels = byId(data.hotels);
    this.rooms = byId(data.rooms);
    this.offers = byId(data.offers);
    this.activityOffers = byId(data.activityOffers);
    this.giftBoxes = new Map(data.giftBoxes.map((box) => [box.code, box]));
    this.cms = new Map(data.cmsPages.map((record) => [`${record.locale}/${record.flow}`, record.page]));
    this.reviewCount = countReviews(db);
    this.readHotelDescription = descriptionReader(db, 'hotels');
    this.readStayDescription = descriptionReader(db, 'offers');

    const offersByHotel = new Map<number, OfferRecord[]>();
    for (const offer of data.offers) {
      const list = offersByHotel.get(offer.hotelId);
      if (list) list.push(offer);
      else offersByHotel.set(offer.hotelId, [offer]);
    }
    this.offersByHotel = offersByHotel;

    // A hotel's offers sit next to each other in `rows` (facet counts rely on it to count hotels
    // without a set per value): the generator writes them so, in offer id order; this keeps it
    // true of any file, hotels in the order of their first offer.
    this.rows = [...offersByHotel.values()].flat().map((offer, index) => {
      const hotel = this.hotels.get(offer.hotelId)!;
      const city = this.cities.get(hotel.cityId)!;
      const room = this.rooms.get(offer.roomId);
      return {
        offer,
        hotel,
        city,
        departmentId: city.departmentId,
        regionId: city.regionId,
        countryId: city.countryId,
        facilityMask: facilityMaskOf(hotel.facilities),
        roomCapacity: (room && ROOM_KIND_BY_ID.get(room.kind)?.capacity) || DEFAULT_ROOM_CAPACITY,
        index,
      };
    });
    this.columns = rowColumnsOf(this.rows);
    this.rowByOfferId = new Map(this.rows.map((row) => [row.offer.id, row]));
    const start = isoToEpochDay(meta.availabilityStart);
    if (start === null) throw new Error(`Bad availability start in the catalogue: ${meta.availabilityStart}`);
    this.availabilityStartDay = start;
  }

  /** Today (server time zone) as yyyy-MM-dd. */
  todayIso(): string {
    return localTodayIso(this.clock());
  }

  availabilityWindow(): AvailabilityWindow {
    return { startDay: this.availabilityStartDay, todayDay: isoToEpochDay(this.todayIso())! };
  }

  /** Last day a stay can start, as a day number. */
  lastAvailabilityDay(): number {
    const anyOffer = this.rows[0]?.offer;
    return this.availabilityStartDay + (anyOffer ? anyOffer.availability.length : 0) - 1;
  }

  /**
   * The cheapest stay of an offer from today on with `rooms` rooms free every night (the price for
   * 2 adults, to be applied to the travellers), cached for the day.
   */
  fromPriceOf(row: SearchRow, rooms = 1, window: AvailabilityWindow = this.availabilityWindow()): CheapestStay | null {
    // A row of another catalogue (never in practice) is priced without the table.
    if (this.rows[row.index] !== row) return cheapestStay(row.offer, row.hotel.environment, window, rooms);
    const table = this.fromPriceTable(rooms, window);
    if (!this.priceRow(table, row.index, rooms, window)) return null;
    return {
      checkinDay: table.checkinDay[row.index]!,
      nights: table.nights[row.index]!,
      sellForTwo: table.sellForTwo[row.index]!,
      refForTwo: table.refForTwo[row.index]!,
    };
  }

  /** The day's from-price table for `rooms` rooms; its rows are priced on first read (`priceRow`). */
  fromPriceTable(rooms: number, window: AvailabilityWindow = this.availabilityWindow()): FromPriceTable {
    if (!this.fromPrices || this.fromPrices.todayDay !== window.todayDay) {
      this.fromPrices = { todayDay: window.todayDay, byRooms: new Map() };
    }
    let table = this.fromPrices.byRooms.get(rooms);
    if (!table) {
      const size = this.rows.length;
      table = {
        priced: new Uint8Array(size),
        sellForTwo: new Float64Array(size),
        refForTwo: new Float64Array(size),
        nights: new Int32Array(size),
        checkinDay: new Int32Array(size),
      };
      this.fromPrices.byRooms.set(rooms, table);
    }
    return table;
  }

  /** Prices row `index` in `table` if not done yet; false when no stay of it can be sold. */
  priceRow(table: FromPriceTable, index: number, rooms: number, window: AvailabilityWindow): boolean {
    if (table.priced[index] === 0) {
      const row = this.rows[index]!;
      recordCheapest(table, index, cheapestStay(row.offer, row.hotel.environment, window, rooms));
    }
    return table.priced[index] === 1;
  }

  /**
   * Computes the one- and two-room from-prices of every offer now (a couple's and a family's), so
   * no search pays for them; parties needing more rooms are priced on first use.
   */
  warmUp(): void {
    const window = this.availabilityWindow();
    const tables = Array.from({ length: ROOMS_PRICED_AT_START }, (_, rooms) => this.fromPriceTable(rooms + 1, window));
    this.rows.forEach((row, index) => {
      const stays = cheapestStays(row.offer, row.hotel.environment, window, ROOMS_PRICED_AT_START);
      tables.forEach((table, rooms) => {
        if (table.priced[index] === 0) recordCheapest(table, index, stays[rooms] ?? null);
      });
    });
  }

  /** A hotel's description in one language, read from the catalogue file (not held in memory). */
  hotelDescription(hotelId: number, language: Language): string {
    return this.readHotelDescription(hotelId, language);
  }

  /** A stay's description in one language, read from the catalogue file (not held in memory). */
  stayDescription(offerId: number, language: Language): string {
    return this.readStayDescription(offerId, language);
  }

  cmsPage(locale: string, flow: string): CmsPage | undefined {
    return this.cms.get(`${locale}/${flow}`);
  }

  reviewsOfHotel(hotelId: number): ReviewRecord[] {
    const rows = this.db
      .prepare(
        `SELECT id, hotel_id AS hotelId, language, customer, traveller_type AS travellerType, date, average, positive, negative
         FROM reviews WHERE hotel_id = ? ORDER BY date DESC, id DESC`,
      )
      .all(hotelId) as ReviewRecord[];
    return rows;
  }

  counts(): Record<string, number> {
    return {
      countries: this.countries.size,
      regions: this.regions.size,
      departments: this.departments.size,
      cities: this.cities.size,
      pois: this.pois.size,
      hotels: this.hotels.size,
      rooms: this.rooms.size,
      offers: this.offers.size,
      activityOffers: this.activityOffers.size,
      giftBoxes: this.giftBoxes.size,
      reviews: this.reviewCount,
    };
  }
}

function rowColumnsOf(rows: readonly SearchRow[]): RowColumns {
  const size = rows.length;
  const columns: RowColumns = {
    offerId: new Int32Array(size),
    hotelId: new Int32Array(size),
    maxRoomsLeft: new Int32Array(size),
    published: new Uint8Array(size),
    giftable: new Uint8Array(size),
    stars: new Int32Array(size),
    reviewAverage: new Float64Array(size),
    reviewCount: new Int32Array(size),
    lat: new Float64Array(size),
    lng: new Float64Array(size),
    facilityMask: new Int32Array(size),
    tagMask: new Int32Array(size),
    themeMask: new Int32Array(size),
    petsAllowed: new Uint8Array(size),
    roomCapacity: new Int32Array(size),
  };
  rows.forEach(({ offer, hotel, facilityMask, roomCapacity }, index) => {
    columns.offerId[index] = offer.id;
    columns.hotelId[index] = hotel.id;
    columns.maxRoomsLeft[index] = offer.maxRoomsLeft;
    columns.published[index] = offer.published ? 1 : 0;
    columns.giftable[index] = offer.giftable ? 1 : 0;
    columns.stars[index] = hotel.stars;
    columns.reviewAverage[index] = hotel.reviewAverage;
    columns.reviewCount[index] = hotel.reviewCount;
    columns.lat[index] = hotel.lat;
    columns.lng[index] = hotel.lng;
    columns.facilityMask[index] = facilityMask;
    columns.tagMask[index] = tagMaskOf(offer.tagIds);
    columns.themeMask[index] = themeMaskOf(offer.themeIds);
    columns.petsAllowed[index] = hotel.petsAllowed ? 1 : 0;
    columns.roomCapacity[index] = roomCapacity;
  });
  return columns;
}

/** Writes an offer's from-price (or that it has none) at `index` of `table`. */
function recordCheapest(table: FromPriceTable, index: number, cheapest: CheapestStay | null): void {
  if (cheapest) {
    table.sellForTwo[index] = cheapest.sellForTwo;
    table.refForTwo[index] = cheapest.refForTwo;
    table.nights[index] = cheapest.nights;
    table.checkinDay[index] = cheapest.checkinDay;
  }
  table.priced[index] = cheapest ? 1 : 2;
}
