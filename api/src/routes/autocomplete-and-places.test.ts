import { PARIS_CITY_ID, createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface SuggestionJson {
  id: number;
  label: string;
  category: string;
  value: string;
  latitude: number;
  longitude: number;
  postalcode?: string;
}

async function suggest(locale: string, term: string, maxResults = 30): Promise<SuggestionJson[]> {
  const response = await testApp.app.inject({
    url: `/autocomplete-geonames.json?locale=${locale}&term=${encodeURIComponent(term)}&maxResults=${maxResults}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().suggestions;
}

describe('GET /autocomplete-geonames.json', () => {
  it('finds Paris first, with its coordinates and the hash value to search it', async () => {
    const [first] = await suggest('fr_FR', 'paris');
    expect(first).toEqual({
      id: PARIS_CITY_ID,
      label: 'Paris',
      category: 'city',
      value: `city=${PARIS_CITY_ID}`,
      latitude: 48.8566,
      longitude: 2.3522,
      postalcode: '75001',
      context: 'Île-de-France, France',
    });
  });

  it('finds Barcelona by its Spanish name and labels it in the locale’s language', async () => {
    expect((await suggest('es_ES', 'Barcelona'))[0]).toMatchObject({ label: 'Barcelona', category: 'city' });
    expect((await suggest('fr_FR', 'Barcelona'))[0]).toMatchObject({ label: 'Barcelone', category: 'city' });
  });

  it('matches without accents or case and in either language of Belgium', async () => {
    expect((await suggest('fr_BE', 'BRUXELLES'))[0]).toMatchObject({ label: 'Bruxelles', category: 'city' });
    expect((await suggest('nl_BE', 'bruxelles'))[0]).toMatchObject({ label: 'Brussel', category: 'city' });
    expect((await suggest('fr_FR', 'seville'))[0]).toMatchObject({ label: 'Séville' });
    expect((await suggest('nl_NL', 'anvers'))[0]).toMatchObject({ label: 'Antwerpen' });
  });

  it('lists cities by population, then departments, regions, countries, places and hotels', async () => {
    const order = ['city', 'department', 'region', 'country', 'poi', 'hotel'];
    const results = await suggest('fr_FR', 'b', 100);
    const ranks = results.map((suggestion) => order.indexOf(suggestion.category));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(results[0]!.label).toBe('Barcelone');
  });

  it('returns nothing for an unknown place and caps the list', async () => {
    expect(await suggest('fr_FR', 'zzzzqx')).toEqual([]);
    expect(await suggest('fr_FR', 's', 5)).toHaveLength(5);
  });

  it('refuses a missing term', async () => {
    const response = await testApp.app.inject({ url: '/autocomplete-geonames.json?locale=fr_FR' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("querystring must have required property 'term'");
  });
});

describe('GET /api/places/{category}/{id}', () => {
  it('gives the label of a place in the locale’s language', async () => {
    const response = await testApp.app.inject({ url: `/api/places/city/${PARIS_CITY_ID}?locale=nl_NL` });
    expect(response.json()).toEqual({
      id: PARIS_CITY_ID,
      label: 'Parijs',
      category: 'city',
      latitude: 48.8566,
      longitude: 2.3522,
    });
  });

  it('answers 404 for an unknown place', async () => {
    const response = await testApp.app.inject({ url: '/api/places/skiresort/3?locale=fr_FR' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No skiresort with id 3' });
  });
});
