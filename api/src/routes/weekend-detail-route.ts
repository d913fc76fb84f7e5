import type { FastifyInstance } from 'fastify';
import { languageOf } from '@escapade/shared-contracts/locales';
import { sendNotFound } from '../http/error-handling';
import { imagesBySize } from '../images/images-by-size';
import { priceForCriteria } from '../pricing/criteria-price';
import { cancellationPolicyOf, imageUrl } from '../texts/stay-wording';
import { localTaxOf } from '../pricing/local-tax';
import { isOnSale } from '../stays/offers-on-sale';
import { expiresSoon, isLastMinute } from '../stays/stay-stress';
import { activityDates, programmeLineDetails } from '../texts/programme-line-details';
import { ACTIVITY_TAG_BY_ID } from '../vocabulary/activity-tags';
import {
  ECO_FACILITIES,
  ECO_LABEL_MIN_FACILITIES,
  FACILITIES,
  MARKETING_LABELS,
  ROOM_KIND_BY_ID,
} from '../vocabulary/hotel-attributes';
import type { AppContext } from './app-context';
import { idParamsSchema } from './common-schemas';
import { paxOf, stayCriteriaOf, stayCriteriaProperties, type StayCriteriaQuery } from './stay-criteria-schema';

export function registerWeekendDetailRoute(app: FastifyInstance, { catalogue, orders }: AppContext): void {
  app.get<{ Params: { id: number }; Querystring: StayCriteriaQuery }>(
    '/weekend/:id/detail.json',
    {
      schema: {
        params: idParamsSchema,
        querystring: { type: 'object', required: ['locale'], properties: stayCriteriaProperties },
      },
    },
    async (request, reply) => {
      const row = catalogue.rowByOfferId.get(request.params.id);
      if (!row) return sendNotFound(reply, `No stay with id ${request.params.id}`);
      const { offer, hotel, city } = row;
      const query = request.query;
      const language = languageOf(query.locale);
      const pax = paxOf(query);
      const price = priceForCriteria(catalogue, row, await stayCriteriaOf(query, orders));
      const room = catalogue.rooms.get(offer.roomId);
      const roomKind = room ? ROOM_KIND_BY_ID.get(room.kind) : undefined;
      const today = catalogue.todayIso();
      const cancellation = cancellationPolicyOf(
        offer,
        price.priceType === 'final-price' ? price.checkin : null,
        today,
        language,
      );
      const stayNights = query.nights ?? query.night ?? offer.minNights;

      return {
        id: offer.id,
        label: offer.labels[language],
        description: catalogue.stayDescription(offer.id, language),
        uri: `/stay/${offer.id}`,
        // An offer past its last day of sale shows as expired, like an unpublished one.
        published: isOnSale(offer, today),
        expiration: offer.expiration,
        headwords: offer.headwords[language],
        images: offer.images.map((image) => imageUrl(image)),
        imagesBySize: imagesBySize(offer.images),
        hotel: {
          id: hotel.id,
          label: hotel.name,
          uri: `/hotel/${hotel.id}`,
          stars: hotel.stars,
          review: { count: hotel.reviewCount, average: hotel.reviewAverage },
          location: {
            label: city.labels[language],
            lat: hotel.lat,
            lng: hotel.lng,
            address: hotel.address,
            zipCode: hotel.zipCode,
          },
          checkInOut: { checkin: hotel.checkinTime, checkout: hotel.checkoutTime },
          description: catalogue.hotelDescription(hotel.id, language),
          facilities: FACILITIES.filter((facility) => hotel.facilities.includes(facility.id)).map((facility) => ({
            id: facility.id,
            name: facility.labels[language],
          })),
          ecoFacilities: ECO_FACILITIES.filter((facility) => hotel.ecoFacilities.includes(facility.id)).map(
            (facility) => facility.labels[language],
          ),
          ecoLabel: hotel.ecoFacilities.length >= ECO_LABEL_MIN_FACILITIES,
          policy: {
            petsAllowed: hotel.petsAllowed,
            petsPrice: hotel.petsPrice,
            petsMaxWeight: hotel.petsMaxWeightKg,
            petsMaxNumberOfPets: 1,
          },
          localTax: localTaxOf(hotel),
        },
        room:
          room && roomKind
            ? {
                id: room.id,
                label: roomKind.labels[language],
                size: room.sizeM2,
                capacity: roomKind.capacity,
                bedding: roomKind.bedding[language],
                imageUrl: imageUrl(room.images[0]!),
              }
            : null,
        programLines: programmeLineDetails({ catalogue, offer, hotel, city, nights: price.nights, pax, language }),
        // The activities whose day is picked at booking: the days of the stay asked, none without dates.
        activityDates: activityDates(offer, query.checkin ?? null, stayNights, language),
        activities: offer.tagIds.map((tagId) => ({
          id: tagId,
          name: ACTIVITY_TAG_BY_ID.get(tagId)?.labels[language] ?? String(tagId),
        })),
        price: {
          sellPrice: price.sellPrice,
          refPrice: price.refPrice,
          promoPercentageRounded: price.promoPercentageRounded,
          priceType: price.priceType,
          nights: price.nights,
          adults: pax.adults,
          children: pax.children,
          babies: pax.babies,
          checkin: price.checkin,
          checkout: price.checkout,
          nbRooms: price.nbRooms,
          availableRooms: price.roomsLeft,
          error: price.error,
        },
        availableNights: { min: offer.minNights, max: offer.maxNights },
        cancellationPolicy: cancellation,
        autoDiscount: offer.autoDiscount,
        stress: {
          lastMinute: isLastMinute(query.checkin ?? null, today),
          expiresSoon: expiresSoon(offer.expiration, today),
        },
        marketingLabels: offer.marketingLabel ? [MARKETING_LABELS[offer.marketingLabel][language]] : [],
        isGiftable: offer.giftable,
        topTheme: offer.topThemeId,
        themes: offer.themeIds,
      };
    },
  );
}
