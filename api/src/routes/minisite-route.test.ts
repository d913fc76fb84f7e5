import { LOCALES, type Locale } from '@escapade/shared-contracts/locales';
import { createTestApp, type TestApp } from '../test/test-app';
import { searchOffers } from './cms-test-searches';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface Minisite {
  minisiteId: number;
  minisiteUrl: string;
  partnerName: string | null;
  minisiteLocales: Locale[];
  bannerUrls: { desktop: string; mobile: string };
  logoUrl: string | null;
  footer: string | null;
  title: string;
  intro: string;
  search: string;
}

/** The six partner minisites and the sites each is made for. */
const MINISITES: Readonly<Record<string, readonly Locale[]>> = {
  'journal-des-loisirs': ['fr_FR'],
  'journal-des-loisirs-gourmand': ['fr_FR'],
  'weekend-magazine': ['nl_BE', 'fr_BE'],
  'weekend-magazine-gourmet': ['nl_BE', 'fr_BE'],
  'gazette-des-voyageurs': ['fr_FR'],
  'escapades-en-famille': ['fr_FR'],
};

async function minisite(url: string, locale: Locale): Promise<Minisite> {
  const response = await testApp.app.inject({ url: `/api/minisites/${url}?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return response.json();
}

describe('GET /api/minisites/{minisiteUrl}', () => {
  it.each(Object.entries(MINISITES))('serves %s on its sites only', async (url, locales) => {
    for (const locale of LOCALES) {
      const response = await testApp.app.inject({ url: `/api/minisites/${url}?locale=${locale}` });
      if (!locales.includes(locale)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
        continue;
      }
      const site = await minisite(url, locale);
      expect(site).toMatchObject({ minisiteUrl: url, minisiteLocales: [...locales] });
      expect(site.bannerUrls.desktop).toMatch(/^\/images\/hero\/[\w-]+\.webp\?w=1920&h=360$/);
      expect(site.bannerUrls.mobile).toMatch(/^\/images\/hero\/[\w-]+\.webp\?w=750&h=360$/);
      expect(site.title.length).toBeGreaterThan(5);
      expect(site.intro.length).toBeGreaterThan(40);
      const found = await searchOffers(testApp.app, { hash: site.search, flow: 'booking', locale, limit: 1 });
      expect(found.totalCount).toBeGreaterThan(0);
    }
  });

  it('numbers the six minisites and names every partner but one', async () => {
    const sites = await Promise.all(Object.entries(MINISITES).map(([url, locales]) => minisite(url, locales[0]!)));
    expect(new Set(sites.map((site) => site.minisiteId)).size).toBe(6);
    expect(sites.filter((site) => site.partnerName === null)).toHaveLength(1);
    for (const site of sites.filter((candidate) => candidate.logoUrl !== null)) {
      const logo = await testApp.app.inject({ url: site.logoUrl! });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('prints the partners’ offer terms with their dates', async () => {
    const footers = await Promise.all(
      Object.entries(MINISITES).map(async ([url, locales]) => (await minisite(url, locales.at(-1)!)).footer),
    );
    const text = footers.join('\n');
    expect(text).toContain('75 € pour 2 personnes');
    expect(text).toContain('jusqu’au 30/06/2024 pour des nuits du 16/04/2024 au 31/08/2024');
    expect(text).toContain('jusqu’au 8 juin 2025 pour des nuits jusqu’au 30 juin 2025');
    expect(text).toContain('jusqu’au 1er juin 2025 pour des nuits du 14 mars au 30 juin 2025');
    expect(text).toContain('paiements électroniques');
  });

  it('writes a Belgian minisite in the language of the locale asked', async () => {
    const dutch = await minisite('weekend-magazine', 'nl_BE');
    const french = await minisite('weekend-magazine', 'fr_BE');
    expect(dutch.footer).toContain('Te boeken tot 8 juni 2025');
    expect(french.footer).toContain('Offre réservable jusqu’au 8 juin 2025');
    expect(dutch.title).not.toBe(french.title);
    expect(dutch.search).toBe(french.search);
  });

  it('answers 404 for an unknown address and 400 for a bad one', async () => {
    const unknown = await testApp.app.inject({ url: '/api/minisites/le-monde-des-vacances?locale=fr_FR' });
    expect(unknown.statusCode).toBe(404);
    const bad = await testApp.app.inject({ url: '/api/minisites/journal%2Fdes?locale=fr_FR' });
    expect(bad.statusCode).toBe(400);
    const missing = await testApp.app.inject({ url: '/api/minisites/weekend-magazine' });
    expect(missing.statusCode).toBe(400);
  });
});
