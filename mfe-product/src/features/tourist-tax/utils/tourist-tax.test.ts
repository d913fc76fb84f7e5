import { touristTaxAmount, touristTaxSummary, type LocalTax } from './tourist-tax';

const perPersonPerNight: LocalTax = {
  amount: 165,
  currency: 'EUR',
  toBePaidAtHotel: true,
  type: 'PER_PERSON_PER_NIGHT',
};
const percentage: LocalTax = {
  amount: 0,
  currency: 'EUR',
  toBePaidAtHotel: true,
  type: 'BOOKING_PERCENTAGE',
  percentage: 5,
};
const stay = { packagePrice: 18_950, nights: 2, participants: 3 };

describe('touristTaxAmount', () => {
  it('multiplies the amount by the nights and the participants', () => {
    expect(touristTaxAmount(perPersonPerNight, stay)).toBe(165 * 2 * 3);
    expect(touristTaxAmount(perPersonPerNight, { ...stay, participants: 0 })).toBe(0);
  });

  it('takes a percentage of the package, rounded to the cent', () => {
    // 5 % of 189.50 € = 9.475 € → 9.48 €
    expect(touristTaxAmount(percentage, stay)).toBe(948);
    expect(touristTaxAmount({ ...percentage, percentage: null }, stay)).toBe(0);
  });
});

describe('touristTaxSummary', () => {
  it('adds the tax paid at the hotel to the stay paid today', () => {
    expect(touristTaxSummary(perPersonPerNight, stay)).toEqual({ atHotel: 990, payToday: 18_950, totalStay: 19_940 });
  });

  it('adds nothing when the tax is not paid at the hotel or there is none', () => {
    const included = { ...perPersonPerNight, toBePaidAtHotel: false };
    expect(touristTaxSummary(included, stay)).toEqual({ atHotel: 0, payToday: 18_950, totalStay: 18_950 });
    expect(touristTaxSummary(null, stay)).toEqual({ atHotel: 0, payToday: 18_950, totalStay: 18_950 });
  });
});
