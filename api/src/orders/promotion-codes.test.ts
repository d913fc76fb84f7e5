import { PROMOTION_CODES, applyPromotionCode } from './promotion-codes';

describe('promotion codes', () => {
  it('take a share of the amount, to the nearest cent, from the code’s minimum on', () => {
    const rule = PROMOTION_CODES.BIENVENUE10!;
    expect(rule.kind).toBe('percent');
    const minimum = rule.minimumAmount;
    expect(applyPromotionCode('BIENVENUE10', minimum)).toEqual({
      code: 'BIENVENUE10',
      status: 'applied',
      amount: -minimum / 10,
    });
    // 10 % of 100.05 € is 10.005 €: 10.01 €.
    expect(applyPromotionCode('BIENVENUE10', minimum + 5).amount).toBe(-(minimum / 10 + 1));
    expect(applyPromotionCode('BIENVENUE10', minimum - 1)).toEqual({
      code: 'BIENVENUE10',
      status: 'notApplicable',
      amount: 0,
    });
  });

  it('take a fixed amount off from the code’s minimum on', () => {
    const rule = PROMOTION_CODES.ESCAPADE25!;
    if (rule.kind !== 'amount') throw new Error('ESCAPADE25 takes an amount off');
    expect(applyPromotionCode('escapade25', rule.minimumAmount).amount).toBe(-rule.amount);
    expect(applyPromotionCode('escapade25', rule.minimumAmount * 4).amount).toBe(-rule.amount);
    expect(applyPromotionCode('escapade25', rule.minimumAmount - 1).status).toBe('notApplicable');
  });

  it('are read without case or surrounding spaces, and unknown ones change nothing', () => {
    expect(applyPromotionCode('  Bienvenue10 ', 50_000).code).toBe('BIENVENUE10');
    for (const typed of ['NOPE', 'constructor', '__proto__', 'toString', 'BIENVENUE 10']) {
      expect(applyPromotionCode(typed, 50_000)).toEqual({ code: typed.trim(), status: 'unknown', amount: 0 });
    }
  });
});
