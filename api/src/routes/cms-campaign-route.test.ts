import { LOCALES, type Locale } from '@escapade/shared-contracts/locales';
import { createTestApp, type TestApp } from '../test/test-app';
import { blocksOfType, searchOffers, type PageBlock } from './cms-test-searches';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function campaign(id: string, locale: Locale) {
  const response = await testApp.app.inject({ url: `/api/cms/campaigns/${id}?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return response.json();
}

/** Where each campaign runs; it leads home on the other sites. */
const RUNS_ON: Readonly<Record<string, readonly Locale[]>> = {
  'black-friday': LOCALES,
  xmas: LOCALES,
  valentines: ['fr_FR', 'fr_BE', 'es_ES', 'it_IT'],
  spring: ['fr_FR', 'fr_BE'],
};

describe('GET /api/cms/campaigns/{id}', () => {
  it.each(Object.keys(RUNS_ON))('runs %s on its sites and leads home elsewhere', async (id) => {
    for (const locale of LOCALES) {
      const answer = await campaign(id, locale);
      if (RUNS_ON[id]!.includes(locale)) {
        expect(answer).toMatchObject({ id, redirectHome: false });
        const page: { jumbotron: { title: string }; blocks: PageBlock[]; footer: unknown } = answer.page;
        expect(page.jumbotron.title.length).toBeGreaterThan(5);
        expect(page.blocks.map((block) => block.type)).toEqual(['banner', 'topSearchResults', 'marketing']);
        expect(page.footer).toEqual({ legal: false, newsletter: true, contact: false });
      } else {
        expect(answer).toEqual({ id, redirectHome: true });
      }
    }
  });

  it('lists the biggest discounts first', async () => {
    const { page } = await campaign('black-friday', 'es_ES');
    const [results] = blocksOfType<{ search: string; flow: 'booking'; more: { target: unknown } }>(
      page,
      'topSearchResults',
    );
    expect(results!.search).toContain('sort=discount');
    expect(results!.more.target).toEqual({ kind: 'search', query: { flow: 'booking' }, hash: results!.search });
    const found = await searchOffers(testApp.app, { hash: results!.search, flow: 'booking', locale: 'es_ES' });
    const promos = found.exactMatch.map((offer) => offer.promo);
    expect(promos.length).toBeGreaterThan(1);
    expect(promos).toEqual([...promos].sort((a, b) => b - a));
    expect(promos[0]).toBeGreaterThan(0);
  });

  it('writes each running campaign in the locale’s language and finds stays for it', async () => {
    const valentines = await campaign('valentines', 'it_IT');
    expect(valentines.page.seo.title).toMatch(/San Valentino/);
    const spring = await campaign('spring', 'fr_BE');
    expect(spring.page.jumbotron.title).toBe('Le printemps des escapades');
    for (const answer of [valentines, spring]) {
      const [results] = blocksOfType<{ search: string; flow: 'booking' }>(answer.page, 'topSearchResults');
      const found = await searchOffers(testApp.app, { hash: results!.search, flow: 'booking', locale: 'fr_BE' });
      expect(found.exactMatch.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for another campaign and 400 without a locale', async () => {
    const unknown = await testApp.app.inject({ url: '/api/cms/campaigns/summer?locale=fr_FR' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const missing = await testApp.app.inject({ url: '/api/cms/campaigns/xmas' });
    expect(missing.statusCode).toBe(400);
  });
});
