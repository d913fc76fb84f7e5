import { defaultSearchCriteria, serializeSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { criteriaInFlow } from './flow-change';

describe('criteriaInFlow', () => {
  const booked = {
    ...defaultSearchCriteria('booking'),
    checkin: '2030-03-14',
    checkout: '2030-03-16',
    night: 2,
    adults: 3,
  };

  it('turns a stay into a gift for two, keeping its nights and dropping its dates', () => {
    const gift = criteriaInFlow(booked, 'gifting');
    expect(gift).toMatchObject({ flow: 'gifting', giftAdults: 2, giftNights: 2 });
    expect(gift.checkin).toBeUndefined();
    expect(serializeSearchCriteria(gift).hash).not.toContain('checkin');
    expect(criteriaInFlow(defaultSearchCriteria('booking'), 'gifting').giftNights).toBe(1);
  });

  it('drops the gift settings back in the booking flow', () => {
    const back = criteriaInFlow(criteriaInFlow(booked, 'gifting'), 'booking');
    expect(back.flow).toBe('booking');
    expect(back.giftAdults).toBeUndefined();
    expect(serializeSearchCriteria(back).hash).not.toContain('gift');
  });
});
