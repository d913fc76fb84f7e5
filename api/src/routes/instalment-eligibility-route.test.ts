import { DateTime } from 'luxon';
import {
  DEFERRED_MIN_DAYS_BEFORE_ARRIVAL,
  DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN,
  FOUR_INSTALMENTS_AMOUNT,
  PAYPAL_LATER_AMOUNT,
  SPLIT_MIN_DAYS_BEFORE_ARRIVAL,
  THREE_INSTALMENTS_AMOUNT,
} from '@escapade/shared-contracts/instalments';
import { addDaysIso } from '../pricing/dates';
import { createTestApp, daysFromToday, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface MethodJson {
  type: string;
  paymentFee: number;
  splitPayments: { amount: number; date: string }[];
}

interface Ask {
  amount?: number;
  days?: number;
  pointOfSale?: string;
  cancellationPolicyType?: string;
  cancellableUntil?: string;
}

async function methods(ask: Ask = {}): Promise<MethodJson[]> {
  const { amount = 50_000, days = 30, pointOfSale = 'fr_FR', cancellationPolicyType = 'FLEXIBLE' } = ask;
  const until = ask.cancellableUntil ? `&cancellableUntil=${ask.cancellableUntil}` : '';
  const response = await testApp.app.inject({
    url: `/gateway/purchase/alma/eligibility?amount=${amount}&cancellationPolicyType=${cancellationPolicyType}&checkinDate=${daysFromToday(days)}&pointOfSale=${pointOfSale}${until}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().paymentMethods;
}
const types = async (ask: Ask) => (await methods(ask)).map((method) => method.type);

describe('GET /gateway/purchase/alma/eligibility', () => {
  it('offers pay later, 3x and 4x on the French, Spanish and Belgian sites only', async () => {
    for (const pointOfSale of ['fr_FR', 'fr_BE', 'nl_BE'])
      expect(await types({ pointOfSale })).toEqual(['deferred', '3x', '4x']);
    expect(await types({ pointOfSale: 'es_ES' })).toEqual(['deferred', '3x', '4x', 'paypal_later']);
    expect(await types({ pointOfSale: 'it_IT' })).toEqual(['paypal_later']);
    expect(await types({ pointOfSale: 'nl_NL' })).toEqual([]);
  });

  it(`needs the arrival at least ${DEFERRED_MIN_DAYS_BEFORE_ARRIVAL} days ahead to pay later`, async () => {
    expect(await types({ days: DEFERRED_MIN_DAYS_BEFORE_ARRIVAL })).toContain('deferred');
    expect(await types({ days: DEFERRED_MIN_DAYS_BEFORE_ARRIVAL - 1 })).not.toContain('deferred');
  });

  it(`needs the arrival at least ${SPLIT_MIN_DAYS_BEFORE_ARRIVAL} days ahead for 3x and 4x`, async () => {
    expect(await types({ days: SPLIT_MIN_DAYS_BEFORE_ARRIVAL })).toEqual(['deferred', '3x', '4x']);
    expect(await types({ days: SPLIT_MIN_DAYS_BEFORE_ARRIVAL - 1 })).toEqual(['deferred']);
  });

  it('sells 3x from 200 € to 2 000 €', async () => {
    expect(THREE_INSTALMENTS_AMOUNT.min).toBe(20_000);
    expect(THREE_INSTALMENTS_AMOUNT.max).toBe(200_000);
    expect(await types({ amount: 19_999 })).not.toContain('3x');
    expect(await types({ amount: 20_000 })).toContain('3x');
    expect(await types({ amount: 200_000 })).toContain('3x');
    expect(await types({ amount: 200_001 })).not.toContain('3x');
  });

  it('sells 4x from 250 € to 2 000 €', async () => {
    expect(FOUR_INSTALMENTS_AMOUNT.min).toBe(25_000);
    expect(FOUR_INSTALMENTS_AMOUNT.max).toBe(200_000);
    expect(await types({ amount: 24_999 })).not.toContain('4x');
    expect(await types({ amount: 25_000 })).toContain('4x');
    expect(await types({ amount: 200_000 })).toContain('4x');
    expect(await types({ amount: 200_001 })).not.toContain('4x');
  });

  it('offers PayPal pay later from 30 € to 2 000 €, whatever the arrival date', async () => {
    expect(PAYPAL_LATER_AMOUNT.min).toBe(3_000);
    expect(PAYPAL_LATER_AMOUNT.max).toBe(200_000);
    const ask = { pointOfSale: 'it_IT', days: 1 };
    expect(await types({ ...ask, amount: 2_999 })).toEqual([]);
    expect(await types({ ...ask, amount: 3_000 })).toEqual(['paypal_later']);
    expect(await types({ ...ask, amount: 200_000 })).toEqual(['paypal_later']);
    expect(await types({ ...ask, amount: 200_001 })).toEqual([]);
  });

  it('charges 1 % to pay later, 1.5 % for 3x, 2 % for 4x and nothing for PayPal, with the first payment', async () => {
    const byType = Object.fromEntries(
      (await methods({ amount: 30_001, pointOfSale: 'es_ES' })).map((m) => [m.type, m]),
    );
    expect(byType.deferred!.paymentFee).toBe(301); // 300.01 rounded up
    expect(byType['3x']!.paymentFee).toBe(451); // 450.015
    expect(byType['4x']!.paymentFee).toBe(601); // 600.02
    expect(byType.paypal_later!.paymentFee).toBe(0);
    const threeTimes = byType['3x']!.splitPayments;
    expect(threeTimes.map((payment) => payment.amount)).toEqual([10_001 + 451, 10_000, 10_000]);
    expect(threeTimes[0]!.date).toBe(daysFromToday(0));
    expect(threeTimes.map((payment) => payment.date)).toEqual(
      [0, 1, 2].map((months) => DateTime.fromISO(daysFromToday(0)).plus({ months }).toISODate()),
    );
    expect(byType['4x']!.splitPayments).toHaveLength(4);
    expect(byType['4x']!.splitPayments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(30_001 + 601);
  });

  it('takes the deferred payment on the cancellation deadline, or 2 days before arrival when not cancellable', async () => {
    const checkin = daysFromToday(30);
    const deadline = daysFromToday(20);
    const flexible = await methods({ days: 30, cancellableUntil: deadline });
    expect(flexible[0]).toEqual({
      type: 'deferred',
      paymentFee: 500,
      splitPayments: [{ amount: 50_500, date: deadline }],
    });
    const nonRefundable = await methods({ days: 30, cancellationPolicyType: 'NCNR', cancellableUntil: deadline });
    expect(nonRefundable[0]!.splitPayments[0]!.date).toBe(addDaysIso(checkin, -DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN));
    const noDeadline = await methods({ days: 30 });
    expect(noDeadline[0]!.splitPayments[0]!.date).toBe(addDaysIso(checkin, -DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN));
  });

  it('answers 400 for an empty amount, a bad date, an unknown point of sale or policy type', async () => {
    const valid = {
      amount: '50000',
      cancellationPolicyType: 'FLEXIBLE',
      checkinDate: daysFromToday(30),
      pointOfSale: 'fr_FR',
    };
    for (const [name, value] of [
      ['amount', '0'],
      ['amount', '-5'],
      ['checkinDate', '2027-02-29'],
      ['cancellableUntil', 'soon'],
      ['pointOfSale', 'de_DE'],
      ['cancellationPolicyType', 'MAYBE'],
    ] as const) {
      const query = new URLSearchParams({ ...valid, [name]: value });
      const response = await testApp.app.inject({ url: `/gateway/purchase/alma/eligibility?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`querystring/${name}`);
    }
    const missing = await testApp.app.inject({ url: '/gateway/purchase/alma/eligibility?amount=50000' });
    expect(missing.statusCode).toBe(400);
  });
});
