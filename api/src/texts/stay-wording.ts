/** Texts the api writes at request time, because they depend on the nights or the dates asked. */
import type { Language } from '@escapade/shared-contracts/locales';
import type { OfferRecord, ImageRef } from '../catalogue/catalogue-records';
import { addDaysIso, formatLongDateForLanguage, isoToEpochDay } from '../pricing/dates';
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

/**
 * The terms of a cancellable stay: until its deadline, modifying it (another date or stay) is free
 * and cancelling it refunds this part of each night; after the deadline nothing is refunded, so
 * neither is anything from the arrival day on. Cancelling is never free.
 */
export const PARTIAL_REFUND_PERCENT = 80;

function termsUntilDays(days: number, language: Language): string {
  const percent = PARTIAL_REFUND_PERCENT;
  return {
    fr: `Modification gratuite jusqu'à ${days} jours avant l'arrivée. En cas d'annulation d'ici là, remboursement de ${percent} % de chaque nuit ; aucun remboursement ensuite.`,
    es: `Modificación gratuita hasta ${days} días antes de la llegada. En caso de cancelación hasta entonces, reembolso del ${percent} % de cada noche; sin reembolso después.`,
    it: `Modifica gratuita fino a ${days} giorni prima dell'arrivo. In caso di cancellazione entro tale termine, rimborso dell'${percent} % di ogni notte; nessun rimborso dopo.`,
    nl: `Gratis wijzigen tot ${days} dagen voor aankomst. Bij annulering tot dan wordt ${percent} % van elke nacht terugbetaald; daarna geen terugbetaling.`,
  }[language];
}

function termsUntilDate(iso: string, language: Language): string {
  const date = formatLongDateForLanguage(iso, language);
  const percent = PARTIAL_REFUND_PERCENT;
  return {
    fr: `Modification gratuite jusqu'au ${date}. En cas d'annulation jusqu'à cette date, remboursement de ${percent} % de chaque nuit ; aucun remboursement après cette date.`,
    es: `Modificación gratuita hasta el ${date}. En caso de cancelación hasta esa fecha, reembolso del ${percent} % de cada noche; sin reembolso después de esa fecha.`,
    it: `Modifica gratuita fino al giorno ${date}. In caso di cancellazione entro tale data, rimborso dell'${percent} % di ogni notte; nessun rimborso dopo tale data.`,
    nl: `Gratis wijzigen tot ${date}. Bij annulering tot die datum wordt ${percent} % van elke nacht terugbetaald; daarna geen terugbetaling.`,
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
      message: termsUntilDays(offer.cancellationDays, language),
    };
  const deadline = addDaysIso(checkin, -offer.cancellationDays);
  if (isoToEpochDay(deadline)! < isoToEpochDay(today)!) {
    return { type: 'NCNR', cancellable: false, cancellationDeadline: null, message: NON_REFUNDABLE[language] };
  }
  return {
    type: 'FLEXIBLE',
    cancellable: true,
    cancellationDeadline: deadline,
    message: termsUntilDate(deadline, language),
  };
}

/** Origin-relative URL of a generated image. */
export function imageUrl(image: ImageRef, size?: PictureSize): string {
  return pictureUrl(image.kind, image.seed, size);
}
