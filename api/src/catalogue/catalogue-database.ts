/**
 * The SQLite file of the catalogue: its schema, how generated data is written to it and read back.
 * Rows keep their full record as JSON (`data`) next to the indexed columns queries need. Hotels'
 * and stays' descriptions have a column of their own (the four languages as JSON): they are left
 * out of what is loaded in memory and read one at a time by the page that shows one.
 */
import type { Language } from '@escapade/shared-contracts/locales';
import Database from 'better-sqlite3';
import { DEFAULT_HOTEL_COUNT } from '../generator/generate-catalogue';
import type { CatalogueData, CatalogueMeta, CmsPageRecord, OfferRecord, StoredCatalogue } from './catalogue-records';

export type CatalogueDb = Database.Database;

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE countries (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
CREATE TABLE regions (id INTEGER PRIMARY KEY, country_id INTEGER NOT NULL REFERENCES countries(id), data TEXT NOT NULL);
CREATE TABLE departments (id INTEGER PRIMARY KEY, region_id INTEGER NOT NULL REFERENCES regions(id), data TEXT NOT NULL);
CREATE TABLE cities (id INTEGER PRIMARY KEY, department_id INTEGER NOT NULL REFERENCES departments(id), population INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE pois (id INTEGER PRIMARY KEY, region_id INTEGER NOT NULL REFERENCES regions(id), data TEXT NOT NULL);
CREATE TABLE hotels (
  id INTEGER PRIMARY KEY, city_id INTEGER NOT NULL REFERENCES cities(id), stars INTEGER NOT NULL,
  review_average REAL NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL, data TEXT NOT NULL, descriptions TEXT NOT NULL
);
CREATE INDEX hotels_city ON hotels(city_id);
CREATE TABLE rooms (id INTEGER PRIMARY KEY, hotel_id INTEGER NOT NULL REFERENCES hotels(id), data TEXT NOT NULL);
CREATE INDEX rooms_hotel ON rooms(hotel_id);
CREATE TABLE offers (
  id INTEGER PRIMARY KEY, hotel_id INTEGER NOT NULL REFERENCES hotels(id), top_theme_id INTEGER NOT NULL,
  base_price INTEGER NOT NULL, published INTEGER NOT NULL, availability TEXT NOT NULL, data TEXT NOT NULL,
  descriptions TEXT NOT NULL
);
CREATE INDEX offers_hotel ON offers(hotel_id);
CREATE TABLE activity_offers (id INTEGER PRIMARY KEY, hotel_id INTEGER NOT NULL REFERENCES hotels(id), data TEXT NOT NULL);
CREATE TABLE gift_boxes (code TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY, hotel_id INTEGER NOT NULL REFERENCES hotels(id), language TEXT NOT NULL, customer TEXT NOT NULL,
  traveller_type TEXT NOT NULL, date TEXT NOT NULL, average REAL NOT NULL, positive TEXT NOT NULL, negative TEXT NOT NULL
);
CREATE INDEX reviews_hotel ON reviews(hotel_id, date);
CREATE TABLE cms_pages (locale TEXT NOT NULL, flow TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (locale, flow));
`;

/** Writes a complete catalogue into a new, empty database file. */
export function writeCatalogue(file: string, data: CatalogueData, meta: CatalogueMeta): void {
  const db = new Database(file);
  try {
    // A throw-away file until it is renamed: no journal needed, nothing to sync.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(SCHEMA);
    const json = JSON.stringify;
    db.transaction(() => {
      const insertMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      for (const [key, value] of Object.entries(meta)) insertMeta.run(key, String(value));

      const country = db.prepare('INSERT INTO countries (id, code, data) VALUES (?, ?, ?)');
      for (const row of data.countries) country.run(row.id, row.code, json(row));
      const region = db.prepare('INSERT INTO regions (id, country_id, data) VALUES (?, ?, ?)');
      for (const row of data.regions) region.run(row.id, row.countryId, json(row));
      const department = db.prepare('INSERT INTO departments (id, region_id, data) VALUES (?, ?, ?)');
      for (const row of data.departments) department.run(row.id, row.regionId, json(row));
      const city = db.prepare('INSERT INTO cities (id, department_id, population, data) VALUES (?, ?, ?, ?)');
      for (const row of data.cities) city.run(row.id, row.departmentId, row.population, json(row));
      const poi = db.prepare('INSERT INTO pois (id, region_id, data) VALUES (?, ?, ?)');
      for (const row of data.pois) poi.run(row.id, row.regionId, json(row));
      const hotel = db.prepare(
        'INSERT INTO hotels (id, city_id, stars, review_average, lat, lng, data, descriptions) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (const row of data.hotels) {
        const { descriptions, ...rest } = row;
        hotel.run(row.id, row.cityId, row.stars, row.reviewAverage, row.lat, row.lng, json(rest), json(descriptions));
      }
      const room = db.prepare('INSERT INTO rooms (id, hotel_id, data) VALUES (?, ?, ?)');
      for (const row of data.rooms) room.run(row.id, row.hotelId, json(row));
      const offer = db.prepare(
        'INSERT INTO offers (id, hotel_id, top_theme_id, base_price, published, availability, data, descriptions) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (const row of data.offers) {
        const { availability, descriptions, ...rest } = row;
        offer.run(
          row.id,
          row.hotelId,
          row.topThemeId,
          row.basePrice,
          row.published ? 1 : 0,
          availability,
          json(rest),
          json(descriptions),
        );
      }
      const activity = db.prepare('INSERT INTO activity_offers (id, hotel_id, data) VALUES (?, ?, ?)');
      for (const row of data.activityOffers) activity.run(row.id, row.hotelId, json(row));
      const box = db.prepare('INSERT INTO gift_boxes (code, data) VALUES (?, ?)');
      for (const row of data.giftBoxes) box.run(row.code, json(row));
      const review = db.prepare(
        'INSERT INTO reviews (id, hotel_id, language, customer, traveller_type, date, average, positive, negative) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (const row of data.reviews) {
        review.run(
          row.id,
          row.hotelId,
          row.language,
          row.customer,
          row.travellerType,
          row.date,
          row.average,
          row.positive,
          row.negative,
        );
      }
      const cms = db.prepare('INSERT INTO cms_pages (locale, flow, data) VALUES (?, ?, ?)');
      for (const row of data.cmsPages) cms.run(row.locale, row.flow, json(row.page));
    })();
  } finally {
    db.close();
  }
}

/** The meta row of an existing file, or null when the file is not a readable catalogue. */
export function readCatalogueMeta(db: CatalogueDb): CatalogueMeta | null {
  try {
    const rows = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
    const values = new Map(rows.map((row) => [row.key, row.value]));
    const generatorVersion = values.get('generatorVersion');
    const availabilityStart = values.get('availabilityStart');
    if (!generatorVersion || !availabilityStart) return null;
    return {
      generatorVersion,
      seed: Number(values.get('seed')),
      // Files written before the count was recorded were all of the usual size.
      hotelCount: Number(values.get('hotelCount') ?? DEFAULT_HOTEL_COUNT),
      availabilityStart,
      generatedAt: values.get('generatedAt') ?? '',
      generationMs: Number(values.get('generationMs') ?? 0),
    };
  } catch {
    return null;
  }
}

/**
 * Reads every catalogue row back; reviews stay in the database and are queried per hotel, hotels'
 * and stays' descriptions are read one at a time (`descriptionReader`).
 */
export function readCatalogue(db: CatalogueDb): StoredCatalogue {
  // Row by row: each row's JSON text is dropped once parsed, instead of every text of a table
  // being held at once beside its objects (hundreds of MB at start on a large catalogue).
  const each = <Row, T>(sql: string, read: (row: Row) => T): T[] => {
    const records: T[] = [];
    for (const row of db.prepare(sql).iterate() as IterableIterator<Row>) records.push(read(row));
    return records;
  };
  const all = <T>(sql: string): T[] => each(sql, (row: { data: string }) => JSON.parse(row.data) as T);
  const offers = each(
    'SELECT availability, data FROM offers ORDER BY id',
    (row: { availability: string; data: string }) => {
      const offer = JSON.parse(row.data) as OfferRecord;
      offer.availability = row.availability;
      return offer;
    },
  );
  return {
    countries: all('SELECT data FROM countries ORDER BY id'),
    regions: all('SELECT data FROM regions ORDER BY id'),
    departments: all('SELECT data FROM departments ORDER BY id'),
    cities: all('SELECT data FROM cities ORDER BY id'),
    pois: all('SELECT data FROM pois ORDER BY id'),
    hotels: all('SELECT data FROM hotels ORDER BY id'),
    rooms: all('SELECT data FROM rooms ORDER BY id'),
    offers,
    activityOffers: all('SELECT data FROM activity_offers ORDER BY id'),
    giftBoxes: all('SELECT data FROM gift_boxes ORDER BY code'),
    cmsPages: (
      db.prepare('SELECT locale, flow, data FROM cms_pages').all() as { locale: string; flow: string; data: string }[]
    ).map((row) => ({ locale: row.locale, flow: row.flow, page: JSON.parse(row.data) }) as CmsPageRecord),
  };
}

/**
 * One language's description of a hotel (`hotels`) or a stay (`offers`) by id, read from the file
 * with one statement prepared once: a primary-key lookup, well under a millisecond.
 */
export function descriptionReader(
  db: CatalogueDb,
  table: 'hotels' | 'offers',
): (id: number, language: Language) => string {
  const statement = db
    .prepare<[string, number], string | null>(`SELECT json_extract(descriptions, ?) FROM ${table} WHERE id = ?`)
    .pluck();
  return (id, language) => {
    const text = statement.get(`$.${language}`, id);
    if (typeof text !== 'string')
      throw new Error(`No ${language} description of ${table} row ${id} in the catalogue file`);
    return text;
  };
}

export function countReviews(db: CatalogueDb): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM reviews').get() as { count: number }).count;
}
