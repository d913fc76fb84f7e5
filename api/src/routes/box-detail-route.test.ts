import type { GiftBoxRecord } from '../catalogue/catalogue-records';
import { readTestCatalogue } from '../test/read-test-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';
import { THEMES, WELLNESS_THEME_ID } from '../vocabulary/themes';

let testApp: TestApp;
let giftBoxes: GiftBoxRecord[];
beforeAll(async () => {
  testApp = await createTestApp();
  giftBoxes = readTestCatalogue(testApp.dataDir).giftBoxes;
});
afterAll(async () => {
  await testApp.close();
});

interface BoxDetailJson {
  code: string;
  title: string;
  description: string;
  includedContent: string;
  value: number;
  referencePrice: number;
  price: { sellPrice: number; referencePrice: number; promo: number };
  searchCriteriaProperties: { nights: number; people: number; themeId: number | null };
  searchCriteria: { subthemas: number[] };
  slug: string;
  format: string;
  images: { main: string; catalog: string; mainBySize: Record<string, string[]> };
  pageModel: { pageTitle: string; canonicalUrl: string; alternateUrls: string[]; metaRobots: string };
}

async function detailOf(code: string, locale = 'fr_FR'): Promise<BoxDetailJson> {
  const response = await testApp.app.inject({ url: `/gateway/boxes/${code}/product-detail?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  return response.json<BoxDetailJson>();
}

describe('GET /gateway/boxes/:code/product-detail', () => {
  it('describes a digital box: title, what it includes, price, search criteria and pictures', async () => {
    const record = giftBoxes.find((box) => box.code === 'WELLNESS-EBOX')!;
    const detail = await detailOf('WELLNESS-EBOX');
    expect(detail).toMatchObject({
      code: 'WELLNESS-EBOX',
      title: 'Coffret Bien-être',
      description: record.descriptions.fr,
      includedContent: record.includedContent.fr,
      value: record.price,
      referencePrice: record.referencePrice,
      price: { sellPrice: record.price, referencePrice: record.referencePrice },
      searchCriteriaProperties: { nights: record.nights, people: 2, themeId: WELLNESS_THEME_ID },
      searchCriteria: { subthemas: [WELLNESS_THEME_ID] },
      slug: 'coffret-bien-etre',
      format: 'digital',
    });
    expect(detail.includedContent.split('\n').length).toBeGreaterThanOrEqual(3);
    expect(detail.includedContent).toContain('Petit-déjeuner inclus');
    expect(detail.images.main).toMatch(/^\/images\/gift\/\d+\.webp$/);
    expect(Object.keys(detail.images.mainBySize).sort()).toEqual(['120_80', '640_360', '960_540']);
    expect(detail.images.mainBySize['640_360']![0]).toBe(`${detail.images.main}?w=640&h=360`);
  });

  it('is kept out of search engines, its canonical address being /p/{slug}/{code}', async () => {
    const detail = await detailOf('GOURMET-BOX', 'nl_BE');
    expect(detail.pageModel).toEqual({
      pageTitle: 'Culinaire box | Escapade',
      canonicalUrl: '/p/culinaire-box/GOURMET-BOX',
      alternateUrls: [],
      metaRobots: 'noindex, follow',
    });
  });

  it('reads the format from the code and opens every theme for a box without one', async () => {
    const physical = await detailOf('ESCAPE-BOX', 'it_IT');
    expect(physical.format).toBe('physical');
    expect(physical.title).toBe('Cofanetto Fuga');
    expect(physical.searchCriteriaProperties.themeId).toBeNull();
    expect(physical.searchCriteria.subthemas.sort()).toEqual(THEMES.map((theme) => theme.id).sort());
    const digital = await detailOf('ESCAPE-EBOX', 'it_IT');
    expect(digital.format).toBe('digital');
    expect(physical.price.sellPrice).toBeGreaterThan(digital.price.sellPrice);
  });

  it('shows the promotion only above 5 %, rounded down', async () => {
    for (const record of giftBoxes) {
      const { price } = await detailOf(record.code);
      const percent = Math.floor((1 - record.price / record.referencePrice) * 100);
      expect(price.promo).toBe(record.referencePrice > record.price && percent > 5 ? percent : 0);
    }
  });

  it('answers 404 for an unknown box', async () => {
    const response = await testApp.app.inject({ url: '/gateway/boxes/UNKNOWN-EBOX/product-detail?locale=fr_FR' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('No gift box with code UNKNOWN-EBOX');
  });

  it('answers 400 for a code that is not a box code, or a bad locale', async () => {
    for (const code of ['wellness-ebox', 'WELLNESS', 'WELLNESS-EBOX-2', `${'A'.repeat(40)}-EBOX`, '%20', 'A-B']) {
      const response = await testApp.app.inject({ url: `/gateway/boxes/${code}/product-detail?locale=fr_FR` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('params/code');
    }
    const noLocale = await testApp.app.inject({ url: '/gateway/boxes/WELLNESS-EBOX/product-detail' });
    expect(noLocale.statusCode).toBe(400);
  });
});
