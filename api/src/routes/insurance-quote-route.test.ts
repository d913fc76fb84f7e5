import { INSURANCE_MIN_PRICE, INSURANCE_RATE_PERCENT } from '../payment/cancellation-insurance';
import { MAX_CENTS } from './common-schemas';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const quote = (query: string) => testApp.app.inject({ url: `/gateway/insurance/quote?${query}` });
const priceFor = async (amount: number) =>
  (await quote(`cancellationType=FLEXIBLE&amount=${amount}`)).json().offer.sellPrice as number;

describe('GET /gateway/insurance/quote', () => {
  it('costs 4.5 % of the order, rounded up to the cent', async () => {
    expect(INSURANCE_RATE_PERCENT).toBe(4.5);
    expect(await priceFor(20_000)).toBe(900);
    expect(await priceFor(12_345)).toBe(556); // 555.525
    expect(await priceFor(100_000)).toBe(4_500);
  });

  it('costs at least 5 €', async () => {
    expect(INSURANCE_MIN_PRICE).toBe(500);
    expect(await priceFor(1)).toBe(500);
    expect(await priceFor(11_111)).toBe(500); // 499.995
    expect(await priceFor(11_112)).toBe(501); // 500.04
  });

  it('insures either kind of stay terms, described in the language asked', async () => {
    const response = await quote('cancellationType=NCNR&amount=30000&locale=es_ES');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      offer: {
        id: 'CANCELLATION_INSURANCE_NCNR',
        sellPrice: 1350,
        cancellationPolicy: {
          type: 'INSURANCE',
          insuredPolicyType: 'NCNR',
          cancellable: true,
          refundDelayHours: 72,
          coveredCases: 25,
          message: 'Seguro de cancelación: reembolso en 72 h, más de 25 motivos de cancelación cubiertos',
        },
      },
    });
    expect((await quote('cancellationType=FLEXIBLE&amount=30000')).json().offer.cancellationPolicy.message).toMatch(
      /^Assurance annulation/,
    );
  });

  it('answers 400 for an empty order, a missing or unknown policy type, or an amount out of range', async () => {
    for (const query of [
      'cancellationType=FLEXIBLE&amount=0',
      'cancellationType=FLEXIBLE',
      'amount=1000',
      'cancellationType=SOMETIMES&amount=1000',
      `cancellationType=FLEXIBLE&amount=${MAX_CENTS + 1}`,
      'cancellationType=FLEXIBLE&amount=12.5',
      'cancellationType=FLEXIBLE&amount=1000&locale=en_US',
    ]) {
      const response = await quote(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/querystring/);
    }
  });
});
