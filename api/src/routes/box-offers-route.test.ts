import type { GiftBoxRecord } from '../catalogue/catalogue-records';
import { readTestCatalogue } from '../test/read-test-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let giftBoxes: GiftBoxRecord[];
beforeAll(async () => {
  testApp = await createTestApp();
  giftBoxes = readTestCatalogue(testApp.dataDir).giftBoxes;
});
afterAll(async () => {
  await testApp.close();
});

interface BoxOfferJson {
  id: number;
  label: string;
  uri: string;
  imageUrl: string;
  hotel: { id: number; label: string; stars: number; review: { count: number; average: number } };
  location: { label: string; lat: number; lng: number };
}

interface BoxOffersJson {
  exactMatch: BoxOfferJson[];
  searchDetails: { totalCount: number };
}

interface MapJson {
  exactMatch: { id: number; label: string; lat: number; lng: number }[];
}

async function offersOf(code: string, query: string): Promise<BoxOffersJson> {
  const response = await testApp.app.inject({ url: `/api/boxes/${code}/offers?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<BoxOffersJson>();
}

const offerIdsOf = (code: string) => new Set(giftBoxes.find((box) => box.code === code)!.offerIds);

describe('GET /api/boxes/:code/offers', () => {
  it('pages the stays of the box 8 by 8, with the total count', async () => {
    const first = await offersOf('WELLNESS-EBOX', 'locale=fr_FR&page=0&limit=8');
    expect(first.exactMatch).toHaveLength(8);
    expect(first.searchDetails.totalCount).toBeGreaterThan(16);
    const second = await offersOf('WELLNESS-EBOX', 'locale=fr_FR&page=1&limit=8');
    expect(second.exactMatch).toHaveLength(8);
    const ids = [...first.exactMatch, ...second.exactMatch].map((offer) => offer.id);
    expect(new Set(ids).size).toBe(16);
    // Without page and limit: the first page of 8.
    expect(await offersOf('WELLNESS-EBOX', 'locale=fr_FR')).toEqual(first);
  });

  it('has a second page for every box', async () => {
    for (const box of giftBoxes) {
      const { searchDetails } = await offersOf(box.code, 'locale=fr_FR');
      expect(searchDetails.totalCount).toBeGreaterThanOrEqual(9);
    }
  });

  it('describes each stay with its hotel, picture and place, in the language asked', async () => {
    const { exactMatch } = await offersOf('GOURMET-EBOX', 'locale=es_ES&limit=3');
    expect(exactMatch).toHaveLength(3);
    for (const offer of exactMatch) {
      expect(offer.uri).toBe(`/stay/${offer.id}`);
      expect(offer.imageUrl).toMatch(/^\/images\/\w+\/\d+\.webp$/);
      expect(offer.hotel.stars).toBeGreaterThanOrEqual(2);
      expect(offer.hotel.review.average).toBeGreaterThanOrEqual(0);
      expect(offer.location.label.length).toBeGreaterThan(1);
      expect(Math.abs(offer.location.lat)).toBeLessThanOrEqual(90);
    }
    const french = await offersOf('GOURMET-EBOX', 'locale=fr_FR&limit=3');
    expect(french.exactMatch.map((offer) => offer.id)).toEqual(exactMatch.map((offer) => offer.id));
    expect(french.exactMatch.map((offer) => offer.label)).not.toEqual(exactMatch.map((offer) => offer.label));
  });

  it('lists best reviewed hotels first', async () => {
    const { exactMatch } = await offersOf('ROMANCE-EBOX', 'locale=fr_FR');
    const averages = exactMatch.map((offer) => offer.hotel.review.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  it('answers an empty page past the end, so the page stops loading', async () => {
    const { searchDetails } = await offersOf('PRESTIGE-EBOX', 'locale=fr_FR');
    const lastPage = Math.ceil(searchDetails.totalCount / 8) - 1;
    const last = await offersOf('PRESTIGE-EBOX', `locale=fr_FR&page=${lastPage}`);
    expect(last.exactMatch.length).toBe(searchDetails.totalCount - lastPage * 8);
    const past = await offersOf('PRESTIGE-EBOX', `locale=fr_FR&page=${lastPage + 1}`);
    expect(past).toEqual({ exactMatch: [], searchDetails });
  });

  it('gives only the stays of the box, each once', async () => {
    for (const code of ['WELLNESS-EBOX', 'PRESTIGE-BOX']) {
      const boxOfferIds = offerIdsOf(code);
      const { searchDetails } = await offersOf(code, 'locale=fr_FR');
      expect(searchDetails.totalCount).toBeLessThanOrEqual(boxOfferIds.size);
      const map = (
        await testApp.app.inject({ url: `/api/boxes/${code}/offers?locale=fr_FR&performMapSearch=true` })
      ).json<MapJson>();
      const ids = map.exactMatch.map((offer) => offer.id);
      expect(ids.every((id) => boxOfferIds.has(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const wellness = await offersOf('WELLNESS-EBOX', 'locale=fr_FR');
    const prestige = await offersOf('PRESTIGE-EBOX', 'locale=fr_FR');
    expect(wellness.exactMatch.map((offer) => offer.id)).not.toEqual(prestige.exactMatch.map((offer) => offer.id));
  });

  it('with performMapSearch=true, gives every stay of the box as a marker, without paging', async () => {
    const { searchDetails } = await offersOf('NATURE-EBOX', 'locale=fr_FR');
    const response = await testApp.app.inject({
      url: '/api/boxes/NATURE-EBOX/offers?locale=it_IT&performMapSearch=true&page=3&limit=2',
    });
    expect(response.statusCode).toBe(200);
    const map = response.json<MapJson>();
    expect(map.exactMatch).toHaveLength(searchDetails.totalCount);
    for (const marker of map.exactMatch) {
      expect(Object.keys(marker).sort()).toEqual(['id', 'label', 'lat', 'lng']);
      expect(Math.abs(marker.lng)).toBeLessThanOrEqual(180);
    }
    const firstPage = await offersOf('NATURE-EBOX', 'locale=it_IT');
    expect(map.exactMatch.slice(0, 8).map((marker) => marker.id)).toEqual(
      firstPage.exactMatch.map((offer) => offer.id),
    );
  });

  it('answers 404 for an unknown box', async () => {
    const response = await testApp.app.inject({ url: '/api/boxes/NOPE-EBOX/offers?locale=fr_FR' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('No gift box with code NOPE-EBOX');
  });

  it('answers 400 for a bad code, page, limit, map flag or locale, naming it', async () => {
    for (const [query, named] of [
      ['locale=fr_FR&limit=9', 'querystring/limit'],
      ['locale=fr_FR&limit=0', 'querystring/limit'],
      ['locale=fr_FR&page=-1', 'querystring/page'],
      ['locale=fr_FR&page=1.5', 'querystring/page'],
      ['locale=fr_FR&page=10001', 'querystring/page'],
      ['locale=fr_FR&page=Infinity', 'querystring/page'],
      ['locale=fr_FR&performMapSearch=maybe', 'querystring/performMapSearch'],
      ['locale=en_US', 'querystring/locale'],
      ['page=0', 'locale'],
    ] as const) {
      const response = await testApp.app.inject({ url: `/api/boxes/WELLNESS-EBOX/offers?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(named);
    }
    const badCode = await testApp.app.inject({ url: '/api/boxes/WELLNESS_EBOX/offers?locale=fr_FR' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json<{ message: string }>().message).toContain('params/code');
  });
});
