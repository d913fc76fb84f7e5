import { act, screen, waitFor, within } from '@testing-library/react';
import { parseSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { offerFixture, offersResponseFixture } from '../../../test/offers-fixture';
import { HttpResponse } from 'msw';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { FallbackSections } from './fallback-sections';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

/** IntersectionObserver stand-in: sections are seen at once, or when `showAll` says so. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  static autoVisible = true;
  readonly elements: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
    if (TestIntersectionObserver.autoVisible) queueMicrotask(() => this.fire());
  }
  fire() {
    if (this.disconnected) return;
    const entries = this.elements.map(
      (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  static showAll() {
    for (const observer of [...TestIntersectionObserver.instances]) observer.fire();
  }
}

const NOW = new Date();
const criteriaOf = (hash: string, search = ''): SearchCriteria => parseSearchCriteria({ hash, search }, NOW);

const ARCACHON_DETAILS = {
  ...offersResponseFixture([], 0, 'Arcachon').searchDetails,
  cityId: 10045,
  location: { latitude: 44.66, longitude: -1.17 },
  locationHierarchy: [
    { type: 'country', id: 1, label: 'France' },
    { type: 'region', id: 110, label: 'Nouvelle-Aquitaine' },
  ],
};

const suggested = [201, 202, 203].map((id) =>
  offerFixture({ id, hotel: { ...offerFixture().hotel, id: 700 + id, label: `Hôtel ${id}` } }),
);

const api = setupApiMock();

/** The api: place context for limit=1, fallback answers by whether the theme is still asked. */
function answerApi(answers: { withTheme: unknown[] | 'error'; withoutTheme: unknown[] | 'error' }): void {
  api.answer('/api/offers.json', ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('limit') === '1')
      return HttpResponse.json({ ...offersResponseFixture([], 4), searchDetails: ARCACHON_DETAILS });
    const answer = query.has('themeIds') ? answers.withTheme : answers.withoutTheme;
    if (answer === 'error') return HttpResponse.json({ message: 'boom' }, { status: 500 });
    return HttpResponse.json(offersResponseFixture(answer as never, answer.length));
  });
}

const fallbackRequests = () =>
  api.requests
    .filter((request) => request.url.searchParams.get('limit') === '3')
    .map((request) => request.url.searchParams);

beforeEach(() => {
  TestIntersectionObserver.instances = [];
  TestIntersectionObserver.autoVisible = true;
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = TestIntersectionObserver;
});

