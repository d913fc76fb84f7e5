import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import {
  applyFlagOverrides,
  FLAG_OVERRIDES_STORAGE_KEY,
  LEGACY_FLAG_OVERRIDES_STORAGE_KEY,
  parseFlagOverrides,
  readFlagOverrides,
} from './flag-overrides';

describe('QA flag overrides', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('reads booleans and variations, and ignores what it does not know', () => {
    expect(
      parseFlagOverrides(
        'boxes:off,datesVariation:forced,customerAccount:1,productCardVariation:huge,nothing:on,reducedThematics',
      ),
    ).toEqual({
      boxes: false,
      datesVariation: 'forced',
      customerAccount: true,
    });
    expect(parseFlagOverrides('')).toEqual({});
    expect(parseFlagOverrides('__proto__:on,constructor:on,toString:off')).toEqual({});
  });

  it('applies the query, keeps it for the session only, and forgets it on reset', () => {
    const fromQuery = readFlagOverrides('?flags=calendarShortcuts:on,datesVariation:suggested');
    expect(applyFlagOverrides(DEFAULT_FLAGS, fromQuery)).toEqual({
      ...DEFAULT_FLAGS,
      calendarShortcuts: true,
      datesVariation: 'suggested',
    });
    expect(window.sessionStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY)).toBe(
      'calendarShortcuts:on,datesVariation:suggested',
    );
    expect(window.localStorage.length).toBe(0);

    expect(readFlagOverrides('?page=2')).toEqual({ calendarShortcuts: true, datesVariation: 'suggested' });

    expect(readFlagOverrides('?flags=reset')).toEqual({});
    expect(window.sessionStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(readFlagOverrides('')).toEqual({});
  });

  it('stores only what it understood', () => {
    readFlagOverrides('?flags=boxes:0,x:y,datesVariation:sometimes');
    expect(window.sessionStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY)).toBe('boxes:off');
  });

  it('stores nothing for a query without a valid override, and keeps the session’s', () => {
    expect(readFlagOverrides('?flags=x:y')).toEqual({});
    expect(window.sessionStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY)).toBeNull();

    readFlagOverrides('?flags=boxes:off');
    expect(readFlagOverrides('?flags=x:y,boxes:maybe')).toEqual({ boxes: false });
    expect(window.sessionStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY)).toBe('boxes:off');
  });

  it('never turns customer-care mode on, nor keeps it', () => {
    expect(readFlagOverrides('?flags=careMode:on')).toEqual({});
    expect(readFlagOverrides('?flags=careMode:on,boxes:off')).toEqual({ boxes: false });
    expect(window.sessionStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY)).toBe('boxes:off');
  });

  it('reads stored text with the same rules', () => {
    window.sessionStorage.setItem(FLAG_OVERRIDES_STORAGE_KEY, 'careMode:on,datesVariation:forced,junk');
    expect(readFlagOverrides('')).toEqual({ datesVariation: 'forced' });
  });

  it('frees visitors from the overrides older versions kept in localStorage for good', () => {
    window.localStorage.setItem(LEGACY_FLAG_OVERRIDES_STORAGE_KEY, 'careMode:on,boxes:off');
    window.localStorage.setItem('escapade.wishlist', '["1"]');
    expect(readFlagOverrides('')).toEqual({});
    expect(window.localStorage.getItem(LEGACY_FLAG_OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem('escapade.wishlist')).toBe('["1"]');
  });

  it('still applies the query when storage is unusable', () => {
    const brokenStorage = {
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('forbidden');
      },
    } as unknown as Storage;
    expect(readFlagOverrides('?flags=boxes:off', brokenStorage, brokenStorage)).toEqual({ boxes: false });
    expect(readFlagOverrides('?flags=boxes:off', null, null)).toEqual({ boxes: false });
  });
});
