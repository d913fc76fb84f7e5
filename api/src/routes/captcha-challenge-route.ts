import type { FastifyInstance } from 'fastify';
import type { ServiceDeskServices } from '../service-desk/service-desk-services';

/**
 * GET /api/captcha/challenge: a fresh signed proof-of-work challenge for the contact form (ALTCHA
 * v2, SHA-256), `{ parameters, signature }`. Never cached: each is spent once.
 */
export function registerCaptchaChallengeRoute(app: FastifyInstance, { captcha }: ServiceDeskServices): void {
  app.get('/api/captcha/challenge', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return captcha.challenge();
  });
}
