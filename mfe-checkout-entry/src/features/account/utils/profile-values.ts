import type { AccountProfile } from '../api/get-profile';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  lengthProblem,
  nameProblem,
  phoneProblem,
  POSTAL_CODE_MAX_LENGTH,
  type FieldProblem,
} from './field-rules';

/** The profile's fields the customer can change, in the form's order (the first one in error takes the focus). */
export const PROFILE_FIELDS = [
  'civility',
  'firstName',
  'lastName',
  'phoneNumber',
  'addressLine',
  'postalCode',
  'city',
  'country',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Omit<AccountProfile, 'email'>;

export function profileValues(profile: AccountProfile): ProfileValues {
  const { email: _email, ...values } = profile;
  return { ...values, civility: values.civility === 'MR' || values.civility === 'MRS' ? values.civility : '' };
}

/**
 * Each field's problem. The names are the account's own and stay mandatory; the other details are
 * optional here (the checkout asks for what an order needs), but checked when given.
 */
export function profileProblems(values: ProfileValues): Record<ProfileField, FieldProblem | null> {
  return {
    civility: null,
    firstName: nameProblem(values.firstName),
    lastName: nameProblem(values.lastName),
    phoneNumber: phoneProblem(values.phoneNumber),
    addressLine: lengthProblem(values.addressLine, ADDRESS_MAX_LENGTH),
    postalCode: lengthProblem(values.postalCode, POSTAL_CODE_MAX_LENGTH),
    city: lengthProblem(values.city, CITY_MAX_LENGTH),
    country: null,
  };
}

/** What is saved: the values without their outer spaces, the email as the account has it. */
export function profileToSave(email: string, values: ProfileValues): AccountProfile {
  return {
    email,
    civility: values.civility,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    addressLine: values.addressLine.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country,
  };
}
