import { render, screen, waitFor } from '@testing-library/react';
import { SearchBoxWidgetRoot, type SearchBoxWidgetMountProps } from './search-box-widget';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';

const api = setupApiMock();

describe('SearchBox widget', () => {
  beforeEach(() => {
    api.json('/api/places/city/12', { id: 12, label: 'Paris', category: 'city', latitude: 0, longitude: 0 });
    api.json('/api/places/region/3', { id: 3, label: 'Bretagne', category: 'region', latitude: 0, longitude: 0 });
  });

  it('renders the search box of the host page with its own providers, and follows updates', async () => {
    const props: SearchBoxWidgetMountProps = {
      ...fakeRemoteProps({ route: { kind: 'home' } }),
      flow: 'booking',
      initialHash: 'city=12',
      variant: 'jumbotron',
    };
    const view = render(<SearchBoxWidgetRoot {...props} />);
    expect(await screen.findByRole('search', { name: 'Rechercher un séjour' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris'));

    view.rerender(<SearchBoxWidgetRoot {...props} initialHash="region=3" />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Bretagne'));
  });

  it('falls back to the current hash without initialHash', async () => {
    const props: SearchBoxWidgetMountProps = {
      ...fakeRemoteProps({ route: { kind: 'home', hash: 'city=12' } }),
      flow: 'booking',
    };
    render(<SearchBoxWidgetRoot {...props} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris'));
  });
});
