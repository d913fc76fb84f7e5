import type { FastifyInstance } from 'fastify';
import { noStore } from '../accounts/account-requests';
import { sendBadRequest } from '../http/error-handling';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import {
  RETURN_URL_MESSAGE,
  bookingNumberToFile,
  contactCaseBodySchema,
  contactCaseProblem,
  thankYouUrl,
  type ContactCaseBody,
} from '../service-desk/contact-case-request';
import { careOperatorOf, refuseOtherSites, sendServiceDeskError } from '../service-desk/service-desk-requests';
import type { ServiceDeskServices } from '../service-desk/service-desk-services';

/**
 * POST /api/contact/cases: files the contact form's case (table contact_cases) and answers 201
 * `{ caseId, returnUrl }`, the page's path with `?ref=contact_thank_you`. 400 names each refused
 * field; 403 CAPTCHA_REQUIRED / CAPTCHA_INVALID without a fresh solved captcha, unless a
 * customer-care operator's token comes with it; 403 OTHER_SITE from another site's page; 429 past
 * the per-address limit. The fields are checked before the captcha, so a refused field does not
 * spend the visitor's solved challenge.
 */
export function registerContactCaseRoute(app: FastifyInstance, services: ServiceDeskServices): void {
  const { captcha, contactCases, care, shopOrigins } = services;
  app.post<{ Body: ContactCaseBody }>(
    '/api/contact/cases',
    {
      schema: { body: contactCaseBodySchema },
      onRequest: [noStore, refuseOtherSites(shopOrigins)],
      ...rateLimited(WRITE_RATE_LIMITS.contact),
    },
    async (request, reply) => {
      const body = request.body;
      const problem = contactCaseProblem(body);
      if (problem) return sendBadRequest(reply, problem);
      const returnUrl = thankYouUrl(body.returnUrl);
      if (!returnUrl) return sendBadRequest(reply, RETURN_URL_MESSAGE);

      const careOperator = await careOperatorOf(request, care);
      if (!careOperator) {
        if (body.captcha === undefined || body.captcha === null)
          return sendServiceDeskError(reply, 403, 'CAPTCHA_REQUIRED');
        if (!(await captcha.accept(body.captcha))) return sendServiceDeskError(reply, 403, 'CAPTCHA_INVALID');
      }

      const caseId = await contactCases.add({
        reason: body.reason,
        bookingNumber: bookingNumberToFile(body),
        email: body.email.trim(),
        name: body.name.trim(),
        phone: body.phone.trim(),
        description: body.description.trim(),
        locale: body.locale,
        returnUrl: body.returnUrl,
        careOperator,
      });
      return reply.code(201).send({ caseId, returnUrl });
    },
  );
}
