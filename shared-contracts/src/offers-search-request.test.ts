import { parseSearchCriteria } from './search-criteria';
import { offersSearchRequest } from './offers-search-request';

const criteriaOf = (hash: string, search = '') => parseSearchCriteria({ hash, search });

describe('offersSearchRequest (the key of the search in the cache: the same search is asked once)', () => {
  const loaded = offersSearchRequest(
    criteriaOf('checkin=2099-06-12&checkout=2099-06-14&night=2&city=12&stars=4,5&facilities=spa,pool'),
    'fr_FR',
  );

  it('is the same for the same search, lists in any order, without the origin marker', () => {
    expect(
      offersSearchRequest(
        criteriaOf(
          'checkin=2099-06-12&checkout=2099-06-14&night=2&city=12&stars=5,4&facilities=pool,spa',
          'from=searchbar',
        ),
        'fr_FR',
      ),
    ).toEqual(loaded);
  });

  it('differs for another search, page or locale', () => {
    const hash = 'checkin=2099-06-12&checkout=2099-06-14&night=2&stars=4,5&facilities=spa,pool';
    expect(offersSearchRequest(criteriaOf(`${hash}&city=13`), 'fr_FR')).not.toEqual(loaded);
    expect(offersSearchRequest(criteriaOf(`${hash}&city=12`, 'page=1'), 'fr_FR')).not.toEqual(loaded);
    expect(offersSearchRequest(criteriaOf(`${hash}&city=12`), 'es_ES')).not.toEqual(loaded);
  });

  it('asks one page of 18 offers', () => {
    expect(loaded.pagination).toEqual({ page: 0, limit: 18 });
    expect(loaded.filters.property).toMatchObject({ cityId: 12, stars: [4, 5] });
  });
});

describe('offersSearchRequest and the price filter of a link', () => {
  const dates = 'checkin=2099-06-12&checkout=2099-06-14&night=2&city=12';

  it('sends no price bound for #priceMin=900 (9 €: no minimum) or #priceMax=25000 (250 €+: no maximum)', () => {
    const plain = offersSearchRequest(criteriaOf(dates), 'fr_FR');
    expect(offersSearchRequest(criteriaOf(`${dates}&priceMin=900`), 'fr_FR')).toEqual(plain);
    expect(offersSearchRequest(criteriaOf(`${dates}&priceMax=25000`), 'fr_FR')).toEqual(plain);
    expect(offersSearchRequest(criteriaOf(`${dates}&priceMax=30000`), 'fr_FR')).toEqual(plain);
    expect(plain.filters.offer).not.toHaveProperty('price');
  });

  it('sends the bounds that filter, in cents; the gift voucher price in the gifting flow', () => {
    expect(
      offersSearchRequest(criteriaOf(`${dates}&priceMin=900&priceMax=20000`), 'fr_FR').filters.offer.price,
    ).toEqual({ max: 20000 });
    const gift = offersSearchRequest(criteriaOf('city=12&priceMin=4000&priceMax=25000', 'flow=gifting'), 'fr_FR');
    expect(gift.filters.gift).toEqual({ singleVoucher: { price: { min: 4000 } } });
    expect(gift.filters.offer).not.toHaveProperty('price');
  });
});
