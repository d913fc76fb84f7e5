import type { BannerContext } from './event-bus';
import {
  bestTargetedBanner,
  matchingTargetedBanners,
  ruleSpecificity,
  targetedBannerApplies,
  type TargetedBannerRules,
} from './targeted-banner';

const banner = (id: string, rules: TargetedBannerRules | null | undefined) => ({ id, rules });

describe('targetedBannerApplies', () => {
  it('applies when every rule field it sets equals the context', () => {
    const rules = { page: 'search', flow: 'booking', city: '12' } as const;
    expect(targetedBannerApplies(rules, { page: 'search', flow: 'booking', city: '12', theme: 26 })).toBe(true);
    expect(targetedBannerApplies(rules, { page: 'search', flow: 'gifting', city: '12' })).toBe(false);
    expect(targetedBannerApplies(rules, { page: 'search', flow: 'booking' })).toBe(false);
    expect(targetedBannerApplies(rules, { page: 'home', flow: 'booking', city: '12' })).toBe(false);
  });

  it('compares place ids and themes as text', () => {
    expect(targetedBannerApplies({ theme: 26 }, { page: 'search', theme: 26 })).toBe(true);
    expect(targetedBannerApplies({ theme: '26' }, { page: 'search', theme: 26 })).toBe(true);
    expect(targetedBannerApplies({ city: 12 }, { page: 'search', city: '12' })).toBe(true);
    expect(targetedBannerApplies({ city: '12' }, { page: 'search', city: 12 as unknown as string })).toBe(true);
    expect(targetedBannerApplies({ department: '1001' }, { page: 'search', department: '1002' })).toBe(false);
    expect(targetedBannerApplies({ region: '101' }, { page: 'search', region: '101' })).toBe(true);
    expect(targetedBannerApplies({ country: '1' }, { page: 'search', country: '2' })).toBe(false);
  });

  it('treats a field left out, null or empty as matching any page', () => {
    const context: BannerContext = { page: 'search' };
    expect(targetedBannerApplies(undefined, context)).toBe(true);
    expect(targetedBannerApplies(null, context)).toBe(true);
    expect(targetedBannerApplies({}, context)).toBe(true);
    expect(targetedBannerApplies({ city: null, theme: '', flow: null, isLessThanTwoHours: null }, context)).toBe(true);
  });

  it('matches a local-search rule, true or false, only against a page that says which it is', () => {
    expect(targetedBannerApplies({ isLessThanTwoHours: true }, { page: 'search', isLessThanTwoHours: true })).toBe(
      true,
    );
    expect(targetedBannerApplies({ isLessThanTwoHours: true }, { page: 'search', isLessThanTwoHours: false })).toBe(
      false,
    );
    expect(targetedBannerApplies({ isLessThanTwoHours: true }, { page: 'search' })).toBe(false);
    expect(targetedBannerApplies({ isLessThanTwoHours: false }, { page: 'search', isLessThanTwoHours: false })).toBe(
      true,
    );
    expect(targetedBannerApplies({ isLessThanTwoHours: false }, { page: 'search' })).toBe(false);
  });
});

describe('ruleSpecificity', () => {
  it('counts the rule fields a banner sets', () => {
    expect(ruleSpecificity(undefined)).toBe(0);
    expect(ruleSpecificity({})).toBe(0);
    expect(ruleSpecificity({ page: 'search', theme: 26, isLessThanTwoHours: false })).toBe(3);
    expect(ruleSpecificity({ page: 'search', city: null, region: '' })).toBe(1);
  });
});

describe('matching banners', () => {
  const banners = [
    banner('any-search', { page: 'search' }),
    banner('wellness', { page: 'search', theme: 26 }),
    banner('paris', { page: 'search', city: '10001' }),
    banner('paris-wellness', { page: 'search', city: '10001', theme: 26 }),
    banner('gifts', { page: 'search', flow: 'gifting' }),
    banner('everywhere', undefined),
  ];

  it('picks the most specific banner that applies, the first one on a tie', () => {
    expect(bestTargetedBanner(banners, { page: 'search', flow: 'booking', city: '10001', theme: 26 })?.id).toBe(
      'paris-wellness',
    );
    expect(bestTargetedBanner(banners, { page: 'search', flow: 'booking', city: '10001', theme: 23 })?.id).toBe(
      'paris',
    );
    expect(bestTargetedBanner(banners, { page: 'search', flow: 'booking', city: '5', theme: 26 })?.id).toBe('wellness');
    expect(bestTargetedBanner(banners, { page: 'search', flow: 'booking' })?.id).toBe('any-search');
    expect(bestTargetedBanner(banners, { page: 'home', flow: 'booking' })?.id).toBe('everywhere');
    // wellness (theme) and gifts (flow) are equally specific: the earlier one wins.
    expect(bestTargetedBanner(banners, { page: 'search', flow: 'gifting', theme: 26 })?.id).toBe('wellness');
  });

  it('lists every banner that applies, best first, then in list order', () => {
    expect(
      matchingTargetedBanners(banners, { page: 'search', flow: 'booking', city: '10001', theme: 26 }).map(
        (match) => match.id,
      ),
    ).toEqual(['paris-wellness', 'wellness', 'paris', 'any-search', 'everywhere']);
  });

  it('gives null or an empty list when nothing applies', () => {
    const targeted = banners.filter((candidate) => candidate.rules);
    expect(bestTargetedBanner(targeted, { page: 'home' })).toBeNull();
    expect(matchingTargetedBanners(targeted, { page: 'home' })).toEqual([]);
    expect(bestTargetedBanner([], { page: 'search' })).toBeNull();
  });

  it('keeps the caller’s banner type', () => {
    const best: { id: string; rules: TargetedBannerRules | null | undefined } | null = bestTargetedBanner(banners, {
      page: 'search',
    });
    expect(best?.id).toBe('any-search');
  });
});
