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

interface LandingPage {
  slug: string;
  seo: { title: string; index: boolean; follow: boolean };
  jumbotron: { title: string; subtitle: string; imageUrl: string };
  blocks: PageBlock[];
  footer: unknown;
}

async function landings(locale: Locale): Promise<{ slug: string; title: string }[]> {
  const response = await testApp.app.inject({ url: `/api/cms/landings?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return response.json().items;
}

describe('GET /api/cms/landings', () => {
  it.each([
    ['fr_FR', 'week-end-romantique'],
    ['fr_BE', 'week-end-romantique'],
    ['es_ES', 'escapada-romantica'],
    ['it_IT', 'weekend-romantico'],
    ['nl_NL', 'romantisch-weekend'],
    ['nl_BE', 'romantisch-weekend'],
  ] as const)('lists 4 to 6 landings of %s with slugs in its language (%s)', async (locale, romantic) => {
    const items = await landings(locale);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items.map((item) => item.slug)).toContain(romantic);
    expect(new Set(items.map((item) => item.slug)).size).toBe(items.length);
    for (const item of items) expect(item.title.length).toBeGreaterThan(3);
  });

  it('refuses a missing locale', async () => {
    const response = await testApp.app.inject({ url: '/api/cms/landings' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("querystring must have required property 'locale'");
  });
});

describe('GET /api/cms/landings/{slug}', () => {
  it.each(LOCALES)('gives each landing of %s as a CMS page built from the catalogue', async (locale) => {
    for (const { slug, title } of await landings(locale)) {
      const response = await testApp.app.inject({ url: `/api/cms/landings/${slug}?locale=${locale}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const page: LandingPage = response.json();
      expect(page.slug).toBe(slug);
      expect(page.seo).toMatchObject({ index: true, follow: true });
      expect(page.seo.title).toContain(title);
      expect(page.jumbotron.imageUrl).toMatch(/^\/images\/hero\/landing-[a-z]+\.webp$/);
      expect(page.footer).toEqual({ legal: false, newsletter: true, contact: true });
      expect(blocksOfType(page, 'mainUsp')).toHaveLength(1);

      const [results] = blocksOfType<{ search: string; flow: 'booking' }>(page, 'topSearchResults');
      expect(results!.search).toMatch(/^theme=\d+$/);
      const found = await searchOffers(testApp.app, { hash: results!.search, flow: results!.flow, locale });
      expect(found.exactMatch.length).toBeGreaterThan(0);

      // The cities of the theme, each searched with the theme.
      const [destinations] = blocksOfType<{ items: { target: { hash: string }; offerCount: number }[] }>(
        page,
        'categories',
      );
      expect(destinations!.items.length).toBeGreaterThan(0);
      for (const item of destinations!.items) {
        expect(item.target.hash).toMatch(new RegExp(`^${results!.search}&city=\\d+$`));
        expect(item.offerCount).toBeGreaterThan(0);
      }
    }
  });

  it('shows the cities of the site’s country with most stays of the theme', async () => {
    const belgian: LandingPage = (
      await testApp.app.inject({ url: '/api/cms/landings/romantisch-weekend?locale=nl_BE' })
    ).json();
    const dutch: LandingPage = (
      await testApp.app.inject({ url: '/api/cms/landings/romantisch-weekend?locale=nl_NL' })
    ).json();
    const cities = (page: LandingPage) =>
      blocksOfType<{ items: { label: string; offerCount: number }[] }>(page, 'categories')[0]!.items;
    expect(cities(belgian).map((item) => item.label)).toContain('Brussel');
    expect(cities(dutch).map((item) => item.label)).toContain('Amsterdam');
    const counts = cities(belgian).map((item) => item.offerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown slug and for a landing of another language', async () => {
    for (const url of [
      '/api/cms/landings/week-end-au-ski?locale=fr_FR',
      '/api/cms/landings/escapada-romantica?locale=fr_FR',
      '/api/cms/landings/week-end-romantique?locale=nl_BE',
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    }
  });

  it('refuses a slug that is not an address word', async () => {
    for (const slug of ['%20', 'a.b', 'x'.repeat(65)]) {
      const response = await testApp.app.inject({ url: `/api/cms/landings/${slug}?locale=fr_FR` });
      expect(response.statusCode).toBe(400);
    }
  });
});
