/** Texts the api writes at request time, because they depend on the nights or the dates asked. */
import type { Language } from '@escapade/shared-contracts/locales';
import type { OfferRecord, ImageRef } from '../catalogue/catalogue-records';
import { addDaysIso, formatDateForLanguage, isoToEpochDay } from '../pricing/dates';
import { ROOM_KIND_BY_ID } from '../vocabulary/hotel-attributes';
import { pictureUrl, type PictureSize } from '../images/picture-url';

export function roomLineTitle(roomKind: string, nights: number, language: Language): string {
  const room = ROOM_KIND_BY_ID.get(roomKind)?.labels[language] ?? roomKind;
  const plural = nights > 1;
  switch (language) {
    case 'fr':
      return `${nights} ${plural ? 'nuits' : 'nuit'} en ${room}`;
    case 'es':
      return `${nights} ${plural ? 'noches' : 'noche'} en ${room}`;
    case 'it':
      return `${nights} ${plural ? 'notti' : 'notte'} in ${room}`;
    case 'nl':
      return `${nights} ${plural ? 'nachten' : 'nacht'} in een ${room.charAt(0).toLocaleLowerCase()}${room.slice(1)}`;
  }
}

export interface CancellationPolicy {
  /** NCNR: non-cancellable, non-refundable. */
  type: 'FLEXIBLE' | 'NCNR';
  cancellable: boolean;
  /** yyyy-MM-dd, only when a check-in is known and the stay is still cancellable. */
  cancellationDeadline: string | null;
  message: string;
}

const NON_REFUNDABLE: Record<Language, string> = {
  fr: 'Non annulable, non remboursable',
  es: 'No cancelable, no reembolsable',
  it: 'Non cancellabile, non rimborsabile',
  nl: 'Niet annuleerbaar, niet terugbetaalbaar',
};

function freeUntilDays(days: number, language: Language): string {
  return {
    fr: `Annulation et modification gratuites jusqu'à ${days} jours avant l'arrivée`,
    es: `Cancelación y modificación gratuitas hasta ${days} días antes de la llegada`,
    it: `Cancellazione e modifica gratuite fino a ${days} giorni prima dell'arrivo`,
    nl: `Gratis annuleren en wijzigen tot ${days} dagen voor aankomst`,
  }[language];
}

function freeUntilDate(iso: string, language: Language): string {
  const date = formatDateForLanguage(iso, language);
  return {
    fr: `Annulation et modification gratuites jusqu'au ${date}`,
    es: `Cancelación y modificación gratuitas hasta el ${date}`,
    it: `Cancellazione e modifica gratuite fino al ${date}`,
    nl: `Gratis annuleren en wijzigen tot ${date}`,
  }[language];
}

/** A cancellable stay whose deadline has passed is no longer cancellable. */
export function cancellationPolicyOf(
  offer: OfferRecord,
  checkin: string | null,
  today: string,
  language: Language,
): CancellationPolicy {
  if (!offer.cancellable)
    return { type: 'NCNR', cancellable: false, cancellationDeadline: null, message: NON_REFUNDABLE[language] };
  if (!checkin)
    return {
      type: 'FLEXIBLE',
      cancellable: true,
      cancellationDeadline: null,
      message: freeUntilDays(offer.cancellationDays, language),
    };
  const deadline = addDaysIso(checkin, -offer.cancellationDays);
  if (isoToEpochDay(deadline)! < isoToEpochDay(today)!) {
    return { type: 'NCNR', cancellable: false, cancellationDeadline: null, message: NON_REFUNDABLE[language] };
  }
  return {
    type: 'FLEXIBLE',
    cancellable: true,
    cancellationDeadline: deadline,
    message: freeUntilDate(deadline, language),
  };
}

/** Origin-relative URL of a generated image. */
export function imageUrl(image: ImageRef, size?: PictureSize): string {
  return pictureUrl(image.kind, image.seed, size);
}
