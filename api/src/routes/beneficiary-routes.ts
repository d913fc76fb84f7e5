import type { FastifyInstance } from 'fastify';
import { beneficiaryServices, type BeneficiaryContext } from '../beneficiaries/beneficiary-services';
import { registerBeneficiaryLoginRoute } from './beneficiary-login-route';
import { registerBeneficiaryOffersRoutes } from './beneficiary-offers-routes';
import { registerBeneficiarySessionRoute } from './beneficiary-session-route';
import { registerBeneficiarySignOutRoute } from './beneficiary-sign-out-route';

/**
 * The calls of whoever received a gift (docs/gifts.md): typing its code, the session it opens,
 * leaving, and what the code can book, sharing one session table and one unknown-code throttle.
 */
export function registerBeneficiaryRoutes(app: FastifyInstance, context: BeneficiaryContext): void {
  const services = beneficiaryServices(context);
  registerBeneficiaryLoginRoute(app, services);
  registerBeneficiarySessionRoute(app, services);
  registerBeneficiarySignOutRoute(app, services);
  registerBeneficiaryOffersRoutes(app, services);
}
