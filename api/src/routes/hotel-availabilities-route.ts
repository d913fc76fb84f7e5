import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { sendNotFound } from '../http/error-handling';
import { promoPercentOf } from '../pricing/day-price';
import { epochDayToIso } from '../pricing/dates';
import { shortestBookableStay } from '../pricing/stay-bookability';
import { applyPax, stayPriceForTwo } from '../pricing/stay-price';
import type { AppContext } from './app-context';
import { ADULTS, BABIES, CHILDREN, MONTH_PATTERN, idSchema, localeSchema } from './common-schemas';
import { paxOf } from './stay-criteria-schema';
import { roomsNeeded } from '../pricing/criteria-price';

/** Months one call may cover: a year of calendar. */
export const MAX_AVAILABILITY_MONTHS = 12;
/** Day 0 of the day numbers the pricing works in. */
const EPOCH = DateTime.utc(1970, 1, 1);

interface DayEntry {
  day: string;
  /** The night from that day for the travellers (cents), null when no stay can start that day. */
  price: number | null;
  promo: number | null;
  minLos: number | null;
  offerId: number | null;
  bestPriceOfTheMonth: boolean;
}

/** Month by month availability of a hotel (or one of its stays) with the cheapest night per day. */
export function registerHotelAvailabilitiesRoute(app: FastifyInstance, { catalogue, orders }: AppContext): void {
  app.get<{
    Params: { hotelId: number };
    Querystring: { month: string; length: number; offerId?: number; adult?: number; child?: number; baby?: number };
  }>(
    '/hotels/:hotelId/availabilities.json',
    {
      schema: {
        params: { type: 'object', required: ['hotelId'], properties: { hotelId: idSchema } },
        querystring: {
          type: 'object',
          required: ['month'],
          properties: {
            locale: localeSchema,
            month: { type: 'string', pattern: MONTH_PATTERN },
            length: { type: 'integer', minimum: 1, maximum: MAX_AVAILABILITY_MONTHS, default: 2 },
            offerId: idSchema,
            adult: ADULTS,
            child: CHILDREN,
            baby: BABIES,
          },
        },
      },
    },
    async (request, reply) => {
      const { hotelId } = request.params;
      if (!catalogue.hotels.has(hotelId)) return sendNotFound(reply, `No hotel with id ${hotelId}`);
      const { month, length, offerId } = request.query;
      const rows = (catalogue.offersByHotel.get(hotelId) ?? [])
        .filter((offer) => offer.published && (offerId === undefined || offer.id === offerId))
        .map((offer) => catalogue.rowByOfferId.get(offer.id)!);
      if (offerId !== undefined && rows.length === 0)
        return sendNotFound(reply, `No stay ${offerId} in hotel ${hotelId}`);
      const pax = paxOf(request.query);
      const window = catalogue.availabilityWindow();
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];

      const entries: DayEntry[] = [];
      // The schema bounds `length`; the loop bounds itself too, since a client picks the count.
      const months = Math.min(length, MAX_AVAILABILITY_MONTHS);
      const firstOfCalendar = DateTime.utc(year, monthNumber, 1);
      const calendarFirstDay = firstOfCalendar.diff(EPOCH, 'days').days;
      const calendarLastDay = firstOfCalendar.plus({ months }).diff(EPOCH, 'days').days - 1;
      const longestStay = Math.max(1, ...rows.map((row) => row.offer.maxNights));
      // Orders' holds on every night a stay starting in these months can cover, read at once.
      const holds = await orders.roomHolds(calendarFirstDay, calendarLastDay + longestStay - 1);
      const roomsByOffer = new Map(rows.map((row) => [row.offer.id, roomsNeeded(row, pax)]));
      for (let m = 0; m < months; m++) {
        const firstOfMonth = DateTime.utc(year, monthNumber, 1).plus({ months: m });
        const firstDay = firstOfMonth.diff(EPOCH, 'days').days;
        const daysInMonth = firstOfMonth.daysInMonth!;
        const monthEntries: DayEntry[] = [];
        for (let d = 0; d < daysInMonth; d++) {
          const day = firstDay + d;
          let best: DayEntry = {
            day: epochDayToIso(day),
            price: null,
            promo: null,
            minLos: null,
            offerId: null,
            bestPriceOfTheMonth: false,
          };
          for (const row of rows) {
            // A day starts a stay when its shortest stay can be sold to these travellers (the
            // search's rule: open nights, minimum stay, the rooms they need left every night).
            const shortest = shortestBookableStay(row.offer, window, holds, day, roomsByOffer.get(row.offer.id)!);
            if (shortest === null) continue;
            const night = stayPriceForTwo(row.offer, row.hotel.environment, day, 1);
            const price = applyPax(night.sell, pax);
            if (best.price === null || price < best.price) {
              best = {
                ...best,
                price,
                promo: promoPercentOf(night.sell, night.ref),
                minLos: shortest,
                offerId: row.offer.id,
              };
            }
          }
          monthEntries.push(best);
        }
        const prices = monthEntries.map((entry) => entry.price).filter((price): price is number => price !== null);
        const lowest = prices.length > 0 ? Math.min(...prices) : null;
        for (const entry of monthEntries) entry.bestPriceOfTheMonth = lowest !== null && entry.price === lowest;
        entries.push(...monthEntries);
      }
      return { hotelId, availabilities: entries };
    },
  );
}
