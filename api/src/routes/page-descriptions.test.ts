/**
 * Hotels' and stays' descriptions are not held in memory but read from the catalogue file by the
 * pages that show them: each page still shows the generated description, in every language.
 */
import { LOCALES, languageOf } from '@escapade/shared-contracts/locales';
import type { CatalogueData } from '../catalogue/catalogue-records';
import { DEFAULT_SEED, generateCatalogue } from '../generator/generate-catalogue';
import { isOnSale } from '../stays/offers-on-sale';
import { createTestApp, type TestApp } from '../test/test-app';
import { openTestCatalogue, type TestCatalogue } from '../test/test-catalogue';

let testApp: TestApp;
let test: TestCatalogue;
let generated: CatalogueData;
beforeAll(async () => {
  testApp = await createTestApp();
  test = openTestCatalogue(testApp.dataDir);
  generated = generateCatalogue({ seed: DEFAULT_SEED, availabilityStart: test.catalogue.meta.availabilityStart });
});
afterAll(async () => {
  test.close();
  await testApp.close();
});

async function getJson<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

/** A stay on sale and its hotel, as the generator made them (descriptions included). */
function generatedStayAndHotel() {
  const today = test.catalogue.todayIso();
  const offer = generated.offers.find((candidate) => isOnSale(test.catalogue.offers.get(candidate.id)!, today))!;
  const hotel = generated.hotels.find((candidate) => candidate.id === offer.hotelId)!;
  return { offer, hotel };
}

describe('descriptions read from the catalogue file', () => {
  it.each(LOCALES)('shows the hotel page its description in the language of %s', async (locale) => {
    const { hotel } = generatedStayAndHotel();
    const body = await getJson<{ description: string }>(`/api/hotel/${hotel.id}/detail.json?locale=${locale}`);
    expect(body.description).toBe(hotel.descriptions[languageOf(locale)]);
  });

  it.each(LOCALES)("shows the stay page its and its hotel's descriptions in the language of %s", async (locale) => {
    const { offer, hotel } = generatedStayAndHotel();
    const body = await getJson<{ description: string; hotel: { description: string } }>(
      `/weekend/${offer.id}/detail.json?locale=${locale}`,
    );
    const language = languageOf(locale);
    expect(body.description).toBe(offer.descriptions[language]);
    expect(body.hotel.description).toBe(hotel.descriptions[language]);
  });

  it('keeps the descriptions out of the hotels and stays held in memory', () => {
    const { offer, hotel } = generatedStayAndHotel();
    expect(test.catalogue.hotels.get(hotel.id)).not.toHaveProperty('descriptions');
    expect(test.catalogue.offers.get(offer.id)).not.toHaveProperty('descriptions');
  });
});
