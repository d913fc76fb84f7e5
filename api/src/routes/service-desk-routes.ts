import type { FastifyInstance } from 'fastify';
import { serviceDeskServices } from '../service-desk/service-desk-services';
import type { AppContext } from './app-context';
import { registerBookingLookupRoute } from './booking-lookup-route';
import { registerCaptchaChallengeRoute } from './captcha-challenge-route';
import { registerContactCaseRoute } from './contact-case-route';

/**
 * The shop's service desk (docs/content.md): the contact form's captcha and its cases, and the
 * booking lookup, sharing one captcha, one case table and one throttle of missed lookups.
 */
export function registerServiceDeskRoutes(app: FastifyInstance, context: AppContext): void {
  const services = serviceDeskServices(context);
  registerCaptchaChallengeRoute(app, services);
  registerContactCaseRoute(app, services);
  registerBookingLookupRoute(app, services);
}
