import { defaultSearchCriteria, serializeSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { criteriaInFlow, pricedCriteria } from './flow-change';

describe('criteriaInFlow', () => {
  const booked = {
    ...defaultSearchCriteria('booking'),
    checkin: '2030-03-14',
    checkout: '2030-03-16',
    night: 2,
    adults: 3,
  };

  it('turns a stay into a gift for two with its nights, keeping the dates and travellers chosen', () => {
    const gift = criteriaInFlow(booked, 'gifting');
    expect(gift).toMatchObject({ flow: 'gifting', giftAdults: 2, giftNights: 2, adults: 3 });
    expect(gift).toMatchObject({ checkin: '2030-03-14', checkout: '2030-03-16', night: 2 });
    expect(serializeSearchCriteria(gift).hash).toContain('giftAdult=2');
    expect(criteriaInFlow(defaultSearchCriteria('booking'), 'gifting').giftNights).toBe(1);
  });

  it('drops the gift settings back in the booking flow and finds the dates and travellers again', () => {
    const back = criteriaInFlow(criteriaInFlow(booked, 'gifting'), 'booking');
    expect(back).toEqual(booked);
    expect(serializeSearchCriteria(back).hash).not.toContain('gift');
  });

  it('asks a gift without dates, and a booking with them', () => {
    const gift = pricedCriteria(criteriaInFlow(booked, 'gifting'));
    expect([gift.checkin, gift.checkout, gift.night]).toEqual([undefined, undefined, undefined]);
    expect(pricedCriteria(booked)).toBe(booked);
  });
});
