/**
 * Home page content per locale and flow (booking, gifting), in the locale's language. Across the
 * two home pages every CMS block type appears: categories, mainUsp, topSearchResults, marketing
 * and banner on both, the gift-box block and a second jumbotron on the gifting one.
 */
import { GIFT_VALIDITY_MONTHS } from '@escapade/shared-contracts/gift-rules';
import { LOCALES, bcp47, languageOf, pointOfSaleOf, type Locale } from '@escapade/shared-contracts/locales';
import type {
  CityRecord,
  CmsBlock,
  CmsPage,
  CmsPageRecord,
  CountryRecord,
  GiftBoxRecord,
  HotelRecord,
  OfferRecord,
} from '../catalogue/catalogue-records';
import {
  BOOKING_HEAD,
  BOXES_BANNER,
  DESTINATIONS_BLOCK,
  FAVOURITES_TITLE,
  GIFTING_HEAD,
  GIFT_BANNER,
  GIFT_HOW_IT_WORKS,
  GIFT_JUMBOTRON,
  GIFT_RESULTS,
  GIFT_THEMES_BLOCK,
  THEMES_BLOCK,
  type HomeHeadTexts,
} from '../content/cms-home-texts';
import {
  CMS_FOOTERS,
  GIFTING_HOME_TARGET,
  TOP_RESULTS_LIMIT,
  bannerImages,
  destinationItem,
  destinationStats,
  fillIn,
  formatEuros,
  marketingImage,
  rankDestinations,
  searchTarget,
  shopLink,
  themeItems,
  type DestinationStats,
} from '../content/cms-page-parts';
import { MORE_STAYS_LABEL, ideasMarketingBlock } from '../content/cms-shared-blocks';
import { bookingUspBlock, giftingUspBlock } from '../content/cms-usps';
import { ROMANTIC_THEME_ID } from '../vocabulary/themes';
import { pictureUrl } from '../images/picture-url';

export interface CmsInputs {
  countries: readonly CountryRecord[];
  cities: readonly CityRecord[];
  hotels: readonly HotelRecord[];
  offers: readonly OfferRecord[];
  giftBoxes: readonly GiftBoxRecord[];
}

/** Destination tiles of the booking home: the site's country first, then a taste of abroad. */
const HOME_DESTINATIONS = 6;
const ABROAD_DESTINATIONS = 2;

export function generateCmsPages(inputs: CmsInputs): CmsPageRecord[] {
  const cityById = new Map(inputs.cities.map((city) => [city.id, city]));
  const hotelById = new Map(inputs.hotels.map((hotel) => [hotel.id, hotel]));
  const stats = destinationStats(
    inputs.offers.map((offer) => ({ offer, city: cityById.get(hotelById.get(offer.hotelId)!.cityId)! })),
  );
  const ranked = rankDestinations(stats.values());
  const digitalBoxPrices = inputs.giftBoxes.filter((box) => box.code.endsWith('-EBOX')).map((box) => box.price);
  const cheapestBox = Math.min(...digitalBoxPrices);
  const hotelsShown = Math.floor(inputs.hotels.length / 100) * 100;

  const pages: CmsPageRecord[] = [];
  for (const locale of LOCALES) {
    const homeCountry = inputs.countries.find((country) => country.code === pointOfSaleOf(locale).id)!;
    const context: HomeContext = {
      locale,
      homeCountry,
      hotelCount: new Intl.NumberFormat(bcp47(locale)).format(hotelsShown),
      boxPrice: formatEuros(cheapestBox, locale),
      destinations: [
        ...ranked.filter((entry) => entry.city.countryId === homeCountry.id).slice(0, HOME_DESTINATIONS),
        ...ranked.filter((entry) => entry.city.countryId !== homeCountry.id).slice(0, ABROAD_DESTINATIONS),
      ],
    };
    pages.push({ locale, flow: 'booking', page: bookingHome(context) });
    pages.push({ locale, flow: 'gifting', page: giftingHome(context) });
  }
  return pages;
}

