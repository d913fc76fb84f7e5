import { affiliateIdFrom, EXCLUDED_AFFILIATE_IDS, isExcludedAffiliate } from './affiliate';

describe('affiliate id', () => {
  it('reads the aff query parameter first, then the cookies', () => {
    expect(affiliateIdFrom('?aff=1204&flow=booking', 'aff=777')).toBe('1204');
    expect(affiliateIdFrom('', 'theme=dark; aff=777')).toBe('777');
    expect(affiliateIdFrom('', 'affiliateId=cash%62ack')).toBe('cashback');
    expect(affiliateIdFrom('?flow=gifting', 'other=1')).toBeNull();
  });

  it('reads the id kept from an earlier visit after the query and before the cookies', () => {
    expect(affiliateIdFrom('', 'aff=777', '1204')).toBe('1204');
    expect(affiliateIdFrom('?aff=999', '', '1204')).toBe('999');
    expect(affiliateIdFrom('', 'aff=777', ' ')).toBe('777');
  });

  it('excludes the listed affiliates only', () => {
    expect(EXCLUDED_AFFILIATE_IDS.size).toBeGreaterThan(0);
    for (const id of EXCLUDED_AFFILIATE_IDS) expect(isExcludedAffiliate(id)).toBe(true);
    expect(isExcludedAffiliate('999')).toBe(false);
    expect(isExcludedAffiliate(null)).toBe(false);
  });
});
