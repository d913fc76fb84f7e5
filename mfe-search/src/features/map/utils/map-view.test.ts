import { defaultSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { BARCELONA } from './map-constants';
import { MAP_GRID_MAX_CELLS } from '@escapade/shared-contracts/offers-request';
import {
  defaultMapCentre,
  gridOfSize,
  gridOfView,
  placeTypeOf,
  selectedMarkerTarget,
  zoomForPlaceType,
} from './map-view';

function criteriaWith(partial: Partial<SearchCriteria>): SearchCriteria {
  return { ...defaultSearchCriteria(), ...partial };
}

describe('zoom per place type', () => {
  it.each([
    // 14 is a street's zoom; the offline base has no streets, so a hotel opens where its town is named.
    ['hotel', 12],
    ['city', 12],
    ['department', 9],
    ['region', 8],
    ['large', 6],
  ] as const)('%s zooms to %i', (placeType, zoom) => {
    expect(zoomForPlaceType(placeType)).toBe(zoom);
  });

  it('reads the place type of the search', () => {
    expect(placeTypeOf(criteriaWith({ hotelId: '1001', places: { city: '10001' } }))).toBe('hotel');
    expect(placeTypeOf(criteriaWith({ places: { city: '10001' } }))).toBe('city');
    expect(placeTypeOf(criteriaWith({ places: { poi: '50001' } }))).toBe('city');
    expect(placeTypeOf(criteriaWith({ places: { department: '1001' } }))).toBe('department');
    expect(placeTypeOf(criteriaWith({ places: { region: '101' } }))).toBe('region');
    expect(placeTypeOf(criteriaWith({ places: { touristicregion: '7' } }))).toBe('region');
    expect(placeTypeOf(criteriaWith({ places: { country: '1' } }))).toBe('large');
    expect(placeTypeOf(criteriaWith({}))).toBe('large');
  });

  it('treats a search around coordinates like a city', () => {
    expect(placeTypeOf(criteriaWith({ lat: 48.85, lng: 2.35 }))).toBe('city');
  });
});

describe('default centre chain', () => {
  const paris = { lat: 48.8566, lng: 2.3522 };
  const lyon = { lat: 45.764, lng: 4.8357 };
  const nice = { lat: 43.7102, lng: 7.262 };

  it('prefers the searched place', () => {
    expect(defaultMapCentre({ searched: paris, user: lyon, ip: nice })).toEqual({ centre: paris, source: 'search' });
  });

  it('falls back to the user location', () => {
    expect(defaultMapCentre({ searched: null, user: lyon, ip: nice })).toEqual({ centre: lyon, source: 'user' });
  });

  it('then to the IP location', () => {
    expect(defaultMapCentre({ user: null, ip: nice })).toEqual({ centre: nice, source: 'ip' });
  });

  it('then to the fixed point in Barcelona', () => {
    expect(defaultMapCentre({})).toEqual({ centre: { lat: 41.3874, lng: 2.1686 }, source: 'fallback' });
    expect(BARCELONA).toEqual({ lat: 41.3874, lng: 2.1686 });
  });

  it('skips positions that are not real coordinates', () => {
    expect(defaultMapCentre({ searched: { lat: Number.NaN, lng: 2 }, user: { lat: 95, lng: 2 } }).source).toBe(
      'fallback',
    );
  });
});

describe('keeping the selected marker out from under its info card', () => {
  it('leaves a marker that is well in view', () => {
    expect(selectedMarkerTarget([600, 300], [1200, 700])).toBeNull();
    expect(selectedMarkerTarget([180, 200], [375, 675])).toBeNull();
  });

  it('moves a marker under the desktop card (bottom left) to the middle', () => {
    expect(selectedMarkerTarget([200, 600], [1200, 700])).toEqual([600, 350]);
  });

  it('moves a marker under the phone card (bottom strip) above it', () => {
    expect(selectedMarkerTarget([300, 600], [375, 675])).toEqual([187.5, 227.5]);
  });

  it('moves a marker at the edge of the map', () => {
    expect(selectedMarkerTarget([1190, 300], [1200, 700])).toEqual([600, 350]);
  });
});

describe('the grid the api gathers hotels in', () => {
  it('cuts the map into cells of 32 px', () => {
    expect(gridOfSize([360, 640])).toEqual({ columns: 11, rows: 20 });
    expect(gridOfSize([1280, 800])).toEqual({ columns: 40, rows: 25 });
  });

  it('never asks for more cells than the api answers, however large the screen', () => {
    const { columns, rows } = gridOfSize([3840, 2160]);
    expect(columns * rows).toBeLessThanOrEqual(MAP_GRID_MAX_CELLS);
    expect(columns).toBeGreaterThan(rows);
    expect(gridOfSize([0, 0])).toEqual({ columns: 1, rows: 1 });
  });

  it('sends the view in degrees to 5 decimals, widened rather than narrowed', () => {
    expect(gridOfView([2.123456789, 48.7000001, 2.5, 48.9999999], [320, 320])).toEqual({
      columns: 10,
      rows: 10,
      area: { west: 2.12345, south: 48.7, east: 2.5, north: 49 },
    });
  });

  it('keeps to the earth when the world is seen more than once', () => {
    expect(gridOfView([-400, -89, 400, 89], [640, 320])?.area).toEqual({
      west: -180,
      south: -85,
      east: 180,
      north: 85,
    });
    expect(gridOfView([10, 40, 10, 40], [640, 320])).toBeNull();
  });
});