interface HomeContext {
  locale: Locale;
  homeCountry: CountryRecord;
  /** Formatted, rounded down to the hundred. */
  hotelCount: string;
  /** The cheapest digital gift box, formatted. */
  boxPrice: string;
  destinations: readonly DestinationStats[];
}

function bookingHome(context: HomeContext): CmsPage {
  const language = languageOf(context.locale);
  const countryHash = `country=${context.homeCountry.id}`;
  const giftBanner = GIFT_BANNER[language];
  const blocks: CmsBlock[] = [
    {
      type: 'categories',
      ...DESTINATIONS_BLOCK[language],
      items: context.destinations.map((entry) => destinationItem(entry, language, `city=${entry.city.id}`)),
    },
    bookingUspBlock(language, 'secondary'),
    {
      type: 'topSearchResults',
      title: fillIn(FAVOURITES_TITLE[language], { country: context.homeCountry.labels[language] }),
      search: countryHash,
      flow: 'booking',
      limit: TOP_RESULTS_LIMIT,
      more: shopLink(MORE_STAYS_LABEL[language], searchTarget(countryHash)),
    },
    { type: 'categories', ...THEMES_BLOCK[language], items: themeItems(language, 'booking') },
    ideasMarketingBlock(language),
    {
      type: 'banner',
      title: giftBanner.title,
      subtitle: fillIn(giftBanner.text, { price: context.boxPrice }),
      ...bannerImages('gift', 'home-gift-banner', language),
      cta: shopLink(giftBanner.cta, GIFTING_HOME_TARGET),
    },
  ];
  return page(BOOKING_HEAD[language], context, 'booking', blocks, CMS_FOOTERS.bookingHome);
}

function giftingHome(context: HomeContext): CmsPage {
  const language = languageOf(context.locale);
  const romanticHash = `theme=${ROMANTIC_THEME_ID}`;
  const results = GIFT_RESULTS[language];
  const howItWorks = GIFT_HOW_IT_WORKS[language];
  const boxesBanner = BOXES_BANNER[language];
  const blocks: CmsBlock[] = [
    // The gift-box block's own failures stay hidden on the home page.
    { type: 'boxes', showErrors: false },
    giftingUspBlock(language, 'border'),
    {
      type: 'topSearchResults',
      title: results.title,
      search: romanticHash,
      flow: 'gifting',
      limit: TOP_RESULTS_LIMIT,
      more: shopLink(results.more, searchTarget(romanticHash, 'gifting')),
    },
    { type: 'jumbotron', ...GIFT_JUMBOTRON[language], imageUrl: pictureUrl('gift', 'gifting-jumbotron') },
    { type: 'categories', ...GIFT_THEMES_BLOCK[language], items: themeItems(language, 'gifting') },
    {
      type: 'marketing',
      title: howItWorks.title,
      text: howItWorks.text,
      image: marketingImage('gift', 'gift-how-it-works', language),
      cta: shopLink(howItWorks.cta, { kind: 'search', query: { flow: 'gifting' } }),
    },
    {
      type: 'banner',
      title: boxesBanner.title,
      subtitle: fillIn(boxesBanner.text, { price: context.boxPrice, months: GIFT_VALIDITY_MONTHS.box }),
      ...bannerImages('gift', 'home-boxes-banner', language),
      cta: shopLink(boxesBanner.cta, { kind: 'giftBoxes' }),
    },
  ];
  return page(GIFTING_HEAD[language], context, 'gifting', blocks, CMS_FOOTERS.giftingHome);
}

function page(
  texts: HomeHeadTexts,
  context: HomeContext,
  flow: 'booking' | 'gifting',
  blocks: CmsBlock[],
  footer: CmsPage['footer'],
): CmsPage {
  return {
    seo: { title: texts.seoTitle, description: texts.seoDescription, index: true, follow: true },
    jumbotron: {
      title: texts.jumbotronTitle,
      subtitle: fillIn(texts.jumbotronSubtitle, { hotels: context.hotelCount }),
      imageUrl: pictureUrl('hero', `${flow}-${context.locale}`),
    },
    blocks,
    footer: { ...footer },
  };
}
