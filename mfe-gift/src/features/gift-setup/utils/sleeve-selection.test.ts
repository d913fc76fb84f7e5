import { SLEEVE_EXTRAS } from '../../../test/gift-fixtures';
import {
  DEFAULT_SLEEVE_ID,
  resolveSleeves,
  selectedInGroup,
  sleeveGroups,
  sleevesPrice,
  withGroupSelection,
} from './sleeve-selection';

const groups = sleeveGroups(SLEEVE_EXTRAS, 'fr', 'Standard');
const [cards, sleeves] = groups as [(typeof groups)[number], (typeof groups)[number]];

describe('sleeveGroups', () => {
  it('groups the extras by category, named in the language, recommended first', () => {
    expect(groups.map((group) => [group.id, group.name, group.singleSelection])).toEqual([
      [1, 'Carte de vœux', false],
      [2, 'Pochette', true],
    ]);
    expect(cards.options.map((option) => option.id)).toEqual(['card-thank-you', 'card-birthday']);
    expect(sleeveGroups(SLEEVE_EXTRAS, 'nl', 'Standaard').map((group) => group.name)).toEqual(['Wenskaart', 'Hoes']);
  });

  it('puts the free default sleeve first in the sleeve category', () => {
    expect(sleeves.options.map((option) => option.id)).toEqual([DEFAULT_SLEEVE_ID, 'sleeve-gold', 'sleeve-kraft']);
    expect(sleeves.options[0]).toMatchObject({ name: 'Standard', price: 0 });
    expect(sleeves.defaultId).toBe(DEFAULT_SLEEVE_ID);
    expect(cards.defaultId).toBeNull();
  });

  it('adds the default sleeve once, even when the api lists it', () => {
    const listed = {
      ...SLEEVE_EXTRAS,
      availableCustomSubElements: [
        ...SLEEVE_EXTRAS.availableCustomSubElements,
        {
          id: DEFAULT_SLEEVE_ID,
          name: 'Pochette standard',
          imageUrl: '/images/gift/7200.svg',
          categoryId: 2,
          recommendedByWed: false,
          price: 0,
        },
      ],
    };
    const [, sleeveGroup] = sleeveGroups(listed, 'fr', 'Standard');
    expect(sleeveGroup?.options.filter((option) => option.id === DEFAULT_SLEEVE_ID)).toEqual([
      { id: DEFAULT_SLEEVE_ID, name: 'Standard', imageUrl: '/images/gift/7200.svg', price: 0, recommended: false },
    ]);
  });

  it('leaves out a category without extras, and extras of an unknown category', () => {
    const response = {
      availableCustomSubElements: [{ ...SLEEVE_EXTRAS.availableCustomSubElements[0]!, categoryId: 9 }],
      categories: [
        { id: 1, description: 'Cards', names: { fr: 'Cartes', es: '', it: '', nl: '' }, singleSelection: false },
      ],
    };
    expect(sleeveGroups(response, 'fr', 'Standard')).toEqual([]);
  });
});

describe('resolveSleeves', () => {
  it('keeps known ids in the page order, several of a multiple-choice category', () => {
    expect(resolveSleeves(groups, ['sleeve-kraft', 'card-birthday', 'card-thank-you'])).toEqual([
      'card-thank-you',
      'card-birthday',
      'sleeve-kraft',
    ]);
  });

  it('keeps the first one only of a single-choice category', () => {
    expect(resolveSleeves(groups, ['sleeve-gold', 'sleeve-kraft'])).toEqual(['sleeve-gold']);
  });

  it('drops unknown ids and never writes the default sleeve', () => {
    expect(resolveSleeves(groups, ['sleeve-unknown', DEFAULT_SLEEVE_ID, 'card-birthday'])).toEqual(['card-birthday']);
    expect(resolveSleeves(groups, [DEFAULT_SLEEVE_ID, 'sleeve-gold'])).toEqual([]);
  });
});

describe('selectedInGroup', () => {
  it('shows the default sleeve as chosen when no other sleeve is', () => {
    expect(selectedInGroup(sleeves, [])).toEqual([DEFAULT_SLEEVE_ID]);
    expect(selectedInGroup(sleeves, ['card-birthday', 'sleeve-gold'])).toEqual(['sleeve-gold']);
    expect(selectedInGroup(cards, [])).toEqual([]);
  });
});

describe('withGroupSelection', () => {
  it('replaces the choice of one category, keeping the others', () => {
    expect(withGroupSelection(groups, ['card-birthday', 'sleeve-gold'], 2, ['sleeve-kraft'])).toEqual([
      'card-birthday',
      'sleeve-kraft',
    ]);
    expect(withGroupSelection(groups, ['sleeve-gold'], 1, ['card-birthday', 'card-thank-you'])).toEqual([
      'card-thank-you',
      'card-birthday',
      'sleeve-gold',
    ]);
  });

  it('goes back to the default sleeve when it is chosen again', () => {
    expect(withGroupSelection(groups, ['card-birthday', 'sleeve-gold'], 2, [DEFAULT_SLEEVE_ID])).toEqual([
      'card-birthday',
    ]);
  });
});

describe('sleevesPrice', () => {
  it('adds up the chosen extras', () => {
    expect(sleevesPrice(groups, [])).toBe(0);
    expect(sleevesPrice(groups, ['card-birthday', 'card-thank-you', 'sleeve-gold'])).toBe(250 + 250 + 390);
  });
});
