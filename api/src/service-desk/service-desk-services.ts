/** What the service-desk routes share, built once when they register. */
import type { AppContext } from '../routes/app-context';
import { LOOKUP_FAILURE_LIMIT, LOOKUP_FAILURE_WINDOW_MS } from './booking-lookup';
import { Captcha, captchaTtlSeconds } from './captcha';
import { captchaSecret } from './captcha-secret';
import { ContactCases } from './contact-cases';
import { FailureThrottle } from '../http/failure-throttle';
import { UsedChallenges } from './used-challenges';

export interface ServiceDeskServices {
  captcha: Captcha;
  contactCases: ContactCases;
  /** Missed booking lookups per address. */
  lookupThrottle: FailureThrottle;
  orders: AppContext['orders'];
  care: AppContext['care'];
  shopOrigins: AppContext['shopOrigins'];
}

export function serviceDeskServices(context: AppContext): ServiceDeskServices {
  return {
    captcha: new Captcha(
      captchaSecret(context.dataDir, context.environment),
      new UsedChallenges(context.store),
      captchaTtlSeconds(),
    ),
    contactCases: new ContactCases(context.store),
    lookupThrottle: new FailureThrottle(
      LOOKUP_FAILURE_LIMIT,
      LOOKUP_FAILURE_WINDOW_MS,
      context.throttles,
      'booking-lookup',
    ),
    orders: context.orders,
    care: context.care,
    shopOrigins: context.shopOrigins,
  };
}
