import { PROMOTION_CODES, applyPromotionCode, type PromotedPurchase } from './promotion-codes';

const stayOf = (amount: number, hasOrderedBefore = false): PromotedPurchase => ({
  amount,
  productKind: 'stay',
  hasOrderedBefore: () => hasOrderedBefore,
});

describe('promotion codes', () => {
  it('take a share of the amount, to the nearest cent, from the code’s minimum on', () => {
    const rule = PROMOTION_CODES.BIENVENUE10!;
    expect(rule.discount).toEqual({ kind: 'percent', percent: 10 });
    const minimum = rule.minimumAmount;
    expect(applyPromotionCode('BIENVENUE10', stayOf(minimum))).toEqual({
      code: 'BIENVENUE10',
      status: 'applied',
      amount: -minimum / 10,
    });
    // 10 % of 100.05 € is 10.005 €: 10.01 €.
    expect(applyPromotionCode('BIENVENUE10', stayOf(minimum + 5)).amount).toBe(-(minimum / 10 + 1));
    expect(applyPromotionCode('BIENVENUE10', stayOf(minimum - 1))).toEqual({
      code: 'BIENVENUE10',
      status: 'notApplicable',
      amount: 0,
      refusal: 'minimumAmount',
      minimumAmount: minimum,
    });
  });

  it('take a fixed amount off from the code’s minimum on', () => {
    const rule = PROMOTION_CODES.ESCAPADE25!;
    if (rule.discount.kind !== 'amount') throw new Error('ESCAPADE25 takes an amount off');
    expect(applyPromotionCode('escapade25', stayOf(rule.minimumAmount)).amount).toBe(-rule.discount.amount);
    expect(applyPromotionCode('escapade25', stayOf(rule.minimumAmount * 4)).amount).toBe(-rule.discount.amount);
    expect(applyPromotionCode('escapade25', stayOf(rule.minimumAmount - 1)).status).toBe('notApplicable');
  });

  it('are read without case or spaces, and unknown ones change nothing', () => {
    for (const typed of ['  Bienvenue10 ', 'bienvenue 10', 'BIEN VENUE\t10']) {
      expect(applyPromotionCode(typed, stayOf(50_000))).toMatchObject({ code: 'BIENVENUE10', status: 'applied' });
    }
    for (const typed of ['NOPE', 'constructor', '__proto__', 'toString', 'BIENVENUE1O']) {
      expect(applyPromotionCode(typed, stayOf(50_000))).toEqual({ code: typed.trim(), status: 'unknown', amount: 0 });
    }
  });

  it('never discount a gift card, whatever its amount: it is stored value', () => {
    for (const code of Object.keys(PROMOTION_CODES)) {
      const result = applyPromotionCode(code, {
        amount: 50_000,
        productKind: 'giftCard',
        hasOrderedBefore: () => false,
      });
      expect(result).toEqual({ code, status: 'notApplicable', amount: 0, refusal: 'productKind' });
    }
    for (const rule of Object.values(PROMOTION_CODES)) expect(rule.productKinds).not.toContain('giftCard');
  });

  it('give a first-order code only to a shopper who has not ordered before, asking only when it matters', () => {
    expect(applyPromotionCode('BIENVENUE10', stayOf(50_000, true))).toEqual({
      code: 'BIENVENUE10',
      status: 'notApplicable',
      amount: 0,
      refusal: 'firstOrderOnly',
    });
    const asked = jest.fn(() => true);
    expect(
      applyPromotionCode('ESCAPADE25', { amount: 50_000, productKind: 'activity', hasOrderedBefore: asked }).status,
    ).toBe('applied');
    expect(asked).not.toHaveBeenCalled();
  });

  it('apply to the product kinds each code names', () => {
    const onGiftBox = applyPromotionCode('ESCAPADE25', {
      amount: 50_000,
      productKind: 'giftBox',
      hasOrderedBefore: () => false,
    });
    expect(onGiftBox.refusal).toBe('productKind');
    const welcome = applyPromotionCode('BIENVENUE10', {
      amount: 50_000,
      productKind: 'giftBox',
      hasOrderedBefore: () => false,
    });
    expect(welcome.status).toBe('applied');
  });
});
