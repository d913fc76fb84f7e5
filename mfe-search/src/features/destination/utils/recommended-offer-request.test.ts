import { DEFAULT_RECOMMENDED_OFFER_CRITERIA, recommendedOfferRequest } from './recommended-offer-request';

const dates = { checkin: '2099-05-10', checkout: '2099-05-13' };
const travellers = { adults: 2, children: 1, babies: 0 };

describe('recommendedOfferRequest', () => {
  it('sends the dates with their nights, and the travellers', () => {
    expect(recommendedOfferRequest('es_ES', 20001, { flow: 'booking', dates, travellers })).toEqual({
      locale: 'es_ES',
      id: 20001,
      checkin: '2099-05-10',
      checkout: '2099-05-13',
      night: 3,
      adult: 2,
      child: 1,
      baby: 0,
    });
  });

  it('asks a from-price without dates, and in the gifting flow, where the beneficiary picks them', () => {
    const undated = { locale: 'fr_FR', id: 20001, adult: 2, child: 1, baby: 0 };
    expect(recommendedOfferRequest('fr_FR', 20001, { flow: 'booking', dates: null, travellers })).toEqual(undated);
    expect(recommendedOfferRequest('fr_FR', 20001, { flow: 'gifting', dates, travellers })).toEqual(undated);
  });

  it('defaults to the search’s 2 adults', () => {
    expect(recommendedOfferRequest('fr_FR', 7, DEFAULT_RECOMMENDED_OFFER_CRITERIA)).toEqual({
      locale: 'fr_FR',
      id: 7,
      adult: 2,
      child: 0,
      baby: 0,
    });
  });
});
