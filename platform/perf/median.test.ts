import { median } from './median';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3100, 2400, 9000])).toBe(3100);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN without values', () => {
    expect(median([])).toBeNaN();
  });

  it('leaves the given list in its order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
