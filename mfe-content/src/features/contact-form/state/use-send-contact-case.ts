import { useSetAtom } from 'jotai';
import { HTTPError } from 'ky';
import { useMutation } from '@tanstack/react-query';
import { readCareToken } from '@escapade/shared-contracts/care-token';
import {
  CONTACT_THANK_YOU_REF,
  type ContactCaseFields,
  type ContactField,
  type ContactFieldError,
  type ContactReason,
} from '@escapade/shared-contracts/contact-case';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import { createContactCase } from '../api/create-contact-case';
import { getCaptchaChallenge } from '../api/get-captcha-challenge';
import { contactCaseBody } from '../utils/contact-case-body';
import { refusalOf, refusedFieldOf } from '../utils/refused-field';
import { solveCaptcha } from '../utils/solve-captcha';
import { EMPTY_CONTACT_DRAFT, contactDialogOpenAtom, contactDraftAtom } from './contact-draft';

/** Where a visitor lands once customer care has their message. */
export const THANK_YOU_TARGET: RouteTarget = { kind: 'contact', query: { ref: CONTACT_THANK_YOU_REF } };

/** The api took the case, or refused one of its fields (a 400 naming it). */
export type SendOutcome = { sent: true } | { sent: false; field: ContactField; error: ContactFieldError };

/**
 * Sends the message: outside care mode it first solves the api's captcha challenge, invisibly; an
 * operator sends their token instead. Once sent, the draft is forgotten, the dialog closes and the
 * page moves to its thank-you address. Any other failure is the mutation's error.
 */
export function useSendContactCase() {
  const { locale, careMode, hrefFor, navigate, reportError } = useRemoteProps();
  const api = useApiClient();
  const setDraft = useSetAtom(contactDraftAtom);
  const setDialogOpen = useSetAtom(contactDialogOpenAtom);

  return useMutation({
    mutationFn: async (fields: ContactCaseFields & { reason: ContactReason }): Promise<SendOutcome> => {
      const captcha = careMode ? undefined : await solveCaptcha(await getCaptchaChallenge(api));
      const body = contactCaseBody(fields, { locale, returnUrl: hrefFor(THANK_YOU_TARGET), captcha });
      try {
        await createContactCase(api, body, careMode ? readCareToken() : null);
        return { sent: true };
      } catch (error) {
        const field = error instanceof HTTPError && error.response.status === 400 ? await namedField(error) : null;
        if (!field) throw error;
        return { sent: false, field, error: refusalOf(field, fields) };
      }
    },
    onSuccess(outcome) {
      if (!outcome.sent) return;
      setDraft(EMPTY_CONTACT_DRAFT);
      setDialogOpen(false);
      navigate(THANK_YOU_TARGET);
    },
    onError(error) {
      reportError(error, 'mfe-content/contact');
    },
  });
}

async function namedField(error: HTTPError): Promise<ContactField | null> {
  const answer: unknown = await error.response.json().catch(() => null);
  return refusedFieldOf((answer as { message?: unknown } | null)?.message);
}
