import {
  hashWithParticipants,
  participantsRange,
  priceForParticipants,
  pricedParticipantCounts,
  shownParticipants,
} from './participants';
import { activityPrice } from '../../../test/activity-detail-fixture';

describe('pricedParticipantCounts', () => {
  it('lists the priced counts within 1 to 2, smallest first, each once', () => {
    expect(pricedParticipantCounts([activityPrice(2, 10), activityPrice(1, 10), activityPrice(2, 12)])).toEqual([1, 2]);
    expect(pricedParticipantCounts([activityPrice(3, 10), activityPrice(0, 10)])).toEqual([]);
  });
});

describe('shownParticipants', () => {
  it("takes the hash's count when the offer is priced for it", () => {
    expect(shownParticipants('a=1', [1, 2])).toBe(1);
    expect(shownParticipants('checkin=2030-01-01&a=2', [1, 2])).toBe(2);
  });

  it('falls back to 2 when priced, else to the smallest priced count', () => {
    expect(shownParticipants('', [1, 2])).toBe(2);
    expect(shownParticipants('a=3', [1, 2])).toBe(2);
    expect(shownParticipants('a=1', [2])).toBe(2);
    expect(shownParticipants('a=2', [1])).toBe(1);
    expect(shownParticipants('a=1.5', [1, 2])).toBe(2);
    expect(shownParticipants('a=-1', [1, 2])).toBe(2);
    expect(shownParticipants('a=one', [1])).toBe(1);
  });

  it('shows the default 2 for an offer without any price', () => {
    expect(shownParticipants('a=1', [])).toBe(2);
  });
});

describe('participantsRange', () => {
  it('goes from the smallest to the largest priced count', () => {
    expect(participantsRange([1, 2])).toEqual({ min: 1, max: 2 });
    expect(participantsRange([2])).toEqual({ min: 2, max: 2 });
    expect(participantsRange([])).toEqual({ min: 2, max: 2 });
  });
});

describe('hashWithParticipants', () => {
  it('sets a, keeping the other keys of the hash', () => {
    expect(hashWithParticipants('', 1)).toBe('a=1');
    expect(hashWithParticipants('from=list&a=2', 1)).toBe('from=list&a=1');
  });
});

describe('priceForParticipants', () => {
  it('is the price for that count, or nothing', () => {
    const prices = [activityPrice(1, 4500), activityPrice(2, 4500)];
    expect(priceForParticipants(prices, 2)?.sellPrice).toBe(9000);
    expect(priceForParticipants(prices, 3)).toBeUndefined();
  });
});
