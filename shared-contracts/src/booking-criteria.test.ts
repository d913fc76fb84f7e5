import { bookingCriteria, checkoutChoicesQuery, parseCheckoutChoices, stayParams } from './booking-criteria';
import { defaultSearchCriteria, type SearchCriteria } from './search-criteria';

describe('bookingCriteria', () => {
  it('keeps the dates and travellers of a search and drops everything else', () => {
    const search: SearchCriteria = {
      ...defaultSearchCriteria('booking'),
      checkin: '2027-03-12',
      checkout: '2027-03-14',
      night: 2,
      adults: 3,
      children: 1,
      babies: 1,
      singleRoom: false,
      page: 4,
      stars: [4, 5],
    };
    expect(bookingCriteria(search)).toEqual({
      ...defaultSearchCriteria('booking'),
      checkin: '2027-03-12',
      checkout: '2027-03-14',
      night: 2,
      adults: 3,
      children: 1,
      babies: 1,
      singleRoom: false,
    });
  });

  it('keeps the flow', () => {
    expect(bookingCriteria(defaultSearchCriteria('gifting')).flow).toBe('gifting');
  });
});

describe('stayParams', () => {
  it('names the dates and travellers as the api does', () => {
    const criteria = { ...defaultSearchCriteria('booking'), checkin: '2027-03-12', night: 2, adults: 2, children: 1 };
    expect(stayParams(criteria)).toEqual({ checkin: '2027-03-12', nights: 2, adults: 2, children: 1, babies: 0 });
  });
});

describe('checkout choices', () => {
  it('travel in the query and come back as they were', () => {
    const choices = {
      activitySelections: ['102_2030-03-11', '104_2030-03-12'],
      cancellation: 'insurance',
      bestPrice: true,
    } as const;
    const query = checkoutChoicesQuery({ ...choices, activitySelections: [...choices.activitySelections] });
    expect(query).toEqual({ activities: '102_2030-03-11,104_2030-03-12', cancellation: 'insurance', bestPrice: '1' });
    expect(parseCheckoutChoices(`?${new URLSearchParams(query)}`)).toEqual(choices);
  });

  it('leave out what is malformed instead of failing', () => {
    expect(parseCheckoutChoices('?activities=102_tomorrow,abc,7_2030-01-02&cancellation=maybe&bestPrice=yes')).toEqual({
      activitySelections: ['7_2030-01-02'],
      bestPrice: false,
    });
    expect(parseCheckoutChoices('')).toEqual({ activitySelections: [], bestPrice: false });
    expect(checkoutChoicesQuery({ activitySelections: [], bestPrice: false })).toEqual({});
  });
});
