import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { toAnnouncementLists, type ShownAnnouncementLists } from '../api/announcement-banner-types';
import { announcementLists } from '../../../test/shell-api';
import { AUTO_DISCOUNT_BANNERS, autoDiscountBannerFor } from './auto-discount-banner';
import { selectAnnouncementMessages } from './select-announcement-messages';

const lists = toAnnouncementLists(
  announcementLists([
    {
      list: 'homePages',
      locale: 'fr_FR',
      flow: 'booking',
      messages: [{ content: '<p>home booking</p>', colorVariation: 'red' }],
    },
    {
      list: 'homePages',
      locale: 'fr_FR',
      flow: 'gifting',
      messages: [{ content: '<p>home gifting</p>', colorVariation: 'yellow' }],
    },
    {
      list: 'homePages',
      locale: 'es_ES',
      flow: 'booking',
      messages: [{ content: '<p>inicio</p>', colorVariation: 'blue' }],
    },
    {
      list: 'searchPages',
      locale: 'fr_FR',
      flow: 'booking',
      messages: [
        { content: '<p>search</p>', colorVariation: 'pink' },
        { content: ' ', colorVariation: 'red' },
      ],
    },
    {
      list: 'productPages',
      locale: 'fr_FR',
      flow: 'booking',
      messages: [{ content: '<p>product</p>', colorVariation: 'black' }],
    },
  ]),
  'GET /gateway/cms/announcementBanner',
);

/** The lists as the query keeps them (every message with its markup; sanitising is tested elsewhere). */
function withHtml(answer: typeof lists) {
  const listsWithHtml = Object.fromEntries(
    Object.entries(answer).map(([name, entries]) => [
      name,
      entries.map((entry) => ({
        ...entry,
        announcementBanner: entry.announcementBanner.map((message) => ({ ...message, html: message.content })),
      })),
    ]),
  );
  return listsWithHtml as ShownAnnouncementLists;
}

describe('selectAnnouncementMessages', () => {
  const contents = (
    kind: Parameters<typeof selectAnnouncementMessages>[1]['kind'],
    flow: 'booking' | 'gifting' = 'booking',
    locale: 'fr_FR' | 'es_ES' = 'fr_FR',
  ) => selectAnnouncementMessages(withHtml(lists), { locale, flow, kind }).map((message) => message.content);

  it('reads the list of the page kind, for the locale and flow', () => {
    expect(contents('home')).toEqual(['<p>home booking</p>']);
    expect(contents('home', 'gifting')).toEqual(['<p>home gifting</p>']);
    expect(contents('home', 'booking', 'es_ES')).toEqual(['<p>inicio</p>']);
    expect(contents('search')).toEqual(['<p>search</p>']);
    expect(contents('activitySearch')).toEqual(['<p>search</p>']);
    expect(contents('stay')).toEqual(['<p>product</p>']);
    expect(contents('hotel')).toEqual(['<p>product</p>']);
    expect(contents('activityOnly')).toEqual(['<p>product</p>']);
  });

  it('shows nothing on other pages or for a flow without an entry', () => {
    expect(contents('bookingSummary')).toEqual([]);
    expect(contents('contact')).toEqual([]);
    expect(contents(null)).toEqual([]);
    expect(contents('search', 'gifting')).toEqual([]);
  });

  it('drops empty messages and reads an unknown colour as grey', () => {
    expect(selectAnnouncementMessages(withHtml(lists), { locale: 'fr_FR', flow: 'booking', kind: 'search' })).toEqual([
      { content: '<p>search</p>', html: '<p>search</p>', colorVariation: 'grey' },
    ]);
  });

  it('survives a garbage answer', () => {
    expect(
      selectAnnouncementMessages(withHtml(toAnnouncementLists('oops', 'GET /gateway/cms/announcementBanner')), {
        locale: 'fr_FR',
        flow: 'booking',
        kind: 'home',
      }),
    ).toEqual([]);
  });
});

describe('the auto-discount variation', () => {
  const on = { ...DEFAULT_FLAGS, autoDiscountCode: true };

  it('is the fixed red stay promo of campaign autodiscount, for every locale', () => {
    for (const banner of Object.values(AUTO_DISCOUNT_BANNERS)) {
      expect(banner).toMatchObject({
        flow: 'booking',
        pages: ['homePages', 'searchPages', 'productPages'],
        colorVariation: 'red',
        campaign: 'autodiscount',
        category: 'stay',
      });
    }
  });

  it('applies with the flag on, in the booking flow, on home, search and product pages', () => {
    expect(autoDiscountBannerFor(on, 'fr_FR', 'booking', 'home')).toBe(AUTO_DISCOUNT_BANNERS.fr_FR);
    expect(autoDiscountBannerFor(on, 'fr_FR', 'booking', 'search')).not.toBeNull();
    expect(autoDiscountBannerFor(on, 'fr_FR', 'booking', 'stay')).not.toBeNull();
    expect(autoDiscountBannerFor(on, 'fr_FR', 'gifting', 'home')).toBeNull();
    expect(autoDiscountBannerFor(on, 'fr_FR', 'booking', 'bookingSummary')).toBeNull();
    expect(autoDiscountBannerFor(DEFAULT_FLAGS, 'fr_FR', 'booking', 'home')).toBeNull();
  });
});
