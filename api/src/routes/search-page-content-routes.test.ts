import { LOCALES } from '@escapade/shared-contracts/locales';
import { FRANCE_COUNTRY_ID, PARIS_CITY_ID, createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/cms/box-block-serp', () => {
  it('gives the box block of the search page with four digital boxes, cheapest first', async () => {
    const response = await testApp.app.inject({ url: '/api/cms/box-block-serp?locale=fr_FR' });
    expect(response.statusCode).toBe(200);
    const block = response.json();
    expect(block).toMatchObject({
      id: 'box-block-serp-fr_FR',
      containerId: expect.any(String),
      title: 'Et pourquoi pas un coffret cadeau ?',
      subtitle: expect.any(String),
      colorPalette: { background: expect.stringMatching(/^#/), font: 'dark' },
      cta: { label: 'Voir tous les coffrets', link: { kind: 'giftBoxes' }, newTab: false },
    });
    expect(block.boxes).toHaveLength(4);
    for (const box of block.boxes) {
      expect(box.code).toMatch(/-EBOX$/);
      expect(box.imageUrl).toMatch(/^\/images\/gift\/.+\.webp$/);
      expect(box.link).toEqual({ kind: 'giftBoxes', hash: `box=${box.code}` });
    }
    const prices = block.boxes.map((box: { price: number }) => box.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('writes in the locale’s language and refuses a missing locale', async () => {
    expect((await testApp.app.inject({ url: '/api/cms/box-block-serp?locale=nl_BE' })).json().title).toBe(
      'Of geef een cadeaubox',
    );
    const bad = await testApp.app.inject({ url: '/api/cms/box-block-serp' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("querystring must have required property 'locale'");
  });
});

describe('GET /content/giftBlock.json', () => {
  it('has one entry per locale with a link per card, null where the card is not sold', async () => {
    const response = await testApp.app.inject({ url: '/content/giftBlock.json' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((item: { locale: string }) => item.locale)).toEqual([...LOCALES]);
    const spanish = items.find((item: { locale: string }) => item.locale === 'es_ES');
    expect(spanish).toMatchObject({
      boxURL: { kind: 'giftBoxes' },
      singleVoucherURL: { kind: 'search', query: { flow: 'gifting' } },
      giftcardURL: null,
      activityOnlyURL: { kind: 'activitySearch', query: { flow: 'activity' } },
      title: expect.any(String),
      subtitle: expect.any(String),
      imageS: expect.stringMatching(/^\/images\//),
      imageL: expect.stringMatching(/^\/images\//),
    });
    expect(items.find((item: { locale: string }) => item.locale === 'it_IT').giftcardURL).toEqual({
      kind: 'giftCardCustomization',
    });
    expect(items.find((item: { locale: string }) => item.locale === 'nl_NL').activityOnlyURL).toBeNull();
  });
});

describe('GET /content/boxBlock.json', () => {
  it('has one gift-box block per locale', async () => {
    const { items } = (await testApp.app.inject({ url: '/content/boxBlock.json' })).json();
    expect(items).toHaveLength(LOCALES.length);
    expect(items[0]).toMatchObject({
      locale: 'fr_FR',
      title: 'Découvrez nos coffrets cadeaux',
      buttonURL: { kind: 'giftBoxes' },
    });
    expect(items[0].results).toHaveLength(4);
  });
});

describe('GET /api/search/suggestion-links.json', () => {
  it('suggests the nearest other cities and the themes of the area, without the searched theme', async () => {
    const response = await testApp.app.inject({
      url: `/api/search/suggestion-links.json?locale=fr_FR&cityId=${PARIS_CITY_ID}&themeId=26`,
    });
    expect(response.statusCode).toBe(200);
    const { cities, themes } = response.json();
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.length).toBeLessThanOrEqual(8);
    expect(cities.map((city: { id: number }) => city.id)).not.toContain(PARIS_CITY_ID);
    for (const city of cities) expect(city.offerCount).toBeGreaterThan(0);
    expect(themes.length).toBeGreaterThan(0);
    expect(themes.map((theme: { id: number }) => theme.id)).not.toContain(26);
    expect(themes[0]).toEqual({ id: expect.any(Number), label: expect.any(String), offerCount: expect.any(Number) });
  });

  it('keeps to the country of a country search and honours the limit', async () => {
    const { cities } = (
      await testApp.app.inject({
        url: `/api/search/suggestion-links.json?locale=fr_FR&countryId=${FRANCE_COUNTRY_ID}&limit=3`,
      })
    ).json();
    expect(cities).toHaveLength(3);
    expect(cities[0].label).toBe('Paris');
  });

  it('answers 400 on a bad limit', async () => {
    expect(
      (await testApp.app.inject({ url: '/api/search/suggestion-links.json?locale=fr_FR&limit=0' })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/facets.json withActivities', () => {
  it('adds the activity groups (tags and highlighted) to the requested properties', async () => {
    const response = await testApp.app.inject({
      url: `/api/facets.json?locale=fr_FR&cityId=${PARIS_CITY_ID}&withActivities=true&propertiesRequested=stars,price`,
    });
    expect(response.statusCode).toBe(200);
    const types = response.json().properties.map((group: { propertyType: string }) => group.propertyType);
    expect(types).toEqual(['stars', 'price', 'tag', 'highlighted']);
  });
});
