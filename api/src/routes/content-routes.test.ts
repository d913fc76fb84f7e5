import { LOCALES } from '@escapade/shared-contracts/locales';
import { createTestApp, type TestApp } from '../test/test-app';
import { blocksOfType, searchOffers, type PageBlock } from './cms-test-searches';
import sharp from 'sharp';
import { MAX_RASTER_PIXELS } from '../images/raster-pictures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const BLOCK_TYPES = ['jumbotron', 'boxes', 'mainUsp', 'marketing', 'categories', 'banner', 'topSearchResults'];

interface CategoryItem {
  id: string;
  label: string;
  imageUrl: string;
  target: { kind: string; query?: { flow: string }; hash?: string };
  offerCount?: number;
  fromPrice?: number;
}

async function homepage(locale: string) {
  const response = await testApp.app.inject({ url: `/api/cms/homepage?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return response.json();
}

describe('GET /api/cms/homepage', () => {
  it.each(LOCALES)('gives the booking and gifting home pages of %s with every block type', async (locale) => {
    const { booking, gifting } = await homepage(locale);
    for (const page of [booking, gifting]) {
      expect(page.seo).toMatchObject({ title: expect.any(String), description: expect.any(String), index: true });
      expect(page.jumbotron.imageUrl).toMatch(/^\/images\/hero\/.+\.webp$/);
      for (const block of page.blocks) expect(BLOCK_TYPES).toContain(block.type);
    }
    const typesShown = new Set([...booking.blocks, ...gifting.blocks].map((block: PageBlock) => block.type));
    expect([...typesShown].sort()).toEqual([...BLOCK_TYPES].sort());
    // Travellers get the contact block; the gift shop keeps the newsletter as its one call to action.
    expect(booking.footer).toEqual({ legal: false, newsletter: true, contact: true });
    expect(gifting.footer).toEqual({ legal: false, newsletter: true, contact: false });
    expect(blocksOfType(gifting, 'boxes')).toEqual([{ type: 'boxes', showErrors: false }]);
    const variants = [booking, gifting].map((page) => blocksOfType<{ variant: string }>(page, 'mainUsp')[0]!.variant);
    expect(variants).toEqual(['secondary', 'border']);
  });

  it('shows the site’s most booked cities first, each with its stays and from-price', async () => {
    const { booking } = await homepage('fr_FR');
    const [destinations] = blocksOfType<{ items: CategoryItem[] }>(booking, 'categories');
    expect(destinations!.items).toHaveLength(8);
    for (const item of destinations!.items) {
      expect(item.target).toEqual({
        kind: 'search',
        query: { flow: 'booking' },
        hash: expect.stringMatching(/^city=\d+$/),
      });
      expect(item.offerCount).toBeGreaterThan(0);
      expect(item.fromPrice).toBeGreaterThan(0);
      const found = await searchOffers(testApp.app, { hash: item.target.hash!, flow: 'booking', locale: 'fr_FR' });
      expect(found.totalCount).toBeGreaterThan(0);
    }
    const counts = destinations!.items.slice(0, 6).map((item) => item.offerCount!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(destinations!.items[0]!.label).toBe('Paris');
  });

  it('lists stays that exist in its topSearchResults blocks and links their themes to searches', async () => {
    const { booking, gifting } = await homepage('it_IT');
    for (const page of [booking, gifting]) {
      for (const block of blocksOfType<{
        search: string;
        flow: 'booking' | 'gifting';
        limit: number;
        more: { target: unknown };
      }>(page, 'topSearchResults')) {
        const found = await searchOffers(testApp.app, { hash: block.search, flow: block.flow, locale: 'it_IT' });
        expect(found.exactMatch.length).toBeGreaterThan(0);
        expect(block.more.target).toEqual({ kind: 'search', query: { flow: block.flow }, hash: block.search });
      }
    }
    const themes = blocksOfType<{ items: CategoryItem[] }>(gifting, 'categories')[0]!;
    expect(themes.items.map((item) => item.target.query)).toEqual(themes.items.map(() => ({ flow: 'gifting' })));
  });

  it('writes in the locale’s language', async () => {
    const french = await homepage('fr_BE');
    const dutch = await homepage('nl_BE');
    expect(french.booking.jumbotron.title).toBe('Offrez-vous une escapade');
    expect(dutch.booking.jumbotron.title).toBe('Trakteer jezelf op een uitje');
    // Belgian home pages show Belgian destinations first.
    expect(dutch.booking.blocks[0].items[0].label).toBe('Brussel');
    expect(french.booking.blocks[0].items[0].label).toBe('Bruxelles');
    expect(blocksOfType<{ title: string }>(dutch.booking, 'topSearchResults')[0]!.title).toBe(
      'Onze favorieten in België',
    );
  });

  it('refuses a missing or unknown locale', async () => {
    for (const url of ['/api/cms/homepage', '/api/cms/homepage?locale=de_DE']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });
});

describe('GET /images/{kind}/{seed}.svg', () => {
  it('draws an SVG picture, cached for a year', async () => {
    const response = await testApp.app.inject({ url: '/images/hotel/1234.svg?w=640&h=360' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="360"/);
    expect(response.body).toMatch(/<\/svg>$/);
  });

  it('draws the same picture for the same seed and another for another seed', async () => {
    const first = (await testApp.app.inject({ url: '/images/room/42.svg' })).body;
    const again = (await testApp.app.inject({ url: '/images/room/42.svg' })).body;
    const other = (await testApp.app.inject({ url: '/images/room/43.svg' })).body;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it.each(['activity', 'city', 'gift', 'hero'])('draws %s pictures', async (kind) => {
    const response = await testApp.app.inject({ url: `/images/${kind}/theme-26.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeGreaterThan(1000);
  });

  it('refuses an unknown kind', async () => {
    const response = await testApp.app.inject({ url: '/images/portrait/1.svg' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('params/kind must be equal to one of the allowed values');
  });
});

describe('GET /images/{kind}/{seed}.webp', () => {
  it('draws the scene as a WebP picture of the size asked, cached for a year', async () => {
    const response = await testApp.app.inject({ url: '/images/hotel/1234.webp?w=640&h=360' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });

  it('draws the default card size when no size is asked', async () => {
    const response = await testApp.app.inject({ url: '/images/room/42.webp' });
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 960, height: 540 });
  });

  it('answers the same picture for the same address and another for another seed', async () => {
    const payload = async (url: string) => (await testApp.app.inject({ url })).rawPayload;
    const [first, again, other] = await Promise.all([
      payload('/images/city/7.webp'),
      payload('/images/city/7.webp'),
      payload('/images/city/8.webp'),
    ]);
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });

  it('refuses a picture over the pixel limit, and an unknown kind', async () => {
    const huge = await testApp.app.inject({ url: '/images/hero/a.webp?w=4000&h=4000' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(`A picture is at most ${MAX_RASTER_PIXELS} pixels (w × h)`);
    const unknown = await testApp.app.inject({ url: '/images/portrait/1.webp' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('GET /images/logo/{seed}.svg', () => {
  it('draws a partner logo with the initials of its address', async () => {
    const response = await testApp.app.inject({ url: '/images/logo/journal-des-loisirs.svg?w=240&h=80' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="80"/);
    expect(response.body).toContain('>JL</text>');
  });

  it('refuses a seed that is not an address word', async () => {
    const response = await testApp.app.inject({ url: '/images/logo/a%20b.svg' });
    expect(response.statusCode).toBe(400);
  });
});
