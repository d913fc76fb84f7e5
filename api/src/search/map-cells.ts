/**
 * The search's hotels on a map, gathered into the cells of a grid laid over the part of the map in
 * view. A map answer holds at most one entry per cell, whatever the catalogue's size: a country
 * search on a large catalogue matches thousands of hotels, and sending every one of them (about
 * 1 MB of JSON for 6,500) costs the api its serialisation and a phone its download and parsing,
 * for markers that would be merged into a few hundred clusters on screen anyway. A cell tells how
 * many hotels it holds, where they are and which is the best of them in the results, so the map
 * draws true counts and lists the best hotels in view; zooming in asks again for the smaller area.
 */
import { MAP_GRID_MAX_CELLS, type GeoBox } from '@escapade/shared-contracts/offers-request';
import type { HotelMatches, MatchingHotels } from './offer-search';

/** Web Mercator's latitude limit: the map shows nothing beyond it. */
const MERCATOR_MAX_LATITUDE = 85.05112878;

export interface MapGrid {
  columns: number;
  rows: number;
  /** The part of the map in view; null for the extent of every matching hotel (a map opening). */
  area: GeoBox | null;
}

export interface MapCell {
  /** The matching hotels in the cell. */
  count: number;
  /** Their mean position (the hotel's own when it is alone). */
  lat: number;
  lng: number;
  /** The box around them, [west, south, east, north]: a click on the cell zooms to it. */
  extent: [number, number, number, number];
  /** The best of them in the results. */
  best: HotelMatches;
}

export interface MapCells {
  /** Every matching hotel, in view or not. */
  hotelCount: number;
  /** The box around every matching hotel, [west, south, east, north]; null when none matches. */
  extent: [number, number, number, number] | null;
  /** The non-empty cells in view, in the order of their best hotel in the results. */
  cells: MapCell[];
}

/** Why a grid cannot be answered, in words for the client; null when it can. */
export function mapGridProblem(grid: MapGrid): string | null {
  if (grid.columns * grid.rows > MAP_GRID_MAX_CELLS)
    return `mapGrid has ${grid.columns * grid.rows} cells; at most ${MAP_GRID_MAX_CELLS} are answered`;
  if (grid.area && !(grid.area.west < grid.area.east && grid.area.south < grid.area.north))
    return 'mapGrid.area must have west < east and south < north';
  return null;
}

/** Web Mercator's y of a latitude (unscaled): the grid's rows are even on the map, not in degrees. */
function mercatorY(latitude: number): number {
  const clamped = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
  return Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
}

/** The cell index (0 to divisions - 1) of a value between low and high. */
function slot(value: number, low: number, high: number, divisions: number): number {
  if (high <= low) return 0;
  return Math.min(divisions - 1, Math.max(0, Math.floor(((value - low) / (high - low)) * divisions)));
}

/** Widens a [west, south, east, north] box to hold a point. */
function extendBox(box: [number, number, number, number], lng: number, lat: number): void {
  box[0] = Math.min(box[0], lng);
  box[1] = Math.min(box[1], lat);
  box[2] = Math.max(box[2], lng);
  box[3] = Math.max(box[3], lat);
}

/**
 * The matching hotels in the grid's cells. One pass over the hotels: a cell keeps its count, the
 * sums of positions and its box, and its best hotel by the results' order; only the cells, at
 * most columns × rows of them, are then sorted.
 */
export function mapCells(hotels: MatchingHotels, grid: MapGrid): MapCells {
  const lats = new Float64Array(hotels.count);
  const lngs = new Float64Array(hotels.count);
  let extent: [number, number, number, number] | null = null;
  for (let hotel = 0; hotel < hotels.count; hotel++) {
    const lat = (lats[hotel] = hotels.latAt(hotel));
    const lng = (lngs[hotel] = hotels.lngAt(hotel));
    if (!extent) extent = [lng, lat, lng, lat];
    else extendBox(extent, lng, lat);
  }
  if (!extent) return { hotelCount: 0, extent: null, cells: [] };

  const area = grid.area ?? { west: extent[0], south: extent[1], east: extent[2], north: extent[3] };
  const top = mercatorY(area.north);
  const bottom = mercatorY(area.south);
  interface Gathering {
    count: number;
    latSum: number;
    lngSum: number;
    extent: [number, number, number, number];
    best: number;
  }
  const byCell = new Map<number, Gathering>();
  for (let hotel = 0; hotel < hotels.count; hotel++) {
    const lat = lats[hotel]!;
    const lng = lngs[hotel]!;
    if (lng < area.west || lng > area.east || lat < area.south || lat > area.north) continue;
    const column = slot(lng, area.west, area.east, grid.columns);
    const row = slot(top - mercatorY(lat), 0, top - bottom, grid.rows);
    const key = row * grid.columns + column;
    const cell = byCell.get(key);
    if (!cell) {
      byCell.set(key, { count: 1, latSum: lat, lngSum: lng, extent: [lng, lat, lng, lat], best: hotel });
      continue;
    }
    cell.count++;
    cell.latSum += lat;
    cell.lngSum += lng;
    extendBox(cell.extent, lng, lat);
    if (hotels.compare(hotel, cell.best) < 0) cell.best = hotel;
  }
  const gathered = [...byCell.values()].sort((a, b) => hotels.compare(a.best, b.best));
  return {
    hotelCount: hotels.count,
    extent,
    cells: gathered.map((cell) => ({
      count: cell.count,
      lat: cell.count === 1 ? lats[cell.best]! : cell.latSum / cell.count,
      lng: cell.count === 1 ? lngs[cell.best]! : cell.lngSum / cell.count,
      extent: cell.extent,
      best: hotels.matchesOf(cell.best),
    })),
  };
}
