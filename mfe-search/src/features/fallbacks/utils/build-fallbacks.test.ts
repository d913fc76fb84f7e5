import { parseSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { buildFallbacks, locationOf, type FallbackPlace } from './build-fallbacks';

const NOW = new Date(2026, 2, 10, 12);
const criteriaOf = (hash: string, search = ''): SearchCriteria => parseSearchCriteria({ hash, search }, NOW);
const DATES = 'checkin=2026-04-10&checkout=2026-04-12&night=2';

const arcachon: FallbackPlace = {
  label: 'Arcachon',
  latitude: 44.66,
  longitude: -1.17,
  region: { id: 110, label: 'Nouvelle-Aquitaine' },
  country: { id: 1, label: 'France' },
};
const gironde: FallbackPlace = {
  label: 'Gironde',
  latitude: 44.8,
  longitude: -0.6,
  region: { id: 110, label: 'Nouvelle-Aquitaine' },
  country: { id: 1, label: 'France' },
};
const aquitaine: FallbackPlace = {
  label: 'Nouvelle-Aquitaine',
  latitude: 45.2,
  longitude: 0.2,
  region: { id: 110, label: 'Nouvelle-Aquitaine' },
  country: { id: 1, label: 'France' },
};

const keys = (hash: string, place: FallbackPlace | null, search = '') =>
  buildFallbacks(criteriaOf(hash, search), place).map((fallback) => fallback.key.value);

describe('buildFallbacks: order and combinations', () => {
  it('city, dates and theme: expand, then remove the theme, then the dates', () => {
    expect(keys(`city=10045&theme=26&${DATES}`, arcachon)).toEqual(['city30-date-category', 'city30-date', 'city30']);
  });

  it('city and theme, no dates', () => {
    expect(keys('city=10045&theme=26', arcachon)).toEqual(['city30-category', 'city30']);
  });

  it('city and dates, no theme', () => {
    expect(keys(`city=10045&${DATES}`, arcachon)).toEqual(['city30-date', 'city30']);
  });

  it('city alone: only the expansion', () => {
    expect(keys('city=10045', arcachon)).toEqual(['city30']);
  });

  it('poi is expanded like a city', () => {
    expect(keys('poi=50001&theme=23', { ...arcachon, label: 'Dune du Pilat' })).toEqual(['poi30-category', 'poi30']);
  });

  it('department becomes its region', () => {
    expect(keys(`department=1033&theme=19&${DATES}`, gironde)).toEqual([
      'region-date-category',
      'region-date',
      'region',
    ]);
  });

  it('region and touristic region become the country', () => {
    expect(keys('region=110&theme=39', aquitaine)).toEqual(['country-category', 'country']);
    expect(keys('touristicregion=7', aquitaine)).toEqual(['country']);
  });

  it('country is not expanded: only theme and dates are relaxed', () => {
    expect(keys(`country=1&theme=26&${DATES}`, null)).toEqual(['country-date', 'country']);
    expect(keys('country=1', null)).toEqual([]);
  });

  it('no location: theme then dates', () => {
    expect(keys(`theme=26&${DATES}`, null)).toEqual(['date', 'all']);
    expect(keys('theme=26', null)).toEqual(['all']);
    expect(keys(DATES, null)).toEqual(['all']);
    expect(keys('', null)).toEqual([]);
  });

  it('coordinates with a distance keep it in the key and are not expanded', () => {
    expect(keys(`lat=44.6&lng=-1.1&distanceMax=50&theme=26`, null)).toEqual(['around50']);
  });

  it('a hotel is not expanded', () => {
    expect(keys(`hotelId=1234&${DATES}`, null)).toEqual(['hotel']);
  });

  it('skips the expansion when the coordinates or the parent are unknown', () => {
    expect(keys(`city=10045&theme=26`, null)).toEqual(['city']);
    expect(keys('department=1033&theme=19', { label: 'Gironde' })).toEqual(['department']);
    expect(keys('region=110&theme=19', { label: 'Nouvelle-Aquitaine', region: { id: 110 } })).toEqual(['region']);
  });

  it('ignores dates in the gifting flow (a gift has none)', () => {
    expect(keys(`city=10045&theme=26&${DATES}`, arcachon, 'flow=gifting')).toEqual(['city30-category', 'city30']);
  });

  it('has no fallbacks in the activity flow', () => {
    expect(keys('city=10045&theme=26', arcachon, 'flow=activity')).toEqual([]);
  });
});

describe('buildFallbacks: criteria of each fallback', () => {
  it('searches 30 km from 0 around the city, nearest first, without the city', () => {
    const [around] = buildFallbacks(
      criteriaOf(`city=10045&theme=26&${DATES}&stars=4`, 'page=2&from=searchbar'),
      arcachon,
    );
    expect(around!.criteria).toMatchObject({
      lat: 44.66,
      lng: -1.17,
      distanceMin: 0,
      distanceMax: 30,
      sort: 'distance',
      theme: 26,
      checkin: '2026-04-10',
      page: 0,
      stars: [4],
    });
    expect(around!.criteria.places).toEqual({});
    expect(around!.criteria.from).toBeUndefined();
    expect(around!.destinationLabel).toBe('Arcachon');
  });

  it('removes the theme, then the dates, keeping the expansion and the filters', () => {
    const [, withoutTheme, withoutDates] = buildFallbacks(criteriaOf(`city=10045&theme=26&${DATES}&stars=4`), arcachon);
    expect(withoutTheme!.criteria.theme).toBeUndefined();
    expect(withoutTheme!.criteria.checkin).toBe('2026-04-10');
    expect(withoutTheme!.criteria.distanceMax).toBe(30);
    expect(withoutDates!.criteria).not.toHaveProperty('checkin');
    expect(withoutDates!.criteria).not.toHaveProperty('checkout');
    expect(withoutDates!.criteria).not.toHaveProperty('night');
    expect(withoutDates!.criteria.stars).toEqual([4]);
  });

  it('searches the region of a department, nearest to the department first', () => {
    const [region] = buildFallbacks(criteriaOf('department=1033&theme=19'), gironde);
    expect(region!.criteria.places).toEqual({ region: '110' });
    expect(region!.criteria).toMatchObject({
      lat: 44.8,
      lng: -0.6,
      distanceMin: 0,
      distanceMax: 2000,
      sort: 'distance',
    });
    expect(region!.destinationLabel).toBe('Nouvelle-Aquitaine');
  });

  it('searches the country of a region, and without coordinates keeps the chosen sort', () => {
    const [country] = buildFallbacks(criteriaOf('region=110&theme=19&sort=priceAsc'), {
      country: { id: 1, label: 'France' },
    });
    expect(country!.criteria.places).toEqual({ country: '1' });
    expect(country!.criteria.sort).toBe('priceAsc');
    expect(country!.criteria.lat).toBeUndefined();
  });

  it('keeps a search around coordinates nearest first', () => {
    const [fallback] = buildFallbacks(criteriaOf('lat=44.6&lng=-1.1&distanceMax=50&theme=26'), null);
    expect(fallback!.criteria).toMatchObject({ lat: 44.6, lng: -1.1, distanceMax: 50, sort: 'distance' });
  });
});

describe('buildFallbacks: keys', () => {
  it('numbers the fallbacks by order and says what each relaxes', () => {
    const fallbacks = buildFallbacks(criteriaOf(`city=10045&theme=26&${DATES}`), arcachon);
    expect(fallbacks.map((fallback) => fallback.key)).toEqual([
      {
        destination: { value: '10045', type: 'city', isAround: true, isExpanded: false },
        dates: { isRemoved: false },
        category: { value: 26, isRemoved: false },
        value: 'city30-date-category',
        order: 1,
      },
      {
        destination: { value: '10045', type: 'city', isAround: true, isExpanded: false },
        dates: { isRemoved: false },
        category: { value: 26, isRemoved: true },
        value: 'city30-date',
        order: 2,
      },
      {
        destination: { value: '10045', type: 'city', isAround: true, isExpanded: false },
        dates: { isRemoved: true },
        category: { value: 26, isRemoved: true },
        value: 'city30',
        order: 3,
      },
    ]);
  });

  it('marks an expanded destination with its new type and id', () => {
    const [fallback] = buildFallbacks(criteriaOf('department=1033'), gironde);
    expect(fallback!.key).toEqual({
      destination: { value: '110', type: 'region', isAround: false, isExpanded: true },
      dates: null,
      category: null,
      value: 'region',
      order: 1,
    });
  });
});

describe('locationOf', () => {
  it('takes the most precise place first', () => {
    expect(locationOf(criteriaOf('country=1&region=110&city=10045'))).toEqual({ type: 'city', value: '10045' });
    expect(locationOf(criteriaOf('poi=50001&city=10045'))).toEqual({ type: 'poi', value: '50001' });
    expect(locationOf(criteriaOf('department=1033&region=110'))).toEqual({ type: 'department', value: '1033' });
    expect(locationOf(criteriaOf(''))).toBeNull();
  });
});
