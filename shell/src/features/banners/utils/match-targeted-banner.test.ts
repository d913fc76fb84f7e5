import type { TargetedBanner, TargetedBannerRules } from '../api/get-targeted-banners';
import { bestTargetedBanner, ruleSpecificity, targetedBannerApplies } from './match-targeted-banner';

function banner(id: string, rules: TargetedBannerRules): TargetedBanner {
  return {
    id,
    title: id,
    subtitle: '',
    imageUrl: '/images/hero/x.svg',
    imageMobile: '/images/hero/x.svg',
    imagePosition: 'left',
    imageAlt: '',
    ctas: [],
    url: '',
    newTab: false,
    category: 'stay',
    campaign: id,
    rules,
  };
}

describe('targeted banner rules', () => {
  it('applies when every rule field it sets equals the context', () => {
    const rules = { page: 'search', flow: 'booking', city: '12' } as const;
    expect(targetedBannerApplies(rules, { page: 'search', flow: 'booking', city: '12', theme: 26 })).toBe(true);
    expect(targetedBannerApplies(rules, { page: 'search', flow: 'gifting', city: '12' })).toBe(false);
    expect(targetedBannerApplies(rules, { page: 'search', flow: 'booking' })).toBe(false);
    expect(targetedBannerApplies(rules, { page: 'home', flow: 'booking', city: '12' })).toBe(false);
  });

  it('compares place ids and themes as text, and checks every rule field of the spec', () => {
    expect(targetedBannerApplies({ theme: 26 }, { page: 'search', theme: 26 })).toBe(true);
    expect(targetedBannerApplies({ city: '12' }, { page: 'search', city: 12 as unknown as string })).toBe(true);
    expect(targetedBannerApplies({ department: '1001' }, { page: 'search', department: '1002' })).toBe(false);
    expect(targetedBannerApplies({ region: '101' }, { page: 'search', region: '101' })).toBe(true);
    expect(targetedBannerApplies({ country: '1' }, { page: 'search', country: '2' })).toBe(false);
    expect(targetedBannerApplies({ isLessThanTwoHours: true }, { page: 'search', isLessThanTwoHours: true })).toBe(
      true,
    );
    expect(targetedBannerApplies({ isLessThanTwoHours: true }, { page: 'search', isLessThanTwoHours: false })).toBe(
      false,
    );
    expect(targetedBannerApplies({ isLessThanTwoHours: true }, { page: 'search' })).toBe(false);
  });

  it('counts the rule fields a banner sets', () => {
    expect(ruleSpecificity({})).toBe(0);
    expect(ruleSpecificity({ page: 'search', theme: 26, isLessThanTwoHours: false })).toBe(3);
  });

  it('picks the most specific banner that applies, the first one on a tie', () => {
    const banners = [
      banner('any-search', { page: 'search' }),
      banner('wellness', { page: 'search', theme: 26 }),
      banner('paris', { page: 'search', city: '10001' }),
      banner('paris-wellness', { page: 'search', city: '10001', theme: 26 }),
      banner('gifts', { page: 'search', flow: 'gifting' }),
    ];
    expect(bestTargetedBanner(banners, { page: 'search', flow: 'booking', city: '10001', theme: 26 })?.id).toBe(
      'paris-wellness',
    );
    expect(bestTargetedBanner(banners, { page: 'search', flow: 'booking', city: '10001', theme: 23 })?.id).toBe(
      'paris',
    );
    expect(bestTargetedBanner(banners, { page: 'search', flow: 'booking', city: '5', theme: 26 })?.id).toBe('wellness');
    expect(bestTargetedBanner(banners, { page: 'search', flow: 'booking' })?.id).toBe('any-search');
    expect(bestTargetedBanner(banners, { page: 'home', flow: 'booking' })).toBeNull();
    // wellness (theme) and gifts (flow) are equally specific: the earlier one wins.
    expect(bestTargetedBanner(banners, { page: 'search', flow: 'gifting', theme: 26 })?.id).toBe('wellness');
  });
});
