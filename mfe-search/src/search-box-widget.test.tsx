import { render, screen, waitFor } from '@testing-library/react';
import { SearchBoxWidgetRoot, type SearchBoxWidgetMountProps } from './search-box-widget';
import { fakeRemoteProps } from './test/fake-remote-props';
import { jsonResponse, stubFetch } from './test/stub-fetch';

describe('SearchBox widget', () => {
  beforeEach(() => {
    stubFetch([
      {
        path: '/api/places/city/12',
        answer: jsonResponse({ id: 12, label: 'Paris', category: 'city', latitude: 0, longitude: 0 }),
      },
      {
        path: '/api/places/region/3',
        answer: jsonResponse({ id: 3, label: 'Bretagne', category: 'region', latitude: 0, longitude: 0 }),
      },
    ]);
  });

  it('renders the search box of the host page with its own providers, and follows updates', async () => {
    const props: SearchBoxWidgetMountProps = {
      ...fakeRemoteProps({ route: { kind: 'home' } }),
      flow: 'booking',
      initialHash: 'city=12',
      variant: 'jumbotron',
    };
    const view = render(<SearchBoxWidgetRoot {...props} />);
    expect(screen.getByRole('search', { name: 'Rechercher un séjour' })).toBeInTheDocument();
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
