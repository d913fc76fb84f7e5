/** The JSON answer of the offers search (README "POST /api/offers.json"). */
import { languageOf, type Language } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import { epochDayToIso, isoToEpochDay } from '../pricing/dates';
import { LAST_MINUTE_DAYS } from '../stays/stay-stress';
import { cancellationPolicyOf, imageUrl } from '../texts/stay-wording';
import { MARKETING_LABELS } from '../vocabulary/hotel-attributes';
import { THEME_BY_ID } from '../vocabulary/themes';
import type { RoomHolds } from '../pricing/stay-bookability';
import { mapCells } from './map-cells';
import { searchOffers, type Candidate, type HotelMatches } from './offer-search';
import type { SearchQuery } from './search-query';

export function buildSearchResponse(catalogue: Catalogue, query: SearchQuery, holds: RoomHolds) {
  const outcome = searchOffers(catalogue, query, holds);
  const language = languageOf(query.locale);
  const start = query.page * query.limit;
  const page = outcome.page(start, query.limit);
  const totalCount = outcome.totalCount;
  const theme = query.themeIds.length > 0 ? THEME_BY_ID.get(query.themeIds[0]!) : undefined;

  const response: Record<string, unknown> = {
    exactMatch: page.map((candidate, offset) => searchOffer(catalogue, candidate, start + offset, query, language)),
    totalCount,
    searchDetails: {
      totalCount,
      checkin: query.checkin,
      night: query.nights,
      adult: query.pax.adults,
      child: query.pax.children,
      baby: query.pax.babies,
      hotelId: query.hotelId,
      location: outcome.area.centre ? { latitude: outcome.area.centre.lat, longitude: outcome.area.centre.lng } : null,
      destination: outcome.area.destination ? outcome.area.destination.labels[language] : null,
      locationHierarchy: outcome.area.hierarchy.map((entry) => ({
        type: entry.type,
        id: entry.id,
        label: entry.labels[language],
      })),
      // The api does not know the shop's URL scheme (the shell owns it).
      uri: null,
      theme: theme ? theme.labels[language] : null,
      cityId: outcome.area.cityId,
      themeId: query.themeIds[0] ?? null,
    },
  };
  if (query.mapGrid) {
    const map = mapCells(outcome.matchingHotels(), query.mapGrid);
    response.mapHotelCount = map.hotelCount;
    response.mapExtent = map.extent;
    response.mapCells = map.cells.map((cell) => ({
      count: cell.count,
      lat: cell.lat,
      lng: cell.lng,
      extent: cell.extent,
      best: mapMarker(catalogue, cell.best),
    }));
  } else if (query.performMapSearch) {
    response.mapMarkers = outcome.hotelsInOrder().map((hotel) => mapMarker(catalogue, hotel));
  }
  return response;
}

/** A hotel on the map; its best-sorted offer gives the price (its list entry reads "Hotel, from 189 €"). */
function mapMarker(catalogue: Catalogue, { hotelId, offerIds, best }: HotelMatches) {
  const hotel = catalogue.hotels.get(hotelId)!;
  return {
    id: hotelId,
    lat: hotel.lat,
    lng: hotel.lng,
    weekendIds: offerIds,
    label: hotel.name,
    sellPrice: best?.sellPrice ?? null,
    priceType: best?.priceType ?? null,
  };
}

function searchOffer(
  catalogue: Catalogue,
  candidate: Candidate,
  index: number,
  query: SearchQuery,
  language: Language,
) {
  const { offer, hotel, city } = candidate.row;
  const checkin = candidate.checkinDay !== null ? epochDayToIso(candidate.checkinDay) : null;
  const checkout = candidate.checkinDay !== null ? epochDayToIso(candidate.checkinDay + candidate.nights) : null;
  const today = catalogue.todayIso();
  const adults = candidate.priceType === 'gift' ? 2 : query.pax.adults;
  const cancellation = cancellationPolicyOf(offer, checkin, today, language);
  return {
    id: offer.id,
    label: offer.labels[language],
    imageUrl: imageUrl(offer.images[0]!),
    images: offer.images.map((image) => imageUrl(image)),
    uri: `/stay/${offer.id}`,
    headwords: offer.headwords[language],
    hotel: {
      id: hotel.id,
      label: hotel.name,
      stars: hotel.stars,
      review: { count: hotel.reviewCount, average: hotel.reviewAverage },
      location: {
        label: city.labels[language],
        uri: `/hotel/${hotel.id}`,
        address: hotel.address,
        zipCode: hotel.zipCode,
        lat: hotel.lat,
        lng: hotel.lng,
      },
    },
    sellPrice: candidate.sellPrice,
    refPrice: candidate.refPrice,
    promo: candidate.promo,
    priceType: candidate.priceType,
    extraDiscount: null,
    availableRooms: candidate.roomsLeft,
    expiration: offer.expiration,
    lastMinute: candidate.checkinDay !== null && candidate.checkinDay - isoToEpochDay(today)! <= LAST_MINUTE_DAYS,
    marketingLabels: offer.marketingLabel ? [MARKETING_LABELS[offer.marketingLabel][language]] : [],
    cancellationPolicy: { cancellable: cancellation.cancellable, message: cancellation.message },
    distance: candidate.distanceKm,
    nights: candidate.nights,
    paxCount: candidate.priceType === 'gift' ? 2 : query.pax.adults + query.pax.children + query.pax.babies,
    adult: adults,
    child: candidate.priceType === 'gift' ? 0 : query.pax.children,
    baby: candidate.priceType === 'gift' ? 0 : query.pax.babies,
    checkin,
    checkout,
    searchType: 'exactMatch',
    flowType: query.flow,
    index,
    topTheme: offer.topThemeId,
    autoDiscount: offer.autoDiscount,
    prices: [
      {
        paxComposition: { adults },
        promo: candidate.promo,
        priceType: candidate.priceType,
        barPrice: candidate.refPrice,
        sellPrice: candidate.sellPrice,
      },
    ],
  };
}