describe('FallbackSections', () => {
  it('without exact results, shows "No exact results found" and the suggestions that have offers', async () => {
    answerApi({ withTheme: [], withoutTheme: suggested });
    renderSearchMount(
      <FallbackSections
        criteria={criteriaOf('city=10045&theme=26')}
        exactHotelIds={[]}
        exactTotalCount={0}
        exactMatch
      />,
      searchPageProps(),
    );

    expect(
      await screen.findByText(
        "Aucun résultat exact n'a été trouvé pour votre recherche. Voici des séjours qui s'en approchent.",
      ),
    ).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Arcachon et ses environs (30 km) · Toutes les thématiques' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    // The first fallback (same area, same theme) came back empty: it renders nothing.
    expect(screen.queryByRole('region', { name: 'Arcachon et ses environs (30 km)' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);

    const [first, second] = fallbackRequests();
    expect(Object.fromEntries(first!)).toMatchObject({
      lat: '44.66',
      lng: '-1.17',
      distanceMin: '0',
      distanceMax: '30',
      orderBy: 'distance',
      themeIds: '26',
      limit: '3',
      searchProvider: 'catalog',
      locale: 'fr_FR',
    });
    expect(first!.has('cityId')).toBe(false);
    expect(second!.has('themeIds')).toBe(false);
  });

  it('links the suggested cards to their stay with the fallback criteria', async () => {
    answerApi({ withTheme: [], withoutTheme: suggested });
    renderSearchMount(
      <FallbackSections
        criteria={criteriaOf('city=10045&theme=26')}
        exactHotelIds={[]}
        exactTotalCount={0}
        exactMatch
      />,
      searchPageProps(),
    );
    const link = await screen.findByRole('link', { name: 'Week-end gourmand 201' });
    expect(link.getAttribute('href')).toMatch(
      /^\/stay\/201\?flow=booking#lat=44.66&lng=-1.17&distanceMin=0&distanceMax=30&sort=distance$/,
    );
  });

  it('with exact results, shows the suggestion note and leaves the exact hotels out', async () => {
    answerApi({ withTheme: suggested, withoutTheme: [] });
    renderSearchMount(
      <FallbackSections
        criteria={criteriaOf('city=10045&theme=26')}
        exactHotelIds={[11, 12]}
        exactTotalCount={2}
        exactMatch
      />,
      searchPageProps(),
    );
    expect(
      await screen.findByText('Suggestion de séjours proches de votre recherche : ils pourraient aussi vous plaire.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Arcachon et ses environs (30 km)' })).toBeInTheDocument();
    await waitFor(() => expect(fallbackRequests()).toHaveLength(2));
    const [first, second] = fallbackRequests();
    expect(first!.get('excludedHotelIds')).toBe('11,12');
    // Later suggestions also leave out the hotels the earlier ones showed.
    expect(second!.get('excludedHotelIds')).toBe('11,12,901,902,903');
  });

  it('sends each suggestion the exact search it complements, so none of its hotels comes back on any page', async () => {
    answerApi({ withTheme: suggested, withoutTheme: [] });
    renderSearchMount(
      <FallbackSections
        criteria={criteriaOf('city=10045&theme=26&a=3&c=1&stars=4,5', 'page=2')}
        exactHotelIds={[11, 12]}
        exactTotalCount={40}
        exactMatch
      />,
      searchPageProps(),
    );
    await waitFor(() => expect(fallbackRequests()).toHaveLength(2));
    for (const request of fallbackRequests()) {
      const query = Object.fromEntries(request);
      expect(query).toMatchObject({
        'excludedSearch.cityId': '10045',
        'excludedSearch.themeIds': '26',
        'excludedSearch.stars': '4,5',
        'excludedSearch.adult': '3',
        'excludedSearch.child': '1',
        'excludedSearch.baby': '0',
        'excludedSearch.flow': 'booking',
      });
      // The exact search is named as a whole, not by the page on screen.
      expect(request.has('excludedSearch.lat')).toBe(false);
      expect(request.has('excludedSearch.excludedHotelIds')).toBe(false);
      expect(request.get('excludedHotelIds')).toMatch(/^11,12/);
    }
  });

  it('shows nothing extra when there are exact results and every fallback is empty', async () => {
    answerApi({ withTheme: [], withoutTheme: [] });
    const { container } = renderSearchMount(
      <FallbackSections
        criteria={criteriaOf('city=10045&theme=26')}
        exactHotelIds={[11]}
        exactTotalCount={1}
        exactMatch
      />,
      searchPageProps(),
    );
    await waitFor(() => expect(fallbackRequests()).toHaveLength(2));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows the no-results alert with "Remove all filters" when every fallback is empty', async () => {
    answerApi({ withTheme: [], withoutTheme: 'error' });
    renderSearchMount(
      <FallbackSections
        criteria={criteriaOf('city=10045&theme=26&stars=5&priceMax=10000')}
        exactHotelIds={[]}
        exactTotalCount={0}
        exactMatch
      />,
      searchPageProps(),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Aucun résultat\. Pour obtenir plus de résultats/);
    expect(within(alert).getByRole('link', { name: 'Supprimer tous les filtres' })).toHaveAttribute(
      'href',
      '/search?flow=booking#theme=26&city=10045',
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('runs no fallback when the exact search was not an exact match', async () => {
    answerApi({ withTheme: suggested, withoutTheme: suggested });
    renderSearchMount(
      <FallbackSections
        criteria={criteriaOf('city=10045&theme=26')}
        exactHotelIds={[]}
        exactTotalCount={0}
        exactMatch={false}
      />,
      searchPageProps(),
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(fallbackRequests()).toHaveLength(0);
  });

  it('fetches a section only once it is 10 % visible, showing 3 skeleton cards and a placeholder meanwhile', async () => {
    TestIntersectionObserver.autoVisible = false;
    answerApi({ withTheme: suggested, withoutTheme: [] });
    renderSearchMount(
      <FallbackSections
        criteria={criteriaOf('city=10045&theme=26')}
        exactHotelIds={[]}
        exactTotalCount={0}
        exactMatch
      />,
      searchPageProps(),
    );
    const loading = await screen.findAllByRole('status', { name: 'Chargement des suggestions' });
    expect(loading).toHaveLength(2);
    expect(within(loading[0]!).getAllByTestId('offer-card-skeleton')).toHaveLength(3);
    expect(screen.getByTestId('fallback-message-placeholder')).toBeInTheDocument();
    expect(fallbackRequests()).toHaveLength(0);
    expect(TestIntersectionObserver.instances[0]!.options?.threshold).toBe(0.1);

    act(() => TestIntersectionObserver.showAll());
    expect(await screen.findByRole('region', { name: 'Arcachon et ses environs (30 km)' })).toBeInTheDocument();
    expect(fallbackRequests().length).toBeGreaterThanOrEqual(1);
  });

  it('renders nothing in the activity flow', () => {
    answerApi({ withTheme: suggested, withoutTheme: suggested });
    const { container } = renderSearchMount(
      <FallbackSections
        criteria={criteriaOf('city=10045', 'flow=activity')}
        exactHotelIds={[]}
        exactTotalCount={0}
        exactMatch
      />,
      searchPageProps(),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
