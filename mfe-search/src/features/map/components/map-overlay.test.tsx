import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { offerFixture, offersResponseFixture } from '../../../test/offers-fixture';
import type { MapCell, MapMarker } from '../api/search-map-cells';
import type { OffersMapProps } from './offers-map';
import { MapOverlay } from './map-overlay';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

// The real map draws on a canvas with OpenLayers; here a stand-in shows what it was given and
// clicks like a marker or the empty map would.
const mapProps: { current: OffersMapProps | null } = { current: null };
jest.mock('./offers-map', () => ({
  OffersMap: (props: OffersMapProps) => {
    mapProps.current = props;
    return (
      <div data-testid="offers-map" aria-label={props.label} role="region">
        {props.cells.map(({ best }) => (
          <button key={best.id} type="button" onClick={() => props.onSelect(best.id)}>
            {`marker ${best.id}${props.selected?.id === best.id ? ' selected' : ''}`}
          </button>
        ))}
        <button type="button" onClick={() => props.onSelect(null)}>
          empty map
        </button>
      </div>
    );
  },
}));

const criteria: SearchCriteria = { ...defaultSearchCriteria(), places: { city: '10001' }, checkin: undefined };

const markers: MapMarker[] = [
  {
    id: 601,
    lat: 48.85,
    lng: 2.33,
    weekendIds: [101],
    label: 'Hôtel des Arts 101',
    sellPrice: 18900,
    priceType: 'from-price',
  },
  {
    id: 777,
    lat: 48.86,
    lng: 2.35,
    weekendIds: [900, 901],
    label: 'Hôtel du Marais',
    sellPrice: 24000,
    priceType: 'from-price',
  },
];

/** The Arts hotel alone in its cell; the Marais hotel best of a cell of three. */
const cells: MapCell[] = [
  { count: 1, lat: 48.85, lng: 2.33, extent: [2.33, 48.85, 2.33, 48.85], best: markers[0]! },
  { count: 3, lat: 48.861, lng: 2.352, extent: [2.35, 48.86, 2.355, 48.863], best: markers[1]! },
];

const api = setupApiMock();

interface MapAnswer extends ReturnType<typeof offersResponseFixture> {
  mapHotelCount: number;
  mapExtent: [number, number, number, number] | null;
  mapCells: MapCell[];
}

function mapAnswer(overrides: Partial<MapAnswer> = {}): MapAnswer {
  return {
    ...offersResponseFixture([offerFixture({ id: 101 })], 2),
    mapHotelCount: 4,
    mapExtent: [2.33, 48.85, 2.355, 48.863],
    mapCells: cells,
    ...overrides,
  };
}
const noHotels = { mapHotelCount: 0, mapExtent: null, mapCells: [] };

/** The markers search answers `markers`; a stay detail answers `detail`, or 404 without one. */
function answerMap(markersAnswer: unknown = mapAnswer(), detail?: unknown) {
  api.json('/api/offers.json', markersAnswer, { method: 'POST' });
  if (detail === undefined) api.error('/weekend/:id/detail.json', 404, { body: { message: 'none' } });
  else api.json('/weekend/:id/detail.json', detail);
}

function openMap() {
  const props = searchPageProps();
  const onClose = jest.fn();
  const view = renderSearchMount(<MapOverlay criteria={criteria} isOpen onClose={onClose} />, props);
  return { props, onClose, view };
}

function setUp(markersAnswer?: unknown, detail?: unknown) {
  answerMap(markersAnswer, detail);
  return openMap();
}

beforeEach(() => {
  mapProps.current = null;
});

