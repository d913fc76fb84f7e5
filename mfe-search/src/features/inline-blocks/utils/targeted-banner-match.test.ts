import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import {
  bestTargetedBanner as matchTargetedBanner,
  matchingTargetedBanners,
} from '@escapade/shared-contracts/targeted-banner';
import type { TargetedBanner } from '../api/get-targeted-banners';
import { bannerContextOf, bannerTarget, inlineTargetedBanner } from './targeted-banner-match';

function banner(id: string, rules: TargetedBanner['rules']): TargetedBanner {
  return {
    id,
    title: id,
    subtitle: '',
    imageUrl: '/images/hero/x.svg',
    imageMobile: '/images/hero/x.svg',
    imagePosition: 'center',
    imageAlt: '',
    ctas: [],
    url: '?flow=booking',
    newTab: false,
    category: 'stay',
    campaign: id,
    rules,
  };
}

const BANNERS = [
  banner('paris', { page: 'search', flow: 'booking', city: '10001' }),
  banner('romantic', { page: 'search', flow: 'booking', theme: 23 }),
  banner('wellness', { page: 'search', theme: 26 }),
  banner('nearby', { page: 'search', isLessThanTwoHours: true }),
  banner('france', { page: 'search', country: '1' }),
  banner('gift', { page: 'search', flow: 'gifting' }),
];

const contextOf = (hash: string, search = '') => bannerContextOf(parseSearchCriteria({ hash, search }), 'search');

describe('matchTargetedBanner', () => {
  it('takes the banner whose rules all match, the most specific first', () => {
    expect(matchTargetedBanner(BANNERS, contextOf('city=10001'))?.id).toBe('paris');
    expect(matchTargetedBanner(BANNERS, contextOf('city=10001&theme=23'))?.id).toBe('paris');
    expect(matchTargetedBanner(BANNERS, contextOf('city=10002&theme=23'))?.id).toBe('romantic');
    expect(matchTargetedBanner(BANNERS, contextOf('country=1'))?.id).toBe('france');
  });

  it('on equal specificity keeps the earlier banner', () => {
    const twins = [banner('first', { page: 'search', theme: 26 }), banner('second', { page: 'search', theme: 26 })];
    expect(matchTargetedBanner(twins, contextOf('theme=26'))?.id).toBe('first');
  });

  it('matches flow and local-search rules', () => {
    expect(matchTargetedBanner(BANNERS, contextOf('city=10002', 'flow=gifting'))?.id).toBe('gift');
    expect(matchTargetedBanner(BANNERS, contextOf('lat=48.8&lng=2.3&distanceMax=200'))?.id).toBe('nearby');
  });

  it('a false local-search rule matches only pages that say they are not local searches', () => {
    const notNearby = [banner('far', { page: 'search', isLessThanTwoHours: false })];
    expect(matchTargetedBanner(notNearby, contextOf('city=10002'))?.id).toBe('far');
    expect(matchTargetedBanner(notNearby, { page: 'search' })).toBeNull();
  });

  it('lists every banner that applies, best first; the grid takes the best', () => {
    const context = contextOf('city=10001&theme=26');
    expect(matchingTargetedBanners(BANNERS, context).map((match) => match.id)).toEqual(['paris', 'wellness']);
    expect(inlineTargetedBanner(BANNERS, context)?.id).toBe('paris');
    expect(inlineTargetedBanner(BANNERS, contextOf('city=10002'))).toBeNull();
  });

  it('gives null when no banner matches', () => {
    expect(matchTargetedBanner(BANNERS, contextOf('city=10002'))).toBeNull();
    expect(matchTargetedBanner([], contextOf('city=10001'))).toBeNull();
  });
});

describe('bannerTarget', () => {
  it('reads the search the api url leads to', () => {
    expect(bannerTarget('?flow=booking#city=10001')).toEqual({
      kind: 'search',
      query: { flow: 'booking' },
      hash: 'city=10001',
    });
    expect(bannerTarget('?flow=gifting')).toEqual({ kind: 'search', query: { flow: 'gifting' } });
    expect(bannerTarget('#theme=26')).toEqual({ kind: 'search', hash: 'theme=26' });
    expect(bannerTarget('?flow=activity')).toEqual({ kind: 'activitySearch', query: { flow: 'activity' } });
  });

  it('gives null for urls outside the route table', () => {
    expect(bannerTarget('https://example.org/')).toBeNull();
    expect(bannerTarget('/recherche')).toBeNull();
  });
});
