import { changePassengers, isSingleRoom, participantsOf, type Passengers } from './passengers';

const two: Passengers = { adults: 2, children: 0, babies: 0 };

describe('passengers', () => {
  it.each([
    ['adults', 1, true],
    ['adults', 20, true],
    ['adults', 0, false],
    ['adults', 21, false],
    ['children', 0, true],
    ['children', 10, true],
    ['children', -1, false],
    ['children', 11, false],
    ['babies', 0, true],
    ['babies', 10, true],
    ['babies', 11, false],
  ] as const)('%s = %i is %s', (kind, value, accepted) => {
    const changed = changePassengers(two, kind, value, 'booking');
    expect(changed[kind]).toBe(accepted ? value : two[kind]);
  });

  it('ignores values that are not whole numbers', () => {
    expect(changePassengers(two, 'adults', 2.5, 'booking')).toBe(two);
    expect(changePassengers(two, 'adults', Number.NaN, 'booking')).toBe(two);
  });

  it('takes 1 to 2 participants in the activity flow', () => {
    expect(changePassengers(two, 'adults', 1, 'activity').adults).toBe(1);
    expect(changePassengers(two, 'adults', 3, 'activity').adults).toBe(2);
    expect(participantsOf({ adults: 5, children: 0, babies: 0 }, 'activity')).toBe(2);
    expect(participantsOf({ adults: 1, children: 0, babies: 0 }, 'activity')).toBe(1);
  });

  it('chooses a single room as soon as a child or a baby comes', () => {
    expect(isSingleRoom(two)).toBe(false);
    expect(isSingleRoom({ ...two, children: 1 })).toBe(true);
    expect(isSingleRoom({ ...two, babies: 1 })).toBe(true);
  });
});
