import type { FastifyInstance } from 'fastify';
import { BOOKING_NUMBER_PATTERN, CONTACT_FIELD_MAX_LENGTHS } from '@escapade/shared-contracts/contact-case';
import { noStore } from '../accounts/account-requests';
import { sendBadRequest } from '../http/error-handling';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import { orderView } from '../orders/order-view';
import { findBooking } from '../service-desk/booking-lookup';
import { BOOKING_NUMBER_INPUT_MAX_LENGTH, BOOKING_NUMBER_MESSAGE } from '../service-desk/contact-case-request';
import { refuseOtherSites, sendServiceDeskError } from '../service-desk/service-desk-requests';
import type { ServiceDeskServices } from '../service-desk/service-desk-services';

interface BookingLookupBody {
  bookingNumber: string;
  email: string;
}

/**
 * POST /api/orders/lookup { bookingNumber, email }: 200 the order as its confirmation page shows it
 * when the booking has that number and that buyer email (any case); else 404 BOOKING_NOT_FOUND, the
 * same for a wrong number and a wrong email. 400 for a number that is not 8 digits; 429
 * TOO_MANY_ATTEMPTS with Retry-After once the address has missed too often (even for a right pair),
 * or past the per-address limit; 403 OTHER_SITE from another site's page. Never cached.
 */
export function registerBookingLookupRoute(app: FastifyInstance, services: ServiceDeskServices): void {
  const { orders, lookupThrottle, shopOrigins } = services;
  app.post<{ Body: BookingLookupBody }>(
    '/api/orders/lookup',
    {
      schema: {
        body: {
          type: 'object',
          required: ['bookingNumber', 'email'],
          properties: {
            bookingNumber: { type: 'string', maxLength: BOOKING_NUMBER_INPUT_MAX_LENGTH },
            email: { type: 'string', maxLength: CONTACT_FIELD_MAX_LENGTHS.email },
          },
        },
      },
      onRequest: [noStore, refuseOtherSites(shopOrigins)],
      ...rateLimited(WRITE_RATE_LIMITS.bookingLookups),
    },
    async (request, reply) => {
      const waitMs = await lookupThrottle.retryAfterMs(request.ip);
      if (waitMs > 0) {
        reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        return sendServiceDeskError(reply, 429, 'TOO_MANY_ATTEMPTS');
      }
      const bookingNumber = request.body.bookingNumber.trim();
      if (!BOOKING_NUMBER_PATTERN.test(bookingNumber)) return sendBadRequest(reply, BOOKING_NUMBER_MESSAGE);
      const order = await findBooking(orders, bookingNumber, request.body.email);
      if (!order) {
        await lookupThrottle.recordFailure(request.ip);
        return sendServiceDeskError(reply, 404, 'BOOKING_NOT_FOUND');
      }
      return orderView(order);
    },
  );
}
