import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { applyFlagOverrides, FLAG_OVERRIDES_STORAGE_KEY, parseFlagOverrides, readFlagOverrides } from './flag-overrides';

describe('QA flag overrides', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads booleans and variations, and ignores what it does not know', () => {
    expect(parseFlagOverrides('boxes:off,datesVariation:forced,customerAccount:1,productCardVariation:huge,nothing:on,reducedThematics')).toEqual({
      flags: { boxes: false, datesVariation: 'forced', customerAccount: true },
    });
    expect(parseFlagOverrides('careMode:on')).toEqual({ flags: {}, careMode: true });
    expect(parseFlagOverrides('')).toEqual({ flags: {} });
  });

  it('applies the query, keeps it for the next pages, and forgets it on reset', () => {
    const fromQuery = readFlagOverrides('?flags=calendarShortcuts:on,datesVariation:suggested');
    expect(applyFlagOverrides(DEFAULT_FLAGS, fromQuery)).toEqual({ ...DEFAULT_FLAGS, calendarShortcuts: true, datesVariation: 'suggested' });
    expect(window.localStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY)).toBe('calendarShortcuts:on,datesVariation:suggested');

    expect(readFlagOverrides('?page=2').flags).toEqual({ calendarShortcuts: true, datesVariation: 'suggested' });

    expect(readFlagOverrides('?flags=reset')).toEqual({ flags: {} });
    expect(window.localStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(readFlagOverrides('').flags).toEqual({});
  });

  it('still applies the query when storage is unusable', () => {
    const brokenStorage = { setItem: () => { throw new Error('quota'); } } as unknown as Storage;
    expect(readFlagOverrides('?flags=boxes:off', brokenStorage).flags).toEqual({ boxes: false });
  });
});