describe('MapOverlay', () => {
  it('renders nothing while closed and fetches nothing', () => {
    renderSearchMount(<MapOverlay criteria={criteria} isOpen={false} onClose={jest.fn()} />, searchPageProps());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows a loading state, then the map with its heading and result count', async () => {
    setUp();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Chargement de la carte…');
    expect(await within(dialog).findByTestId('offers-map')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /Carte\s*2 résultats/ })).toBeInTheDocument();
    expect(mapProps.current?.cells).toEqual(cells);
    expect(mapProps.current?.hotelsExtent).toEqual([2.33, 48.85, 2.355, 48.863]);
  });

  it('asks the api for the search on a grid over all its hotels, the map having no view yet', async () => {
    setUp();
    await screen.findByTestId('offers-map');
    const [body] = api.bodiesOf('POST', '/api/offers.json') as Record<string, unknown>[];
    expect(body).toMatchObject({
      locale: 'fr_FR',
      filters: { property: { cityId: 10001 } },
      mapGrid: { columns: expect.any(Number), rows: expect.any(Number) },
    });
    expect(body).not.toHaveProperty('mapGrid.area');
    expect(body).not.toHaveProperty('performMapSearch');
  });

  it('asks again for the view the visitor moves to, keeping the hotel selected and the cells on screen meanwhile', async () => {
    const user = userEvent.setup();
    answerMap();
    const moved = { columns: 10, rows: 8, area: { west: 2.3, south: 48.84, east: 2.36, north: 48.87 } };
    // The moved view's answer never comes: the map goes on showing what it has.
    api.answer(
      '/api/offers.json',
      async ({ request }) => {
        const body = (await request.clone().json()) as { mapGrid?: { area?: unknown } };
        return body.mapGrid?.area ? new Promise<never>(() => {}) : undefined;
      },
      { method: 'POST' },
    );
    openMap();
    await user.click(await screen.findByRole('button', { name: 'marker 601' }));
    act(() => mapProps.current!.onViewChange(moved));
    await waitFor(() => expect(api.bodiesOf('POST', '/api/offers.json')).toHaveLength(2));
    expect(api.bodiesOf('POST', '/api/offers.json')[1]).toMatchObject({ mapGrid: moved });
    expect(screen.getByRole('button', { name: 'marker 601 selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'marker 777' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Week-end gourmand 101' })).toBeInTheDocument();
  });

  it('centres on the searched city, zoomed like a city, when there is no marker', async () => {
    setUp(
      mapAnswer({
        ...noHotels,
        searchDetails: { ...offersResponseFixture([]).searchDetails, location: { latitude: 43.3, longitude: 5.4 } },
      }),
    );
    await screen.findByTestId('offers-map');
    expect(mapProps.current?.fallbackView).toEqual({ centre: { lat: 43.3, lng: 5.4 }, zoom: 12 });
    expect(screen.getByText('Aucun séjour à afficher sur la carte')).toBeInTheDocument();
  });

  it('falls back to Barcelona when nothing locates the search', async () => {
    setUp(mapAnswer(noHotels));
    await screen.findByTestId('offers-map');
    expect(mapProps.current?.fallbackView.centre).toEqual({ lat: 41.3874, lng: 2.1686 });
  });

  it('closes with the close button and with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = setUp();
    await screen.findByTestId('offers-map');
    await user.click(screen.getByRole('button', { name: 'Fermer la carte' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('selects a clicked marker and shows its loaded offer in the info card; a map click clears it', async () => {
    const user = userEvent.setup();
    setUp();
    await user.click(await screen.findByRole('button', { name: 'marker 601' }));
    const card = screen.getByRole('region', { name: 'Week-end gourmand 101' });
    expect(within(card).getByText('Hôtel des Arts 101')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Voir le séjour' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/stay\/101\?flow=booking#.*city=10001/),
    );
    expect(screen.getByRole('button', { name: 'marker 601 selected' })).toBeInTheDocument();
    // Already loaded with the markers: no detail call.
    expect(api.requests.filter((request) => request.url.pathname.includes('/weekend/'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'empty map' }));
    expect(screen.queryByRole('region', { name: 'Week-end gourmand 101' })).not.toBeInTheDocument();
  });

  it('fetches the stay detail for a marker whose offer is not loaded', async () => {
    const user = userEvent.setup();
    const detail = {
      id: 900,
      label: 'Nuit au Marais',
      images: ['/images/900.svg'],
      hotel: {
        id: 777,
        label: 'Hôtel du Marais',
        stars: 3,
        review: { count: 10, average: 8.2 },
        location: { label: 'Paris 4e', lat: 48.86, lng: 2.35 },
      },
      price: {
        sellPrice: 24000,
        refPrice: 24000,
        promoPercentageRounded: 0,
        priceType: 'from-price',
        nights: 1,
        adults: 2,
      },
    };
    setUp(mapAnswer(), detail);
    await user.click(await screen.findByRole('button', { name: 'marker 777' }));
    const card = await screen.findByRole('region', { name: 'Nuit au Marais' });
    expect(within(card).getByText('240 €')).toBeInTheDocument();
    expect(within(card).getByText('Et 1 autre séjour dans cet hôtel')).toBeInTheDocument();
    const detailRequest = api.requests.find((request) => request.url.pathname === '/weekend/900/detail.json')!;
    expect(Object.fromEntries(detailRequest.url.searchParams)).toEqual({
      locale: 'fr_FR',
      adult: '2',
      child: '0',
      baby: '0',
    });
  });

  it('offers a keyboard list of the markers: choosing one selects it and moves focus to the card', async () => {
    const user = userEvent.setup();
    setUp();
    const list = await screen.findByRole('navigation', { name: 'Séjours sur la carte' });
    const entry = within(list).getByRole('button', { name: /^Hôtel du Marais\s*,\s*dès 240\s€$/ });
    await user.click(within(list).getByRole('button', { name: /Hôtel des Arts 101/ }));
    const card = screen.getByRole('region', { name: 'Week-end gourmand 101' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(within(list).getByRole('button', { name: /Hôtel des Arts 101/ })).toHaveAttribute('aria-current', 'true');

    await user.click(within(card).getByRole('button', { name: 'Fermer la fiche du séjour' }));
    expect(within(list).getByRole('button', { name: /Hôtel des Arts 101/ })).toHaveFocus();
    expect(entry).not.toHaveAttribute('aria-current');
  });

  it('lists only the markers in view, and says how many more zooming in would show', async () => {
    setUp();
    await screen.findByTestId('offers-map');
    act(() => mapProps.current!.onVisibleMarkersChange(new Set([777])));
    const list = screen.getByRole('navigation', { name: 'Séjours sur la carte' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /Hôtel du Marais/ })).toBeInTheDocument();
    // The Marais hotel's cell holds two more hotels.
    expect(within(list).getByText('Zoomez pour voir les 2 autres séjours de la carte')).toBeInTheDocument();
  });

  it('shows an error with a retry when the markers cannot be fetched', async () => {
    const user = userEvent.setup();
    answerMap();
    api.error('/api/offers.json', 500, { method: 'POST', once: true, body: { message: 'boom' } });
    const { props } = openMap();
    expect(await screen.findByRole('alert')).toHaveTextContent('La carte n’a pas pu être chargée.');
    expect(props.reportError).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('offers-map')).toBeInTheDocument();
  });

  it('keeps showing the loading state while the markers are on their way', () => {
    answerMap();
    api.never('/api/offers.json', { method: 'POST' });
    openMap();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la carte…');
    expect(screen.queryByTestId('offers-map')).not.toBeInTheDocument();
  });
});
