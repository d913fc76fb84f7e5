import { LOCALES } from '@escapade/shared-contracts/locales';
import { isoWeekNumber, themeOfTheWeekFor, type NavLink, type NavLinksResponse } from '../navigation/build-nav-links';
import { FRANCE_COUNTRY_ID, PARIS_CITY_ID, createTestApp, type TestApp } from '../test/test-app';
import { THEMES } from '../vocabulary/themes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function navLinks(locale: string): Promise<NavLinksResponse> {
  const response = await testApp.app.inject({ url: `/api/cms/navLinks?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function walk(links: NavLink[], visit: (link: NavLink, depth: number) => void, depth = 1): void {
  for (const link of links) {
    visit(link, depth);
    walk(link.children, visit, depth + 1);
  }
}

describe('GET /api/cms/navLinks', () => {
  it.each(LOCALES)(
    'gives the Destinations, Themes and Gifts tabs of %s, every link with a route target',
    async (locale) => {
      const { links, themeOfTheWeek } = await navLinks(locale);
      expect(links.map((link) => link._id)).toEqual(['destinations', 'themes', 'gifts']);
      expect(links.every((link) => link.variant === 'tab')).toBe(true);
      const ids = new Set<string>();
      let deepest = 0;
      walk(links, (link, depth) => {
        expect(link).toEqual({
          _id: expect.any(String),
          label: expect.any(String),
          uri: expect.any(String),
          target: expect.objectContaining({ kind: expect.any(String) }),
          location: 'header',
          variant: depth === 1 ? 'tab' : 'link',
          count: expect.any(Number),
          children: expect.any(Array),
        });
        expect(link.label.trim()).not.toBe('');
        expect(ids.has(link._id)).toBe(false);
        ids.add(link._id);
        deepest = Math.max(deepest, depth);
      });
      // A tab and four levels under it: country, region, department, city.
      expect(deepest).toBe(5);
      expect(themeOfTheWeek).toMatchObject({
        label: expect.any(String),
        imageUrl: expect.stringMatching(/^\/images\/activity\/theme-\d+\.webp$/),
        target: { kind: 'search' },
      });
    },
  );

  it('goes from country to region, department and city, the site’s country first', async () => {
    const { links } = await navLinks('fr_FR');
    const destinations = links[0]!;
    expect(destinations.label).toBe('Destinations');
    const france = destinations.children[0]!;
    expect(france).toMatchObject({
      label: 'France',
      uri: `search#country=${FRANCE_COUNTRY_ID}`,
      target: { kind: 'search', hash: `country=${FRANCE_COUNTRY_ID}` },
    });
    const ileDeFrance = france.children.find((region) => region.label === 'Île-de-France')!;
    expect(ileDeFrance.target.hash).toMatch(/^region=\d+$/);
    const paris = ileDeFrance.children
      .flatMap((department) => department.children)
      .find((city) => city._id === `city-${PARIS_CITY_ID}`)!;
    expect(paris).toMatchObject({ label: 'Paris', uri: `search#city=${PARIS_CITY_ID}`, children: [] });
    expect(paris.count).toBeGreaterThan(0);
    // Counts add up: a country holds the offers of its regions.
    expect(france.count).toBe(france.children.reduce((sum, region) => sum + region.count, 0));

    const belgian = await navLinks('nl_BE');
    expect(belgian.links[0]!.children[0]!.label).toBe('België');
  });

  it('lists the themes (Wellness 26, Romantic 23, Gastronomy 19, Family 39 first) with regions under each', async () => {
    const { links } = await navLinks('fr_FR');
    const themes = links[1]!;
    expect(themes.label).toBe('Thèmes');
    expect(themes.children.slice(0, 4).map((theme) => theme.target.hash)).toEqual([
      'theme=26',
      'theme=23',
      'theme=19',
      'theme=39',
    ]);
    expect(themes.children[0]!.label).toBe('Bien-être');
    const region = themes.children[0]!.children[0]!;
    expect(region.target.hash).toMatch(/^theme=26&region=\d+$/);
  });

  it('offers the gift products in the gifting flow', async () => {
    const { links } = await navLinks('es_ES');
    const gifts = links[2]!;
    expect(gifts.label).toBe('Regalos');
    expect(gifts.children.map((child) => child.target)).toEqual([
      { kind: 'search', query: { flow: 'gifting' } },
      { kind: 'giftBoxes', query: { flow: 'gifting' } },
      { kind: 'giftCardCustomization', query: { flow: 'gifting' } },
      { kind: 'activitySearch', query: { flow: 'gifting' } },
    ]);
    expect(gifts.children[1]!.uri).toBe('giftBoxes?flow=gifting');
    expect(gifts.children[0]!.children[0]!.uri).toBe('search?flow=gifting#theme=26');
  });

  it('answers the same tree twice', async () => {
    expect(await navLinks('it_IT')).toEqual(await navLinks('it_IT'));
  });

  it('refuses a missing or unknown locale', async () => {
    const unknown = await testApp.app.inject({ url: '/api/cms/navLinks?locale=de_DE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('querystring/locale must be equal to one of the allowed values');
    const missing = await testApp.app.inject({ url: '/api/cms/navLinks' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("querystring must have required property 'locale'");
  });
});

describe('theme of the week', () => {
  it.each([
    ['2025-01-01', 1],
    ['2024-12-30', 1],
    ['2024-12-29', 52],
    ['2021-01-03', 53],
    ['2025-06-16', 25],
  ])('%s is in ISO week %i', (date, week) => {
    expect(isoWeekNumber(date)).toBe(week);
  });

  it('changes on Monday and stays the same all week', () => {
    const monday = themeOfTheWeekFor('2025-06-16');
    expect(themeOfTheWeekFor('2025-06-22')).toBe(monday);
    expect(themeOfTheWeekFor('2025-06-23')).not.toBe(monday);
    expect(THEMES).toContain(monday);
  });
});
