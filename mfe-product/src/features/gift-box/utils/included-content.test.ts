import { includedItems } from './included-content';

describe('includedItems', () => {
  it('is one item per non-blank line, trimmed', () => {
    expect(includedItems(' 1 nuit \r\nPetit-déjeuner\n\n  \nSpa')).toEqual(['1 nuit', 'Petit-déjeuner', 'Spa']);
    expect(includedItems('')).toEqual([]);
  });
});
