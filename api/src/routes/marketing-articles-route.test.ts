import { LOCALES } from '@escapade/shared-contracts/locales';
import { ROUTE_KINDS } from '@escapade/shared-contracts/routes';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface Article {
  id: string;
  title: string;
  text: string;
  imageUrl: string;
  target: { kind: string; id?: string };
}

describe('GET /api/cms/marketing-articles', () => {
  it.each(LOCALES)('gives %s 4 to 6 articles leading into the shop', async (locale) => {
    const response = await testApp.app.inject({ url: `/api/cms/marketing-articles?locale=${locale}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const items: Article[] = response.json().items;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.title.length).toBeGreaterThan(5);
      expect(item.text.length).toBeGreaterThan(30);
      expect(item.text).not.toMatch(/[{}]/);
      expect(item.imageUrl).toMatch(/^\/images\/[a-z]+\/[\w-]+\.webp$/);
      expect(ROUTE_KINDS).toContain(item.target.kind);
      if (item.target.kind === 'landing') {
        const landing = await testApp.app.inject({ url: `/api/cms/landings/${item.target.id}?locale=${locale}` });
        expect(landing.statusCode).toBe(200);
      }
    }
  });

  it('writes in the locale’s language', async () => {
    const titles = async (locale: string) =>
      (
        (await testApp.app.inject({ url: `/api/cms/marketing-articles?locale=${locale}` })).json().items as Article[]
      ).map((item) => item.title);
    expect(await titles('fr_FR')).toContain('Offrez une escapade');
    expect(await titles('nl_BE')).toContain('Geef een uitje cadeau');
    expect(await titles('fr_BE')).toEqual(await titles('fr_FR'));
  });

  it('refuses a missing locale', async () => {
    const response = await testApp.app.inject({ url: '/api/cms/marketing-articles' });
    expect(response.statusCode).toBe(400);
  });
});
