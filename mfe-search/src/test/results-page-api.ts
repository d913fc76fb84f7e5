import type { SearchOffer, SearchOffersResponse } from '../utils/search-offers-answer';
import type { TargetedBannersByLocale } from '../features/inline-blocks/api/get-targeted-banners';
import type { FacetsResponse } from '../features/filters/api/get-facets';
import { facetsFixture } from './facets-fixture';
import { offerFixture, offersResponseFixture } from './offers-fixture';
import type { ApiMock } from '../../../platform/test-kit/api-mock';

/** `count` offers with ids from 101, as the search would answer one page. */
export function offersPage(
  count: number,
  total = count,
  overrides: Partial<SearchOffersResponse['searchDetails']> = {},
): SearchOffersResponse {
  const offers: SearchOffer[] = Array.from({ length: count }, (_, index) =>
    offerFixture({ id: 101 + index, hotel: { ...offerFixture().hotel, id: 601 + index } }),
  );
  const response = offersResponseFixture(offers, total);
  return { ...response, searchDetails: { ...response.searchDetails, ...overrides } };
}

export const BOX_BLOCK = {
  id: 'box-block-serp-fr_FR',
  containerId: 'search-box-block',
  title: 'Et pourquoi pas un coffret cadeau ?',
  subtitle: 'Des centaines de séjours au choix.',
  colorPalette: { background: '#f6f4f0', font: 'dark' },
  cta: { label: 'Voir tous les coffrets', link: { kind: 'giftBoxes' }, newTab: false },
  boxes: [
    {
      code: 'WELLNESS-EBOX',
      title: 'Coffret Bien-être',
      imageUrl: '/images/gift/1.svg',
      price: 9990,
      referencePrice: 11990,
      nights: 1,
      people: 2,
      link: { kind: 'giftBoxes', hash: 'box=WELLNESS-EBOX' },
    },
  ],
};

export const GIFT_BLOCK = {
  items: [
    {
      locale: 'fr_FR',
      boxURL: { kind: 'giftBoxes' },
      singleVoucherURL: { kind: 'search', query: { flow: 'gifting' } },
      giftcardURL: { kind: 'giftCardCustomization' },
      activityOnlyURL: null,
      campaign: 'gift-block',
      category: 'gift',
      title: 'Faites plaisir à vos proches',
      subtitle: 'Un séjour, un coffret ou une carte cadeau.',
      imageS: '/images/gift/s.svg',
      imageL: '/images/gift/l.svg',
    },
    {
      locale: 'it_IT',
      boxURL: { kind: 'giftBoxes' },
      singleVoucherURL: { kind: 'search', query: { flow: 'gifting' } },
      giftcardURL: { kind: 'giftCardCustomization' },
      activityOnlyURL: { kind: 'activitySearch', query: { flow: 'activity' } },
      campaign: 'gift-block',
      category: 'gift',
      title: 'Fai felici le persone che ami',
      subtitle: 'Un soggiorno, un cofanetto o una gift card.',
      imageS: '/images/gift/s.svg',
      imageL: '/images/gift/l.svg',
    },
  ],
};

export const TARGETED_BANNERS: TargetedBannersByLocale = {
  fr_FR: [
    {
      id: 'city-fr_FR',
      title: 'Paris autrement',
      subtitle: 'Hôtels de caractère au cœur de la ville.',
      imageUrl: '/images/city/t.svg',
      imageMobile: '/images/city/t-m.svg',
      imagePosition: 'left',
      imageAlt: 'Toits de Paris',
      ctas: [{ label: 'Voir les séjours', url: '?flow=booking#city=12', newTab: false }],
      url: '?flow=booking#city=12',
      newTab: false,
      category: 'stay',
      campaign: 'city',
      rules: { page: 'search', flow: 'booking', city: '12' },
    },
    {
      id: 'wellness-fr_FR',
      title: 'Le bien-être à deux',
      subtitle: 'Spa, massage et nuit au calme.',
      imageUrl: '/images/hero/w.svg',
      imageMobile: '/images/hero/w-m.svg',
      imagePosition: 'center',
      imageAlt: 'Bassin de spa',
      ctas: [
        {
          label: 'Voir les séjours bien-être',
          url: '?flow=booking#theme=26',
          target: { kind: 'search', query: { flow: 'booking' }, hash: 'theme=26' },
          newTab: false,
        },
      ],
      url: '?flow=booking#theme=26',
      newTab: false,
      category: 'stay',
      campaign: 'wellness',
      rules: { page: 'search', flow: 'booking' },
    },
  ],
};

/**
 * Answers every call of the results page with the usual content: 12 offers of 40, the facets, no
 * targeted banner, the box and gift blocks, no suggestion links, Paris for any place. A test
 * answers differently by adding its own route afterwards (the latest route wins); `offers: false`
 * leaves the search unanswered, so a search the page should not send fails the test.
 */
export function answerResultsPage(api: ApiMock, { offers = true }: { offers?: boolean } = {}): void {
  if (offers) api.json('/api/offers.json', offersPage(12, 40), { method: 'POST' });
  api.json('/api/facets.json', facetsFixture() satisfies FacetsResponse);
  api.json('/content/targetedBanner.json', {});
  api.json('/api/cms/box-block-serp', BOX_BLOCK);
  api.json('/content/giftBlock.json', GIFT_BLOCK);
  api.json('/api/search/suggestion-links.json', { cities: [], themes: [] });
  api.json('/api/places/*', { id: 12, label: 'Paris', category: 'city', latitude: 48.85, longitude: 2.35 });
}
