import {
  readReferralIds,
  REFERRAL_ID_PARAMETERS,
  REFERRAL_IDS_STORAGE_KEY,
  saveReferralIdsFromUrl,
} from './referral-ids';

describe('referral ids', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the review site, metasearch, affiliate and CRM ids of the landing address', () => {
    expect(REFERRAL_ID_PARAMETERS).toEqual({
      reviewSiteRefId: 'refid',
      metasearchClickId: 'mcid',
      affiliateId: 'aff',
      crmSubscriptionId: 'crmid',
    });
    saveReferralIdsFromUrl({ search: '?refid=tr-1&mcid=abc&flow=gifting', hash: '#crmid=77&a=2' });
    expect(readReferralIds()).toEqual({ reviewSiteRefId: 'tr-1', metasearchClickId: 'abc', crmSubscriptionId: '77' });
  });

  it('replaces only the ids a later visit brings', () => {
    saveReferralIdsFromUrl({ search: '?aff=one&refid=r1', hash: '' });
    saveReferralIdsFromUrl({ search: '?aff=two', hash: '' });
    saveReferralIdsFromUrl({ search: '', hash: '' });
    expect(readReferralIds()).toEqual({ affiliateId: 'two', reviewSiteRefId: 'r1' });
  });

  it('never throws on broken storage or garbage', () => {
    window.localStorage.setItem(REFERRAL_IDS_STORAGE_KEY, '[1,2');
    expect(readReferralIds()).toEqual({});
    const brokenStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    expect(saveReferralIdsFromUrl({ search: '?aff=x', hash: '' }, brokenStorage)).toEqual({ affiliateId: 'x' });
    expect(saveReferralIdsFromUrl({ search: `?aff=${'x'.repeat(201)}`, hash: '' })).toEqual({});
  });
});
