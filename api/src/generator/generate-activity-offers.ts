/** Activity-only offers: a day activity sold without a night, hosted by a hotel. */
import type { ActivityOfferRecord, CityRecord, HotelRecord } from '../catalogue/catalogue-records';
import { ACTIVITY_TAGS } from '../vocabulary/activity-tags';
import type { Random } from './prng';
import { perLanguage } from './stay-texts';

export const ACTIVITY_OFFER_ID_BASE = 90001;

export function generateActivityOffers(
  random: Random,
  hotels: readonly HotelRecord[],
  cityById: ReadonlyMap<number, CityRecord>,
  count: number,
): ActivityOfferRecord[] {
  return random.sample(hotels, count).map((hotel, index) => {
    const tag = random.pick(ACTIVITY_TAGS);
    const city = cityById.get(hotel.cityId)!;
    const labels = perLanguage((language) => {
      const place = city.labels[language];
      return {
        fr: `${tag.labels.fr} à ${place}`,
        es: `${tag.labels.es} en ${place}`,
        it: `${tag.labels.it} a ${place}`,
        nl: `${tag.labels.nl} in ${place}`,
      }[language];
    });
    const descriptions = perLanguage((language) => {
      const at = { fr: 'chez', es: 'en', it: 'presso', nl: 'bij' }[language];
      return `${tag.programmeLabels[language]} ${at} ${hotel.name}.`;
    });
    return {
      id: ACTIVITY_OFFER_ID_BASE + index,
      hotelId: hotel.id,
      tagId: tag.id,
      labels,
      descriptions,
      pricePerPerson: Math.round(random.int(2500, 12000) / 100) * 100,
      promoPercent: random.chance(0.3) ? random.int(5, 25) : 0,
      durationMinutes: random.pick([60, 90, 120, 180, 240]),
      published: random.chance(0.97),
      images: [{ kind: 'activity', seed: random.int(1, 999_999) }, hotel.images[0]!],
    };
  });
}
