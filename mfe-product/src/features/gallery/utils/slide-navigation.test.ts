import { slideForKey, stepSlide } from './slide-navigation';

describe('stepSlide', () => {
  it('steps and goes round at both ends', () => {
    expect(stepSlide(1, 1, 5)).toBe(2);
    expect(stepSlide(4, 1, 5)).toBe(0);
    expect(stepSlide(0, -1, 5)).toBe(4);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});

describe('slideForKey', () => {
  it('steps with the arrows and jumps with Home and End', () => {
    expect(slideForKey('ArrowRight', 2, 12)).toBe(3);
    expect(slideForKey('ArrowLeft', 0, 12)).toBe(11);
    expect(slideForKey('Home', 7, 12)).toBe(0);
    expect(slideForKey('End', 0, 12)).toBe(11);
  });

  it('leaves the other keys alone', () => {
    expect(slideForKey('Tab', 2, 12)).toBeNull();
    expect(slideForKey('ArrowDown', 2, 12)).toBeNull();
  });
});
