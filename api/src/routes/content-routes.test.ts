import { LOCALES } from '@escapade/shared-contracts/locales';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/cms/homepage', () => {
  it.each(LOCALES)('gives the booking and gifting home pages of %s', async (locale) => {
    const response = await testApp.app.inject({ url: `/api/cms/homepage?locale=${locale}` });
    expect(response.statusCode).toBe(200);
    const { booking, gifting } = response.json();
    for (const page of [booking, gifting]) {
      expect(page.seo).toMatchObject({
        title: expect.any(String),
        description: expect.any(String),
        index: true,
        follow: true,
      });
      expect(page.jumbotron.imageUrl).toMatch(/^\/images\/hero\/.+\.svg$/);
      expect(page.blocks.length).toBeGreaterThanOrEqual(3);
    }
    const destinations = booking.blocks.find((block: { type: string }) => block.type === 'topDestinations');
    expect(destinations.items).toHaveLength(8);
    expect(destinations.items[0].value).toMatch(/^city=\d+$/);
  });

  it('writes in the locale’s language', async () => {
    const french = (await testApp.app.inject({ url: '/api/cms/homepage?locale=fr_BE' })).json();
    const dutch = (await testApp.app.inject({ url: '/api/cms/homepage?locale=nl_BE' })).json();
    expect(french.booking.jumbotron.title).toBe('Offrez-vous une escapade');
    expect(dutch.booking.jumbotron.title).toBe('Trakteer jezelf op een uitje');
    // Belgian home pages show Belgian destinations first.
    expect(dutch.booking.blocks[0].items[0].label).toBe('Brussel');
    expect(french.booking.blocks[0].items[0].label).toBe('Bruxelles');
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
