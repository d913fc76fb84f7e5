import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { criteriaFromSearchBox, SEARCH_BAR_ORIGIN } from './search-box-values';
import type { ChosenDestination } from '../../../utils/chosen-destination';

const base = parseSearchCriteria({ hash: 'lat=48.1&lng=2.2&distanceMax=50&stars=4,5&theme=26', search: 'page=3' });
const travellers = { adults: 2, children: 0, babies: 0 };

describe('criteriaFromSearchBox', () => {
  it('replaces every location field with the chosen place and goes back to the first page', () => {
    const destination: ChosenDestination = { kind: 'place', key: 'city', id: '12', label: 'Paris' };
    const criteria = criteriaFromSearchBox(base, { destination, destinationEdited: true, dates: null, travellers });
    expect(criteria.places).toEqual({ city: '12' });
    expect(criteria).toMatchObject({ page: 0, from: SEARCH_BAR_ORIGIN, stars: [4, 5], theme: 26 });
    expect(criteria.lat).toBeUndefined();
    expect(criteria.distanceMax).toBeUndefined();
  });

  it('searches a hotel by hotelId', () => {
    const destination: ChosenDestination = { kind: 'place', key: 'hotelId', id: '903', label: 'Hôtel Parisien' };
    expect(
      criteriaFromSearchBox(base, { destination, destinationEdited: true, dates: null, travellers }),
    ).toMatchObject({ hotelId: '903', places: {} });
  });

  it('keeps the location of the URL while the destination field was not touched', () => {
    const criteria = criteriaFromSearchBox(base, {
      destination: null,
      destinationEdited: false,
      dates: null,
      travellers,
    });
    expect(criteria).toMatchObject({ lat: 48.1, lng: 2.2, distanceMax: 50 });
  });

  it('writes the nights of the chosen dates, and no dates for a gift', () => {
    const dates = { checkin: '2099-01-30', checkout: '2099-02-02' };
    expect(
      criteriaFromSearchBox(base, { destination: null, destinationEdited: false, dates, travellers }),
    ).toMatchObject({ ...dates, night: 3 });
    const gift = parseSearchCriteria({ hash: '', search: 'flow=gifting' });
    expect(
      criteriaFromSearchBox(gift, { destination: null, destinationEdited: false, dates, travellers }).checkin,
    ).toBeUndefined();
  });

  it('applies travellers through the pax rules (single room with a child)', () => {
    const criteria = criteriaFromSearchBox(base, {
      destination: null,
      destinationEdited: false,
      dates: null,
      travellers: { adults: 3, children: 1, babies: 0 },
    });
    expect(criteria).toMatchObject({ adults: 3, children: 1, singleRoom: true });
  });
});
