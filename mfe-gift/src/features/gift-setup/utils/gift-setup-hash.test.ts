import {
  giftNightsFromHash,
  hashWithKey,
  hashWithSetup,
  parseSleeves,
  readGiftSetupHash,
  serializeSleeves,
} from './gift-setup-hash';

describe('giftNightsFromHash', () => {
  it('reads a positive whole number', () => {
    expect(giftNightsFromHash('giftNights=2')).toBe(2);
    expect(giftNightsFromHash('giftFormat=digital&giftNights=3')).toBe(3);
  });

  it('ignores garbage', () => {
    expect(giftNightsFromHash('')).toBeUndefined();
    expect(giftNightsFromHash('giftNights=abc')).toBeUndefined();
    expect(giftNightsFromHash('giftNights=-1')).toBeUndefined();
    expect(giftNightsFromHash('giftNights=1.5')).toBeUndefined();
    expect(giftNightsFromHash('giftNights')).toBeUndefined();
    expect(giftNightsFromHash('giftNights=%E0%A4%A')).toBeUndefined();
  });
});

describe('readGiftSetupHash', () => {
  it('reads the nights, the format and the sleeves', () => {
    expect(readGiftSetupHash('giftNights=2&giftFormat=physical&sleeves=sleeve-gold,card-love')).toEqual({
      nights: 2,
      format: 'physical',
      sleeves: ['sleeve-gold', 'card-love'],
    });
  });

  it('leaves out what is missing or malformed', () => {
    expect(readGiftSetupHash('')).toEqual({ nights: undefined, format: undefined, sleeves: [] });
    expect(readGiftSetupHash('giftFormat=paper&sleeves=')).toEqual({
      nights: undefined,
      format: undefined,
      sleeves: [],
    });
  });
});

describe('parseSleeves and serializeSleeves', () => {
  it('reads comma-separated ids, trimmed, each once, well-formed only', () => {
    expect(parseSleeves('card-love, sleeve-gold,card-love,,<b>,default')).toEqual([
      'card-love',
      'sleeve-gold',
      'default',
    ]);
    expect(parseSleeves(undefined)).toEqual([]);
  });

  it('keeps a handful at most', () => {
    const many = Array.from({ length: 30 }, (_, index) => `extra-${index}`);
    expect(parseSleeves(many.join(','))).toHaveLength(10);
  });

  it('writes the ids back with readable commas', () => {
    const ids = ['card-love', 'sleeve-gold'];
    expect(serializeSleeves(ids)).toBe('card-love,sleeve-gold');
    expect(parseSleeves(serializeSleeves(ids))).toEqual(ids);
  });
});

describe('hashWithKey', () => {
  it('replaces the key in place, adds it at the end, or removes it', () => {
    expect(hashWithKey('giftNights=1&stars=4,5', 'giftNights', '3')).toBe('giftNights=3&stars=4,5');
    expect(hashWithKey('giftNights=1&giftNights=2', 'giftNights', '3')).toBe('giftNights=3');
    expect(hashWithKey('giftFormat=digital', 'giftNights', '2')).toBe('giftFormat=digital&giftNights=2');
    expect(hashWithKey('sleeves=a&giftNights=2', 'sleeves', null)).toBe('giftNights=2');
    expect(hashWithKey('', 'giftNights', '2')).toBe('giftNights=2');
  });
});

describe('hashWithSetup', () => {
  it('writes the choices and keeps the other criteria as written', () => {
    expect(hashWithSetup('giftAdults=2&giftNights=1', { nights: 2, format: 'physical' })).toBe(
      'giftAdults=2&giftNights=2&giftFormat=physical',
    );
    expect(hashWithSetup('giftFormat=physical', { sleeves: ['card-love', 'sleeve-gold'] })).toBe(
      'giftFormat=physical&sleeves=card-love,sleeve-gold',
    );
  });

  it('removes the sleeves when none is chosen', () => {
    expect(hashWithSetup('giftFormat=physical&sleeves=card-love', { sleeves: [] })).toBe('giftFormat=physical');
  });

  it('drops the sleeves when the gift turns digital', () => {
    expect(hashWithSetup('giftNights=2&giftFormat=physical&sleeves=card-love', { format: 'digital' })).toBe(
      'giftNights=2&giftFormat=digital',
    );
    expect(hashWithSetup('giftFormat=physical&sleeves=card-love', { format: 'digital', sleeves: ['card-love'] })).toBe(
      'giftFormat=digital',
    );
  });

  it('keeps the sleeves when the gift turns physical', () => {
    expect(hashWithSetup('giftFormat=digital&sleeves=card-love', { format: 'physical' })).toBe(
      'giftFormat=physical&sleeves=card-love',
    );
  });
});
