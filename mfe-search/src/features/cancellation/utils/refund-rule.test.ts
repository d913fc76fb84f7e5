import { refundRuleOf } from './refund-rule';

describe('refundRuleOf', () => {
  it('refunds 80 % of each night before the deadline and nothing from the check-in date', () => {
    const rule = refundRuleOf({}, 'fr-FR');
    expect(rule).toEqual({ beforeDeadlinePercent: 80, fromCheckinPercent: 0, deadline: null, noRefundDate: null });
  });

  it('writes the known dates in full in the visitor language', () => {
    const rule = refundRuleOf({ deadline: '2026-05-04', checkin: '2026-05-11' }, 'fr-FR');
    expect(rule.deadline).toBe('4 mai 2026');
    expect(rule.noRefundDate).toBe('11 mai 2026');
    expect(refundRuleOf({ checkin: '2026-05-11' }, 'nl-NL').noRefundDate).toBe('11 mei 2026');
  });

  it('ignores a date it cannot read', () => {
    expect(refundRuleOf({ checkin: 'tomorrow' }, 'fr-FR').noRefundDate).toBeNull();
  });
});
