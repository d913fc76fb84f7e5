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

interface BoxCardJson {
  code: string;
  title: string;
  slug: string;
  description: string;
  price: { sellPrice: number; referencePrice: number; promo: number };
  nights: number;
  people: number;
  format: string;
  imageUrl: string;
  images: { main: string; catalog: string };
}

async function searchBoxes(locale: string): Promise<BoxCardJson[]> {
  const response = await testApp.app.inject({ url: `/api/boxes/search?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ boxes: BoxCardJson[] }>().boxes;
}

describe('GET /api/boxes/search', () => {
  it('lists every gift box, digital (code ending in EBOX) and physical', async () => {
    const boxes = await searchBoxes('fr_FR');
    expect(boxes.map((box) => box.code).sort()).toEqual(giftBoxes.map((box) => box.code).sort());
    const digital = boxes.filter((box) => box.code.endsWith('EBOX'));
    expect(digital.length).toBeGreaterThanOrEqual(5);
    expect(digital.length).toBeLessThan(boxes.length);
    for (const box of boxes) {
      // The format is the part of the code after the first hyphen.
      expect(box.format).toBe(box.code.split('-')[1] === 'EBOX' ? 'digital' : 'physical');
    }
  });

  it('gives each box its localised title, slug, description, price and pictures', async () => {
    const boxes = await searchBoxes('es_ES');
    const wellness = boxes.find((box) => box.code === 'WELLNESS-EBOX')!;
    const record = giftBoxes.find((box) => box.code === 'WELLNESS-EBOX')!;
    expect(wellness).toMatchObject({
      title: 'Caja Bienestar',
      slug: 'caja-bienestar',
      description: record.descriptions.es,
      nights: record.nights,
      people: 2,
      price: { sellPrice: record.price, referencePrice: record.referencePrice },
    });
    expect(wellness.imageUrl).toBe(wellness.images.main);
    expect(wellness.images.main).toMatch(/^\/images\/gift\/\d+\.webp$/);
    expect(wellness.images.catalog).toMatch(/^\/images\/\w+\/\d+\.webp$/);
    for (const box of boxes) {
      expect(box.slug).toMatch(/^[a-z0-9-]+$/);
      expect(Number.isInteger(box.price.sellPrice)).toBe(true);
    }
  });

  it('shows a promotion only above 5 %, rounded down', async () => {
    for (const box of await searchBoxes('it_IT')) {
      const { sellPrice, referencePrice, promo } = box.price;
      const percent = referencePrice > sellPrice ? Math.floor((1 - sellPrice / referencePrice) * 100) : 0;
      expect(promo).toBe(percent > 5 ? percent : 0);
    }
  });

  it('answers 400 without a known locale', async () => {
    expect((await testApp.app.inject({ url: '/api/boxes/search' })).statusCode).toBe(400);
    const response = await testApp.app.inject({ url: '/api/boxes/search?locale=de_DE' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('querystring/locale');
  });
});
