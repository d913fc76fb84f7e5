import { LANGUAGES } from '@escapade/shared-contracts/locales';
import { AVAILABILITY_DAYS } from './generate-offers';
import { generateCatalogue } from './generate-catalogue';

const START = '2025-03-01';

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue({ seed: 7, availabilityStart: START });

  // Smaller catalogues where only the comparison matters, to keep the test fast.
  const SMALL = 300;

  it('gives the same hotels and stays for the same seed', () => {
    const again = generateCatalogue({ seed: 7, availabilityStart: START, hotelCount: SMALL });
    const small = generateCatalogue({ seed: 7, availabilityStart: START, hotelCount: SMALL });
    expect(again.hotels).toEqual(small.hotels);
    expect(again.offers).toEqual(small.offers);
    expect(again.hotels[0]).toMatchObject({ id: 1001, cityId: 10001 });
  });

  it('gives other hotels for another seed', () => {
    const other = generateCatalogue({ seed: 8, availabilityStart: START, hotelCount: SMALL });
    expect(other.hotels.slice(0, 20).map((hotel) => hotel.name)).not.toEqual(
      catalogue.hotels.slice(0, 20).map((hotel) => hotel.name),
    );
  });

  it('keeps the hotels when only the generation date changes', () => {
    const first = generateCatalogue({ seed: 7, availabilityStart: START, hotelCount: SMALL });
    const later = generateCatalogue({ seed: 7, availabilityStart: '2025-03-02', hotelCount: SMALL });
    expect(later.hotels).toEqual(first.hotels);
    expect(later.offers[0]!.availability.slice(0, -1)).toBe(first.offers[0]!.availability.slice(1));
  });

  it('covers the five countries with real cities and at least 2,000 hotels near them', () => {
    const citiesPerCountry = new Map<number, number>();
    for (const city of catalogue.cities)
      citiesPerCountry.set(city.countryId, (citiesPerCountry.get(city.countryId) ?? 0) + 1);
    expect([...citiesPerCountry.values()].every((count) => count >= 15)).toBe(true);
    expect(catalogue.hotels.length).toBeGreaterThanOrEqual(2000);

    const paris = catalogue.cities.find((city) => city.labels.fr === 'Paris')!;
    expect(paris).toMatchObject({ lat: 48.8566, lng: 2.3522 });
    const cityById = new Map(catalogue.cities.map((city) => [city.id, city]));
    for (const hotel of catalogue.hotels) {
      const city = cityById.get(hotel.cityId)!;
      expect(Math.abs(hotel.lat - city.lat)).toBeLessThan(0.3);
      expect(hotel.stars).toBeGreaterThanOrEqual(2);
      expect(hotel.stars).toBeLessThanOrEqual(5);
    }
  });

  it('gives every stay 1 to 3 per hotel, texts in four languages and a year of availability', () => {
    const perHotel = new Map<number, number>();
    for (const offer of catalogue.offers) {
      perHotel.set(offer.hotelId, (perHotel.get(offer.hotelId) ?? 0) + 1);
      expect(offer.availability).toHaveLength(AVAILABILITY_DAYS);
      expect(offer.availability).toMatch(/^[0-3]+$/);
      for (const language of LANGUAGES) expect(offer.labels[language].length).toBeGreaterThan(5);
    }
    expect(Math.max(...perHotel.values())).toBeLessThanOrEqual(3);
    expect(perHotel.size).toBe(catalogue.hotels.length);
  });

  it('makes gift boxes, activity-only offers, reviews in four languages and home pages', () => {
    expect(catalogue.giftBoxes.map((box) => box.code)).toContain('WELLNESS-EBOX');
    expect(catalogue.giftBoxes.every((box) => box.offerIds.length > 0)).toBe(true);
    expect(catalogue.activityOffers.length).toBeGreaterThanOrEqual(150);
    expect(new Set(catalogue.reviews.map((review) => review.language))).toEqual(new Set(LANGUAGES));
    expect(catalogue.cmsPages).toHaveLength(12);
  });
});
