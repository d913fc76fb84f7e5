import { DEFAULT_HOTEL_COUNT } from '../generator/generate-catalogue';
import { HOTEL_COUNT_VARIABLE, MAX_HOTEL_COUNT, MIN_HOTEL_COUNT, hotelCountFromEnvironment } from './hotel-count';

const withCount = (value: string | undefined) => hotelCountFromEnvironment({ [HOTEL_COUNT_VARIABLE]: value });

describe('hotelCountFromEnvironment', () => {
  it('keeps the usual catalogue when nothing is asked', () => {
    expect(hotelCountFromEnvironment({})).toBe(DEFAULT_HOTEL_COUNT);
    expect(withCount('')).toBe(DEFAULT_HOTEL_COUNT);
    expect(withCount('  ')).toBe(DEFAULT_HOTEL_COUNT);
  });

  it('takes a whole number within the bounds', () => {
    expect(withCount('24000')).toBe(24_000);
    expect(withCount(' 5000 ')).toBe(5_000);
    expect(withCount(String(MIN_HOTEL_COUNT))).toBe(MIN_HOTEL_COUNT);
    expect(withCount(String(MAX_HOTEL_COUNT))).toBe(MAX_HOTEL_COUNT);
  });

  it.each([
    'abc',
    '24e3',
    '2400.5',
    '-2400',
    '0x100',
    String(MIN_HOTEL_COUNT - 1),
    String(MAX_HOTEL_COUNT + 1),
    '1'.repeat(30),
  ])('refuses %p with a message naming the variable and the bounds', (value) => {
    expect(() => withCount(value)).toThrow(
      new RegExp(`${HOTEL_COUNT_VARIABLE} must be a whole number from ${MIN_HOTEL_COUNT} to ${MAX_HOTEL_COUNT}`),
    );
  });
});
