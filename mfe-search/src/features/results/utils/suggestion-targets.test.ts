import { parseSearchCriteria, serializeSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { cityCriteria, suggestionLinksParams, themeCriteria, visibleThemes } from './suggestion-targets';

const criteria = parseSearchCriteria({
  hash: 'checkin=2099-06-12&checkout=2099-06-14&night=2&c=1&city=12&stars=5&theme=23&sort=priceAsc',
  search: 'page=2',
});

describe('suggestion link targets', () => {
  it('a nearby city keeps dates, travellers, theme and sort, drops filters and page', () => {
    const next = cityCriteria(criteria, 14);
    expect(next.page).toBe(0);
    expect(serializeSearchCriteria(next).hash).toBe(
      'checkin=2099-06-12&checkout=2099-06-14&night=2&c=1&s=true&theme=23&city=14&sort=priceAsc',
    );
  });

  it('a theme keeps the search and replaces its theme', () => {
    const next = themeCriteria(criteria, 26);
    expect(next.theme).toBe(26);
    expect(next.stars).toEqual([5]);
    expect(next.page).toBe(0);
  });

  it('the reduced-thematics variation keeps only the fixed list', () => {
    const themes = [{ id: 26 }, { id: 12 }, { id: 39 }, { id: 33 }, { id: 19 }, { id: 23 }];
    expect(visibleThemes(themes, true).map((theme) => theme.id)).toEqual([26, 39, 19, 23]);
    expect(visibleThemes(themes, false)).toHaveLength(6);
  });

  it('asks for the searched place and theme', () => {
    expect(suggestionLinksParams(criteria, 'fr_FR')).toEqual({
      locale: 'fr_FR',
      flow: 'booking',
      cityId: '12',
      themeId: '23',
    });
    expect(
      suggestionLinksParams(parseSearchCriteria({ hash: 'lat=48.5&lng=2.1', search: 'flow=gifting' }), 'fr_FR'),
    ).toEqual({
      locale: 'fr_FR',
      flow: 'gifting',
      lat: '48.5',
      lng: '2.1',
    });
  });
});
