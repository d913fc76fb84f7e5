import { screen, waitFor } from '@testing-library/react';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { OffersMap, type OffersMapProps } from './offers-map';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

const api = setupApiMock();

function mapProps(overrides: Partial<OffersMapProps> = {}): OffersMapProps {
  return {
    cells: [
      {
        count: 1,
        lat: 41.39,
        lng: 2.17,
        extent: [2.17, 41.39, 2.17, 41.39],
        best: { id: 1, lat: 41.39, lng: 2.17, weekendIds: [10] },
      },
      {
        count: 1,
        lat: 41.4,
        lng: 2.19,
        extent: [2.19, 41.4, 2.19, 41.4],
        best: { id: 2, lat: 41.4, lng: 2.19, weekendIds: [20] },
      },
    ],
    hotelsExtent: [2.17, 41.39, 2.19, 41.4],
    searchKey: 'paris',
    selected: null,
    onSelect: jest.fn(),
    onViewChange: jest.fn(),
    fallbackView: { centre: { lat: 41.3874, lng: 2.1686 }, zoom: 6 },
    fitMaxZoom: 12,
    onVisibleMarkersChange: jest.fn(),
    label: 'Carte des séjours',
    zoomInLabel: 'Zoomer',
    zoomOutLabel: 'Dézoomer',
    creditLabel: 'Fond de carte : Natural Earth · Noms de lieux : GeoNames',
    ...overrides,
  };
}

describe('OffersMap (OpenLayers in jsdom: no drawing, the structure only)', () => {
  it('mounts a keyboard-reachable map area with named zoom buttons, and cleans up', async () => {
    api.json('/api/map-places.json', { places: [] });
    const { unmount, container } = renderSearchMount(<OffersMap {...mapProps()} />, searchPageProps());
    const region = screen.getByRole('region', { name: 'Carte des séjours' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Zoomer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dézoomer' })).toBeInTheDocument();
    expect(container.querySelector('.ol-viewport')).not.toBeNull();
    // The place names of the base layer are asked for once, in the page's locale.
    await waitFor(() =>
      expect(api.requests.map((request) => request.url.pathname + request.url.search)).toEqual([
        '/api/map-places.json?locale=fr_FR',
      ]),
    );
    unmount();
    expect(container.querySelector('.ol-viewport')).toBeNull();
  });
});
