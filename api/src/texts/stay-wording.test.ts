import type { OfferRecord } from '../catalogue/catalogue-records';
import { cancellationPolicyOf } from './stay-wording';

/** Only what the cancellation terms read of an offer. */
function offer(cancellable: boolean, cancellationDays: number): OfferRecord {
  return { cancellable, cancellationDays } as OfferRecord;
}

const TODAY = '2026-11-20';
const CHECKIN = '2026-12-15';

describe('cancellationPolicyOf', () => {
  it.each([
    [
      'fr',
      "Modification gratuite jusqu'au 8 décembre 2026. En cas d'annulation jusqu'à cette date, remboursement de 80 % de chaque nuit ; aucun remboursement après cette date.",
    ],
    [
      'es',
      'Modificación gratuita hasta el 8 de diciembre de 2026. En caso de cancelación hasta esa fecha, reembolso del 80 % de cada noche; sin reembolso después de esa fecha.',
    ],
    [
      'it',
      "Modifica gratuita fino al giorno 8 dicembre 2026. In caso di cancellazione entro tale data, rimborso dell'80 % di ogni notte; nessun rimborso dopo tale data.",
    ],
    [
      'nl',
      'Gratis wijzigen tot 8 december 2026. Bij annulering tot die datum wordt 80 % van elke nacht terugbetaald; daarna geen terugbetaling.',
    ],
  ] as const)(
    'in %s, says what is free and what is refunded until the deadline, as a long date',
    (language, message) => {
      expect(cancellationPolicyOf(offer(true, 7), CHECKIN, TODAY, language)).toEqual({
        type: 'FLEXIBLE',
        cancellable: true,
        cancellationDeadline: '2026-12-08',
        message,
      });
    },
  );

  it.each([
    [
      'fr',
      "Modification gratuite jusqu'à 7 jours avant l'arrivée. En cas d'annulation d'ici là, remboursement de 80 % de chaque nuit ; aucun remboursement ensuite.",
    ],
    [
      'es',
      'Modificación gratuita hasta 7 días antes de la llegada. En caso de cancelación hasta entonces, reembolso del 80 % de cada noche; sin reembolso después.',
    ],
    [
      'it',
      "Modifica gratuita fino a 7 giorni prima dell'arrivo. In caso di cancellazione entro tale termine, rimborso dell'80 % di ogni notte; nessun rimborso dopo.",
    ],
    [
      'nl',
      'Gratis wijzigen tot 7 dagen voor aankomst. Bij annulering tot dan wordt 80 % van elke nacht terugbetaald; daarna geen terugbetaling.',
    ],
  ] as const)('in %s, without dates, says the same in days before the arrival', (language, message) => {
    expect(cancellationPolicyOf(offer(true, 7), null, TODAY, language).message).toBe(message);
  });

  it('never calls a cancellation free', () => {
    for (const language of ['fr', 'es', 'it', 'nl'] as const)
      for (const checkin of [CHECKIN, null]) {
        const { message } = cancellationPolicyOf(offer(true, 7), checkin, TODAY, language);
        expect(message).not.toMatch(/annulation et modification gratuites|cancelación y modificación gratuitas/i);
        expect(message).not.toMatch(/cancellazione e modifica gratuite|gratis annuleren/i);
      }
  });

  it('writes the same long date whatever the day', () => {
    expect(cancellationPolicyOf(offer(true, 14), CHECKIN, TODAY, 'fr').message).toMatch(
      /^Modification gratuite jusqu'au 1 décembre 2026\./,
    );
    expect(cancellationPolicyOf(offer(true, 4), CHECKIN, TODAY, 'it').message).toMatch(
      /^Modifica gratuita fino al giorno 11 dicembre 2026\./,
    );
  });

  it('is non-refundable once the deadline has passed', () => {
    expect(cancellationPolicyOf(offer(true, 7), '2026-11-25', TODAY, 'fr')).toEqual({
      type: 'NCNR',
      cancellable: false,
      cancellationDeadline: null,
      message: 'Non annulable, non remboursable',
    });
  });
});
