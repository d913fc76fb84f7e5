import { destinationFromSuggestion } from './destination';

describe('destinationFromSuggestion', () => {
  it('takes the suggestion’s own hash pair', () => {
    expect(
      destinationFromSuggestion({
        id: 12,
        label: 'Paris',
        category: 'city',
        value: 'city=12',
        latitude: 0,
        longitude: 0,
      }),
    ).toEqual({ kind: 'place', key: 'city', id: '12', label: 'Paris' });
    expect(
      destinationFromSuggestion({
        id: 903,
        label: 'Hôtel Parisien',
        category: 'hotel',
        value: 'hotelId=903',
        latitude: 0,
        longitude: 0,
      }),
    ).toEqual({ kind: 'place', key: 'hotelId', id: '903', label: 'Hôtel Parisien' });
  });

  it('falls back on its category and id when the pair is unusable', () => {
    expect(
      destinationFromSuggestion({
        id: 903,
        label: 'Hôtel Parisien',
        category: 'hotel',
        value: 'garbage',
        latitude: 0,
        longitude: 0,
      }),
    ).toEqual({ kind: 'place', key: 'hotelId', id: '903', label: 'Hôtel Parisien' });
  });
});
