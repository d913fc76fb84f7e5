import { LOCALES } from '@escapade/shared-contracts/locales';
import { DateTime } from 'luxon';
import { createTestApp, PARIS_CITY_ID, type TestApp } from '../test/test-app';
import { ANNOUNCEMENT_COLOR_VARIATIONS } from '../generator/generate-announcement-banners';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('announcement banners', () => {
  it('answers fresh from the gateway, inside a data wrapper, never cached', async () => {
    const response = await testApp.app.inject({ url: '/gateway/cms/announcementBanner' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['homePages', 'productPages', 'searchPages']);
    for (const list of Object.values(data) as {
      flow: string;
      locale: string;
      announcementBanner: unknown[];
      localizations: unknown[];
    }[][]) {
      for (const entry of list) {
        expect(LOCALES).toContain(entry.locale);
        expect(entry.announcementBanner.length).toBeGreaterThan(0);
        expect(entry.localizations).toHaveLength(LOCALES.length - 1);
        for (const message of entry.announcementBanner as {
          content: string;
          colorVariation: string;
          link: { url: string } | null;
        }[]) {
          expect(message.content).toMatch(/^<p>.+<\/p>$/);
          expect(ANNOUNCEMENT_COLOR_VARIATIONS).toContain(message.colorVariation);
        }
      }
    }
  });

  it('serves the same lists without the wrapper from the cached content file', async () => {
    const fresh = (await testApp.app.inject({ url: '/gateway/cms/announcementBanner' })).json();
    const cached = await testApp.app.inject({ url: '/content/strapiAnnouncementBanner.json' });
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(cached.json()).toEqual(fresh.data);
  });

  it('writes each locale in its language', async () => {
    const { homePages } = (await testApp.app.inject({ url: '/content/strapiAnnouncementBanner.json' })).json();
    const home = (locale: string) =>
      homePages.find((entry: { locale: string; flow: string }) => entry.locale === locale && entry.flow === 'booking')
        .announcementBanner[0];
    expect(home('fr_FR').content).toContain('Jusqu’à <strong>-40 %</strong> sur les séjours bien-être');
    expect(home('es_ES').content).toContain('Hasta un <strong>-40 %</strong>');
    expect(home('nl_BE').content).toContain('wellnessverblijven');
    expect(home('fr_FR').link).toEqual({ url: '?flow=booking#theme=26' });
  });
});

describe('GET /api/cms/promoBars', () => {
  it('gives one promo bar per flow with coloured links', async () => {
    const response = await testApp.app.inject({ url: '/api/cms/promoBars?locale=fr_FR' });
    expect(response.statusCode).toBe(200);
    const bars = response.json();
    expect(bars.map((bar: { flow: string }) => bar.flow)).toEqual(['booking', 'gifting']);
    const [booking, gifting] = bars;
    expect(booking).toMatchObject({ internalCode: 'PROMO-FR-FR-BOOKING', category: 'stay', showFlowTabs: false });
    expect(booking.links[0]).toEqual({
      label: 'Week-ends bien-être',
      url: '?flow=booking#theme=26',
      newTab: false,
      variation: 'highlight',
      category: 'stay',
      campaign: 'wellness',
      colorPalette: { background: '#c9441c', font: 'light' },
    });
    expect(booking.links.at(-1)).toMatchObject({
      label: 'Séjours à Paris',
      url: `?flow=booking#city=${PARIS_CITY_ID}`,
    });
    expect(booking.ctas).toEqual([{ label: 'Voir toutes les offres', url: '?flow=booking', newTab: false }]);
    expect(gifting.showFlowTabs).toBe(true);
  });

  it('speaks the locale’s language and names its biggest city', async () => {
    const bars = (await testApp.app.inject({ url: '/api/cms/promoBars?locale=nl_BE' })).json();
    expect(bars[0].links.at(-1).label).toBe('Verblijven in Brussel');
  });

  it('needs a known locale', async () => {
    const response = await testApp.app.inject({ url: '/api/cms/promoBars?locale=de_DE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^querystring\/locale must be equal to one of the allowed values/);
  });
});

describe('GET /api/cms/countdown', () => {
  it('gives countdowns running now, in the locale’s language', async () => {
    const response = await testApp.app.inject({ url: '/api/cms/countdown?locale=it_IT' });
    expect(response.statusCode).toBe(200);
    const [flashSale, giftSale] = response.json();
    expect(flashSale).toMatchObject({ flow: 'booking', title: expect.stringMatching(/^Vendite flash/) });
    expect(giftSale.flow).toBe('gifting');
    const now = DateTime.now();
    for (const countdown of [flashSale, giftSale]) {
      expect(DateTime.fromISO(countdown.startDate) < now).toBe(true);
      expect(DateTime.fromISO(countdown.endDate) > now).toBe(true);
    }
    // Ends at midnight five days from today.
    const daysLeft = DateTime.fromISO(flashSale.endDate).diff(now, 'days').days;
    expect(daysLeft).toBeGreaterThan(4);
    expect(daysLeft).toBeLessThanOrEqual(5);
  });

  it('needs a locale', async () => {
    expect((await testApp.app.inject({ url: '/api/cms/countdown' })).statusCode).toBe(400);
  });
});

describe('GET /content/targetedBanner.json', () => {
  it('gives every locale its banners with their rules', async () => {
    const response = await testApp.app.inject({ url: '/content/targetedBanner.json' });
    expect(response.statusCode).toBe(200);
    const byLocale = response.json();
    expect(Object.keys(byLocale).sort()).toEqual([...LOCALES].sort());
    const french = byLocale.fr_FR;
    const paris = french.find((banner: { rules: { city?: string } }) => banner.rules.city === String(PARIS_CITY_ID));
    expect(paris).toMatchObject({
      title: 'Paris autrement',
      imagePosition: 'left',
      imageUrl: expect.stringMatching(/^\/images\/city\/.+\.webp\?w=960&h=320$/),
      imageMobile: expect.stringMatching(/^\/images\/city\/.+\.webp\?w=640&h=360$/),
      ctas: [
        {
          label: 'Voir les séjours',
          url: `?flow=booking#city=${PARIS_CITY_ID}`,
          target: { kind: 'search', query: { flow: 'booking' }, hash: `city=${PARIS_CITY_ID}` },
          newTab: false,
        },
      ],
      target: { kind: 'search', query: { flow: 'booking' }, hash: `city=${PARIS_CITY_ID}` },
      rules: { page: 'search', flow: 'booking', city: String(PARIS_CITY_ID) },
    });
    expect(
      french.some((banner: { rules: { isLessThanTwoHours?: boolean } }) => banner.rules.isLessThanTwoHours === true),
    ).toBe(true);
    expect(french.some((banner: { rules: { theme?: number } }) => banner.rules.theme === 26)).toBe(true);
    expect(byLocale.es_ES[0].title).toBe('Madrid de otra manera');
  });

  it('points its pictures at images the api draws', async () => {
    const byLocale = (await testApp.app.inject({ url: '/content/targetedBanner.json' })).json();
    const picture = await testApp.app.inject({ url: byLocale.it_IT[0].imageMobile });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });
});
