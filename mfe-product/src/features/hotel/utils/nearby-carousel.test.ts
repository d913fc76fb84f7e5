import { canStepNearby, nearbyStepStart } from './nearby-carousel';

describe('nearby hotels carousel', () => {
  it('moves three hotels at a time, stopping with the last three in view', () => {
    expect(nearbyStepStart(0, 1, 9)).toBe(3);
    expect(nearbyStepStart(3, 1, 9)).toBe(6);
    expect(nearbyStepStart(6, 1, 9)).toBe(6);
    expect(nearbyStepStart(3, 1, 7)).toBe(4);
    expect(nearbyStepStart(4, -1, 7)).toBe(1);
    expect(nearbyStepStart(1, -1, 7)).toBe(0);
  });

  it('does not move a row of three hotels or fewer', () => {
    expect(nearbyStepStart(0, 1, 3)).toBe(0);
    expect(canStepNearby(0, 1, 2)).toBe(false);
    expect(canStepNearby(0, -1, 9)).toBe(false);
    expect(canStepNearby(0, 1, 9)).toBe(true);
  });
});
