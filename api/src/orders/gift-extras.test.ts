import {
  DEFAULT_SLEEVE_ID,
  PHYSICAL_SHIPPING_CHARGE,
  PHYSICAL_SHIPPING_COST,
  SLEEVE_CATEGORIES,
  SLEEVE_EXTRAS,
  availableSleeveExtras,
  physicalShippingCosts,
  sleeveExtraOf,
  sleevesPrice,
  sleevesProblem,
} from './gift-extras';

describe('sleeve extras of a physical gift', () => {
  it('come in two categories, the second with a standard sleeve at no cost', () => {
    expect(SLEEVE_CATEGORIES.map((category) => category.id)).toEqual([1, 2]);
    expect(sleeveExtraOf(DEFAULT_SLEEVE_ID)).toMatchObject({ categoryId: 2, price: 0 });
    expect(SLEEVE_EXTRAS.every((extra) => SLEEVE_CATEGORIES.some((category) => category.id === extra.categoryId))).toBe(
      true,
    );
  });

  it('are listed in the page’s language, but for the default sleeve the page adds itself', () => {
    const italian = availableSleeveExtras('it');
    expect(italian.map((extra) => extra.id)).not.toContain(DEFAULT_SLEEVE_ID);
    for (const extra of italian) expect(extra.name).toBe(sleeveExtraOf(extra.id)!.names.it);
    expect(new Set(italian.map((extra) => extra.name)).size).toBe(SLEEVE_EXTRAS.length - 1);
    // Still a sleeve a gift may name.
    expect(sleevesProblem([DEFAULT_SLEEVE_ID, 'card-love'])).toBeNull();
  });

  it('are posted free of charge within the shop’s countries, in 2 to 4 working days', () => {
    const costs = physicalShippingCosts();
    expect(costs).toMatchObject({ amount: PHYSICAL_SHIPPING_COST, charge: PHYSICAL_SHIPPING_CHARGE });
    expect(costs.deliveryDays).toEqual({ min: 2, max: 4 });
    expect(Object.keys(costs.internationalShippingFeesPerCountry)).toEqual(
      expect.arrayContaining(['FR', 'ES', 'IT', 'NL', 'BE']),
    );
    expect(new Set(Object.values(costs.internationalShippingFeesPerCountry))).toEqual(
      new Set([PHYSICAL_SHIPPING_CHARGE]),
    );
  });

  it('add up, cards of several kinds with one sleeve', () => {
    const chosen = ['card-birthday', 'card-thank-you', 'sleeve-gold'];
    expect(sleevesProblem(chosen)).toBeNull();
    expect(sleevesPrice(chosen)).toBe(chosen.reduce((sum, id) => sum + sleeveExtraOf(id)!.price, 0));
    expect(sleevesPrice([])).toBe(0);
  });

  it('refuse unknown ids and two sleeves on one gift', () => {
    expect(sleevesProblem(['sleeve-made-up'])).toMatch(/unknown sleeve extra/);
    expect(sleevesProblem([DEFAULT_SLEEVE_ID, 'sleeve-gold'])).toMatch(/only one extra of category 2/);
  });
});
