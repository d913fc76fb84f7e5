import { GIFT_FROM_NAME_MAX_LENGTH, GIFT_MESSAGE_MAX_LENGTH } from '@escapade/shared-contracts/gift-rules';

/** The gift's customisation: who offers it and a message, printed on the voucher. */
export interface GiftCustomisation {
  fromName: string;
  message: string;
}

/** The sender's name fits on the voucher's "From" line (the api holds it to the same). */
export const FROM_NAME_MAX_LENGTH = GIFT_FROM_NAME_MAX_LENGTH;
/** The message fits in the voucher's text box. */
export const MESSAGE_MAX_LENGTH = GIFT_MESSAGE_MAX_LENGTH;

/** How long "The field is limited to … characters" stays after a refused keystroke. */
export const LIMIT_NOTICE_MS = 1000;

/** A form with nothing typed yet. */
export const EMPTY_CUSTOMISATION: GiftCustomisation = { fromName: '', message: '' };

export type CustomisationField = keyof GiftCustomisation;

/** What is wrong with a field: nothing typed where a name is needed, something else than a name, too long. */
export type CustomisationError = 'required' | 'textOnly' | 'tooLong';

export type CustomisationErrors = Partial<Record<CustomisationField, CustomisationError>>;

/** The longest value each field takes. */
export const MAX_LENGTH: Readonly<Record<CustomisationField, number>> = {
  fromName: FROM_NAME_MAX_LENGTH,
  message: MESSAGE_MAX_LENGTH,
};

/** A name is letters (accented ones too), spaces, apostrophes, hyphens and dots: "Anne-Sophie", "O'Brien", "J. Dupont". */
const TEXT_ONLY = /^[\p{L}\p{M} '’.-]*$/u;

/**
 * The sender's name: needed only when the form says so (a printed voucher carries it), always a
 * name, never longer than the voucher's line.
 */
export function fromNameError(value: string, required: boolean): CustomisationError | undefined {
  const name = value.trim();
  if (name === '') return required ? 'required' : undefined;
  if (!TEXT_ONLY.test(name)) return 'textOnly';
  if (name.length > FROM_NAME_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** The message is optional and free text, within the voucher's box. */
export function messageError(value: string): CustomisationError | undefined {
  return value.trim().length > MESSAGE_MAX_LENGTH ? 'tooLong' : undefined;
}

/** Every field's error, none for a valid form. */
export function customisationErrors(value: GiftCustomisation, fromNameRequired: boolean): CustomisationErrors {
  const errors: CustomisationErrors = {};
  const fromName = fromNameError(value.fromName, fromNameRequired);
  const message = messageError(value.message);
  if (fromName) errors.fromName = fromName;
  if (message) errors.message = message;
  return errors;
}

/** A customisation (none counts as empty) the gift can go to the checkout with: no field in error. */
export function isCustomisationComplete(value: GiftCustomisation | null, fromNameRequired: boolean): boolean {
  const errors = customisationErrors(value ?? EMPTY_CUSTOMISATION, fromNameRequired);
  return !errors.fromName && !errors.message;
}

/**
 * What a keystroke (or a paste) leaves in a field: a value past the field's maximum is refused and
 * the field keeps what it had; shortening a value that was already too long is always allowed.
 */
export function acceptTyped(previous: string, next: string, maxLength: number): { value: string; refused: boolean } {
  if (next.length > maxLength && next.length > previous.length) return { value: previous, refused: true };
  return { value: next, refused: false };
}

/** The customisation as it is kept and sent: both fields without their surrounding spaces. */
export function trimCustomisation(value: GiftCustomisation): GiftCustomisation {
  return { fromName: value.fromName.trim(), message: value.message.trim() };
}

/** True when the visitor wrote something: a name or a message. */
export function isCustomised(value: GiftCustomisation | null): value is GiftCustomisation {
  return value !== null && (value.fromName.trim() !== '' || value.message.trim() !== '');
}

/** A stored value is used only when it has the shape and the limits of a customisation. */
export function isGiftCustomisation(value: unknown): value is GiftCustomisation {
  if (typeof value !== 'object' || value === null) return false;
  const { fromName, message } = value as Record<string, unknown>;
  return (
    typeof fromName === 'string' &&
    typeof message === 'string' &&
    fromName.length <= FROM_NAME_MAX_LENGTH &&
    message.length <= MESSAGE_MAX_LENGTH
  );
}
