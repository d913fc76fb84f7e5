import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAtom } from 'jotai';
import { useRemoteProps } from '../../../context/remote-props';
import type { Buyer } from '../../../utils/purchase-body';
import { useSavedProfile } from '../../account/state/use-saved-profile';
import { hasAccountCookie } from '../utils/account-cookie';
import {
  BUYER_FIELDS,
  buyerFieldError,
  invalidBuyerFields,
  toBuyer,
  type BuyerError,
  type BuyerField,
  type BuyerValues,
} from '../utils/buyer-rules';
import { defaultCountry } from '../../../utils/countries';
import { buyerValuesAtom, checkedBuyerFieldsAtom, profileAppliedAtom } from './buyer-form-state';

export type BuyerSubmit = { ok: true; buyer: Buyer } | { ok: false; firstInvalid: BuyerField };

const subscribeToNothing = () => () => {};
const readSignedIn = () => hasAccountCookie(document.cookie);
const readSignedOut = () => false;

/** The profile's details copied into the fields the shopper left empty. */
function withProfile(values: BuyerValues, profile: Record<BuyerField, string>): BuyerValues {
  const next = { ...values };
  for (const field of BUYER_FIELDS) {
    const saved = profile[field].trim();
    if (next[field] !== '' || saved === '') continue;
    if (field === 'civility') {
      if (saved === 'MR' || saved === 'MRS') next.civility = saved;
    } else {
      next[field] = field === 'country' ? saved.toUpperCase() : saved;
    }
  }
  return next;
}

/**
 * The buyer form's state: values, the errors shown (a field's error shows once it was left or
 * the form submitted, then follows what is typed), and the signed-in customer's profile copied in.
 */
export function useBuyerForm() {
  const { locale } = useRemoteProps();
  const [stored, setStored] = useAtom(buyerValuesAtom);
  const [checked, setChecked] = useAtom(checkedBuyerFieldsAtom);
  const [profileApplied, setProfileApplied] = useAtom(profileAppliedAtom);

  // The account cookie exists in the browser only: a server render reads "signed out".
  const signedIn = useSyncExternalStore(subscribeToNothing, readSignedIn, readSignedOut);

  const profile = useSavedProfile(signedIn && !profileApplied);
  useEffect(() => {
    if (profileApplied || !profile) return;
    setStored((current) => withProfile(current, profile));
    setProfileApplied(true);
  }, [profile, profileApplied, setStored, setProfileApplied]);

  // Until one is chosen, the country is the shop's own.
  const values = useMemo<BuyerValues>(
    () => (stored.country ? stored : { ...stored, country: defaultCountry(locale) }),
    [stored, locale],
  );

  return {
    values,
    setField(field: BuyerField, value: string) {
      setStored((current) => ({ ...current, [field]: value }));
    },
    /** The field was left: its error, if any, shows from now on. */
    check(field: BuyerField) {
      if (!checked.has(field)) setChecked(new Set([...checked, field]));
    },
    errorOf(field: BuyerField): BuyerError | null {
      return checked.has(field) ? buyerFieldError(field, values) : null;
    },
    /** Shows every error; gives the buyer when all fields are right, else the first field to fix. */
    submit(): BuyerSubmit {
      setChecked(new Set(BUYER_FIELDS));
      const [firstInvalid] = invalidBuyerFields(values);
      return firstInvalid ? { ok: false, firstInvalid } : { ok: true, buyer: toBuyer(values) };
    },
  };
}
