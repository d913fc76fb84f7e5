import { LOCALES } from '@escapade/shared-contracts/locales';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface BoxesBlock {
  locale: string;
  title: string;
  buttonURL: { kind: string };
  results: { code: string; slug: string; title: string; price: number }[];
}

describe('GET /gateway/content-boxes-block/{locale}', () => {
  it.each(LOCALES)(
    'gives the gift-box block of %s, as in /content/boxBlock.json, with each box’s slug',
    async (locale) => {
      const response = await testApp.app.inject({ url: `/gateway/content-boxes-block/${locale}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const block: BoxesBlock = response.json();
      const { items } = (await testApp.app.inject({ url: '/content/boxBlock.json' })).json();
      expect(block).toEqual(items.find((item: BoxesBlock) => item.locale === locale));
      expect(block.results.length).toBeGreaterThan(0);
      for (const box of block.results) {
        // The slug is the one of the box's product page (/p/{slug}/{code}).
        const detail = await testApp.app.inject({ url: `/gateway/boxes/${box.code}/product-detail?locale=${locale}` });
        expect(box.slug).toBe(detail.json().slug);
        expect(box.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    },
  );

  it('writes in the locale’s language', async () => {
    const dutch: BoxesBlock = (await testApp.app.inject({ url: '/gateway/content-boxes-block/nl_NL' })).json();
    expect(dutch.title).toBe('Ontdek onze cadeauboxen');
    expect(dutch.buttonURL).toEqual({ kind: 'giftBoxes' });
  });

  it('answers 400 with the usual body for an unknown locale', async () => {
    const response = await testApp.app.inject({ url: '/gateway/content-boxes-block/de_DE' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'params/locale must be equal to one of the allowed values',
    });
  });
});
