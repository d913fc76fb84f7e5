import { LOCALES } from '@escapade/shared-contracts/locales';
import { createTestApp, type TestApp } from '../test/test-app';
import { searchOffers } from './cms-test-searches';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface Target {
  kind: string;
  id?: string;
  query?: Record<string, string>;
  hash?: string;
}
interface Ideas {
  title: string;
  intro: string;
  seo: { title: string; description: string };
  sections: { id: string; title: string; items: { id: string; label: string; imageUrl: string; target: Target }[] }[];
  regions: { id: string; label: string; target: Target }[];
}

async function ideas(locale: string): Promise<Ideas> {
  const response = await testApp.app.inject({ url: `/api/cms/ideas?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return response.json();
}

describe('GET /api/cms/ideas', () => {
  it.each(LOCALES)(
    'gives %s 3 to 4 sections of 6 to 10 tiles, each leading to a landing or a search',
    async (locale) => {
      const page = await ideas(locale);
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.intro.length).toBeGreaterThan(40);
      expect(page.seo).toEqual({ title: expect.any(String), description: expect.any(String) });
      expect(page.sections.length).toBeGreaterThanOrEqual(3);
      expect(page.sections.length).toBeLessThanOrEqual(4);
      for (const section of page.sections) {
        expect(section.items.length).toBeGreaterThanOrEqual(6);
        expect(section.items.length).toBeLessThanOrEqual(10);
        expect(new Set(section.items.map((item) => item.id)).size).toBe(section.items.length);
        for (const item of section.items) {
          expect(item.imageUrl).toMatch(/^\/images\/[a-z]+\/[\w-]+\.webp$/);
          expect(['landing', 'search']).toContain(item.target.kind);
          if (item.target.kind === 'landing') {
            const landing = await testApp.app.inject({ url: `/api/cms/landings/${item.target.id}?locale=${locale}` });
            expect(landing.statusCode).toBe(200);
          }
        }
      }
    },
  );

  it('leads every search tile to stays', async () => {
    const page = await ideas('nl_NL');
    const searches = page.sections.flatMap((section) => section.items).filter((item) => item.target.kind === 'search');
    expect(searches.length).toBeGreaterThan(10);
    for (const item of searches) {
      const found = await searchOffers(testApp.app, {
        hash: item.target.hash!,
        flow: 'booking',
        locale: 'nl_NL',
        limit: 1,
      });
      expect(found.totalCount).toBeGreaterThan(0);
    }
  });

  it('lists the regions of the site’s country in alphabetical order, each with its search', async () => {
    const belgian = await ideas('fr_BE');
    expect(belgian.regions.map((region) => region.label)).toEqual([
      'Flandre',
      'Région de Bruxelles-Capitale',
      'Wallonie',
    ]);
    const spanish = await ideas('es_ES');
    const labels = spanish.regions.map((region) => region.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
    for (const region of spanish.regions) {
      expect(region.target).toEqual({
        kind: 'search',
        query: { flow: 'booking' },
        hash: expect.stringMatching(/^region=\d+$/),
      });
      const found = await searchOffers(testApp.app, {
        hash: region.target.hash!,
        flow: 'booking',
        locale: 'es_ES',
        limit: 1,
      });
      expect(found.totalCount).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown locale', async () => {
    const response = await testApp.app.inject({ url: '/api/cms/ideas?locale=en_GB' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('querystring/locale must be equal to one of the allowed values');
  });
});
