import { DateTime } from 'luxon';
import {
  daysBeforeArrival,
  deferredPaymentDate,
  eligibleInstalmentMethods,
  isInstalmentFeatureLocale,
  isInstalmentMethodEligible,
  splitPayments,
  INSTALMENT_COUNTS,
  type DeferredPaymentOrder,
  type InstalmentOrder,
} from './instalments';

const zone = 'Europe/Paris';
// Late in the evening, to check that the day is read in the shop zone.
const now = DateTime.fromISO('2026-03-10T23:30', { zone });

function order(overrides: Partial<InstalmentOrder> = {}): InstalmentOrder {
  return { amount: 50_000, checkinDate: '2026-04-10', locale: 'fr_FR', now, zone, ...overrides };
}

describe('daysBeforeArrival', () => {
  it('counts whole days from today in the shop zone', () => {
    expect(daysBeforeArrival('2026-03-15', now, zone)).toBe(5);
    expect(daysBeforeArrival('2026-03-10', now, zone)).toBe(0);
    expect(daysBeforeArrival('2026-03-09', now, zone)).toBe(-1);
    // 23:30 UTC is already the 11th in Paris
    expect(daysBeforeArrival('2026-03-15', DateTime.fromISO('2026-03-10T23:30Z'), zone)).toBe(4);
  });
});

describe('isInstalmentFeatureLocale', () => {
  it('offers the feature in France, Spain and Belgium', () => {
    expect(isInstalmentFeatureLocale('fr_FR')).toBe(true);
    expect(isInstalmentFeatureLocale('es_ES')).toBe(true);
    expect(isInstalmentFeatureLocale('fr_BE')).toBe(true);
    expect(isInstalmentFeatureLocale('nl_BE')).toBe(true);
    expect(isInstalmentFeatureLocale('it_IT')).toBe(false);
    expect(isInstalmentFeatureLocale('nl_NL')).toBe(false);
  });
});

describe('pay later', () => {
  it('needs the arrival at least 5 days ahead', () => {
    expect(isInstalmentMethodEligible('deferred', order({ checkinDate: '2026-03-15' }))).toBe(true);
    expect(isInstalmentMethodEligible('deferred', order({ checkinDate: '2026-03-14' }))).toBe(false);
  });

  it('is offered in the feature locales only', () => {
    expect(isInstalmentMethodEligible('deferred', order({ locale: 'nl_BE' }))).toBe(true);
    expect(isInstalmentMethodEligible('deferred', order({ locale: 'it_IT' }))).toBe(false);
  });
});

describe('3 instalments', () => {
  it('needs the arrival at least 7 days ahead', () => {
    expect(isInstalmentMethodEligible('3x', order({ checkinDate: '2026-03-17' }))).toBe(true);
    expect(isInstalmentMethodEligible('3x', order({ checkinDate: '2026-03-16' }))).toBe(false);
  });

  it('takes orders from 200 € to 2000 €', () => {
    expect(isInstalmentMethodEligible('3x', order({ amount: 19_999 }))).toBe(false);
    expect(isInstalmentMethodEligible('3x', order({ amount: 20_000 }))).toBe(true);
    expect(isInstalmentMethodEligible('3x', order({ amount: 200_000 }))).toBe(true);
    expect(isInstalmentMethodEligible('3x', order({ amount: 200_001 }))).toBe(false);
  });

  it('is offered in the feature locales only', () => {
    expect(isInstalmentMethodEligible('3x', order({ locale: 'es_ES' }))).toBe(true);
    expect(isInstalmentMethodEligible('3x', order({ locale: 'nl_NL' }))).toBe(false);
  });
});

describe('4 instalments', () => {
  it('needs the arrival at least 7 days ahead', () => {
    expect(isInstalmentMethodEligible('4x', order({ checkinDate: '2026-03-17' }))).toBe(true);
    expect(isInstalmentMethodEligible('4x', order({ checkinDate: '2026-03-16' }))).toBe(false);
  });

  it('takes orders from 250 € to 2000 €', () => {
    expect(isInstalmentMethodEligible('4x', order({ amount: 24_999 }))).toBe(false);
    expect(isInstalmentMethodEligible('4x', order({ amount: 25_000 }))).toBe(true);
    expect(isInstalmentMethodEligible('4x', order({ amount: 200_000 }))).toBe(true);
    expect(isInstalmentMethodEligible('4x', order({ amount: 200_001 }))).toBe(false);
  });
});

