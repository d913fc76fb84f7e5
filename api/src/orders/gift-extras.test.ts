import {
  DEFAULT_SLEEVE_ID,
  SLEEVE_CATEGORIES,
  SLEEVE_EXTRAS,
  availableSleeveExtras,
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

  it('are listed in the page’s language', () => {
    const italian = availableSleeveExtras('it');
    expect(italian.find((extra) => extra.id === DEFAULT_SLEEVE_ID)!.name).toBe(
      sleeveExtraOf(DEFAULT_SLEEVE_ID)!.names.it,
    );
    expect(new Set(italian.map((extra) => extra.name)).size).toBe(SLEEVE_EXTRAS.length);
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