describe('PayPal later', () => {
  it('takes orders from 30 € to 2000 €, whatever the arrival', () => {
    const spain = { locale: 'es_ES', checkinDate: '2026-03-11' } as const;
    expect(isInstalmentMethodEligible('paypalLater', order({ ...spain, amount: 2_999 }))).toBe(false);
    expect(isInstalmentMethodEligible('paypalLater', order({ ...spain, amount: 3_000 }))).toBe(true);
    expect(isInstalmentMethodEligible('paypalLater', order({ ...spain, amount: 200_000 }))).toBe(true);
    expect(isInstalmentMethodEligible('paypalLater', order({ ...spain, amount: 200_001 }))).toBe(false);
  });

  it('is offered in Spain and Italy only', () => {
    expect(isInstalmentMethodEligible('paypalLater', order({ locale: 'it_IT' }))).toBe(true);
    expect(isInstalmentMethodEligible('paypalLater', order({ locale: 'es_ES' }))).toBe(true);
    expect(isInstalmentMethodEligible('paypalLater', order({ locale: 'fr_FR' }))).toBe(false);
    expect(isInstalmentMethodEligible('paypalLater', order({ locale: 'nl_NL' }))).toBe(false);
  });
});

describe('eligibleInstalmentMethods', () => {
  it('lists every method the order may use', () => {
    expect(eligibleInstalmentMethods(order())).toEqual(['deferred', '3x', '4x']);
    expect(eligibleInstalmentMethods(order({ locale: 'es_ES' }))).toEqual(['deferred', '3x', '4x', 'paypalLater']);
    expect(eligibleInstalmentMethods(order({ locale: 'it_IT' }))).toEqual(['paypalLater']);
    expect(eligibleInstalmentMethods(order({ amount: 22_000, checkinDate: '2026-03-16' }))).toEqual(['deferred']);
    expect(eligibleInstalmentMethods(order({ checkinDate: 'someday' }))).toEqual([]);
  });
});

describe('splitPayments', () => {
  it('splits equally, monthly from the first day, the fees on the first payment', () => {
    expect(splitPayments(30_000, 3, 450, '2026-03-10')).toEqual([
      { amount: 10_450, date: '2026-03-10' },
      { amount: 10_000, date: '2026-04-10' },
      { amount: 10_000, date: '2026-05-10' },
    ]);
  });

  it('puts the leftover cents on the first payment so the sum is exact', () => {
    const payments = splitPayments(25_001, 4, 0, '2026-03-10');
    expect(payments.map((payment) => payment.amount)).toEqual([6_251, 6_250, 6_250, 6_250]);
    expect(payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(25_001);
  });

  it('keeps the payments on the last day of shorter months', () => {
    expect(splitPayments(30_000, 3, 0, '2026-01-31').map((payment) => payment.date)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
  });

  it('gives no plan for a nonsensical count, amount or day', () => {
    expect(splitPayments(30_000, 0, 0, '2026-03-10')).toEqual([]);
    expect(splitPayments(0, 3, 0, '2026-03-10')).toEqual([]);
    expect(splitPayments(30_000, 3, 0, 'someday')).toEqual([]);
  });

  it('pays PayPal later in three parts, like 3x', () => {
    expect(INSTALMENT_COUNTS).toEqual({ '3x': 3, '4x': 4, paypalLater: 3 });
  });
});

describe('deferredPaymentDate', () => {
  const deferred = (overrides: Partial<DeferredPaymentOrder> = {}): DeferredPaymentOrder => ({
    checkinDate: '2026-04-10',
    cancellationPolicyType: 'FLEXIBLE',
    cancellableUntil: null,
    today: '2026-03-10',
    ...overrides,
  });

  it("is the cancellation deadline's day, in the shop's zone, when a cancellable stay has one", () => {
    expect(deferredPaymentDate(deferred({ cancellableUntil: '2026-04-03' }), zone)).toBe('2026-04-03');
    expect(deferredPaymentDate(deferred({ cancellableUntil: '2026-04-03T22:30:00Z' }), zone)).toBe('2026-04-04');
  });

  it('is 2 days before the check-in without a deadline, or for a non-refundable stay', () => {
    expect(deferredPaymentDate(deferred(), zone)).toBe('2026-04-08');
    expect(deferredPaymentDate(deferred({ checkinDate: '2026-03-01', today: '2026-02-01' }), zone)).toBe('2026-02-27');
    expect(
      deferredPaymentDate(deferred({ cancellationPolicyType: 'NCNR', cancellableUntil: '2026-04-03' }), zone),
    ).toBe('2026-04-08');
  });

  it('is never before today', () => {
    expect(deferredPaymentDate(deferred({ cancellableUntil: '2026-03-01' }), zone)).toBe('2026-03-10');
    expect(deferredPaymentDate(deferred({ checkinDate: '2026-03-11' }), zone)).toBe('2026-03-10');
  });
});
