/** Texts of the activity-only page that the api writes from an offer's facts (duration, days, participants). */
import type { Language } from '@escapade/shared-contracts/locales';
import type { HotelRecord } from '../catalogue/catalogue-records';
import type { ActivityUniverse } from '../vocabulary/activity-universes';
import type { Labels } from '../vocabulary/labels';

type PerLanguage<T> = Readonly<Record<Language, T>>;

/** Sunday first, as Date.getDay counts. */
const WEEKDAYS: PerLanguage<readonly string[]> = {
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  it: ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'],
  nl: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
};

/** Opening weeks an activity centre can have (first and last day, Sunday = 0); the offer id picks one. */
const OPENING_WEEKS: readonly { from: number; to: number }[] = [
  { from: 1, to: 0 },
  { from: 2, to: 0 },
  { from: 3, to: 0 },
  { from: 1, to: 6 },
];

const BOOKING_NOTICE: Labels = {
  fr: "Sur réservation, au moins 48 h à l'avance",
  es: 'Con reserva previa, al menos 48 horas antes',
  it: 'Su prenotazione, almeno 48 ore prima',
  nl: 'Alleen op reservering, minstens 48 uur van tevoren',
};

/** "Durée : 1 h 30" and its translations. */
export function durationLine(minutes: number, language: Language): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  switch (language) {
    case 'fr':
      return `Durée : ${hours} h${rest ? ` ${rest}` : ''}`;
    case 'es':
      return `Duración: ${hours} h${rest ? ` ${rest} min` : ''}`;
    case 'it':
      return `Durata: ${hours === 1 ? '1 ora' : `${hours} ore`}${rest ? ` e ${rest} minuti` : ''}`;
    case 'nl':
      return `Duur: ${hours} uur${rest ? ` en ${rest} minuten` : ''}`;
  }
}

function openingDays(from: number, to: number, language: Language): string {
  if (from === 1 && to === 0)
    return { fr: 'Tous les jours', es: 'Todos los días', it: 'Tutti i giorni', nl: 'Elke dag' }[language];
  const first = WEEKDAYS[language][from]!;
  const last = WEEKDAYS[language][to]!;
  switch (language) {
    case 'fr':
      return `Du ${first} au ${last}`;
    case 'es':
      return `De ${first} a ${last}`;
    case 'it':
      // Domenica is the only feminine day name.
      return `Dal ${first} ${to === 0 ? 'alla' : 'al'} ${last}`;
    case 'nl':
      return `Van ${first} tot en met ${last}`;
  }
}

function openingHours(opens: number, closes: number, language: Language): string {
  switch (language) {
    case 'fr':
      return `de ${opens} h à ${closes} h`;
    case 'es':
      return `de ${opens}:00 a ${closes}:00`;
    case 'it':
      return `dalle ${opens}:00 alle ${closes}:00`;
    case 'nl':
      return `van ${opens}.00 tot ${closes}.00 uur`;
  }
}

/** Opening days and hours of the activity, then how long ahead it must be booked. */
export function activitySchedules(universe: ActivityUniverse, offerId: number, language: Language): string[] {
  const week = OPENING_WEEKS[offerId % OPENING_WEEKS.length]!;
  // Every other centre opens an hour later and closes an hour later, so schedules differ between offers.
  const shift = Math.floor(offerId / OPENING_WEEKS.length) % 2;
  const hours = openingHours(universe.hours.opens + shift, universe.hours.closes + shift, language);
  return [`${openingDays(week.from, week.to, language)}, ${hours}`, BOOKING_NOTICE[language]];
}

export function participantsLine(soldOnlyForTwo: boolean, language: Language): string {
  if (soldOnlyForTwo) {
    return {
      fr: 'Formule duo : pour 2 participants',
      es: 'Fórmula dúo: para 2 participantes',
      it: 'Formula duo: per 2 partecipanti',
      nl: 'Duoformule: voor 2 deelnemers',
    }[language];
  }
  return {
    fr: 'Pour 1 ou 2 participants',
    es: 'Para 1 o 2 participantes',
    it: 'Per 1 o 2 partecipanti',
    nl: 'Voor 1 of 2 deelnemers',
  }[language];
}

/** What applies to every activity-only purchase. */
export const ACTIVITY_ONLY_IMPORTANT_INFORMATION: PerLanguage<readonly string[]> = {
  fr: [
    "Réservation obligatoire auprès du centre d'activités après l'achat",
    'Une pièce d’identité peut vous être demandée sur place',
  ],
  es: [
    'Reserva obligatoria con el centro de actividades después de la compra',
    'Es posible que se le pida un documento de identidad en el lugar',
  ],
  it: [
    "Prenotazione obbligatoria presso il centro attività dopo l'acquisto",
    "Potrebbe esservi richiesto un documento d'identità sul posto",
  ],
  nl: [
    'Reserveren bij het activiteitencentrum na aankoop is verplicht',
    'Er kan ter plaatse om een identiteitsbewijs worden gevraagd',
  ],
};

/** An activity voucher is valid 12 months. */
const VOUCHER_VALIDITY: Labels = {
  fr: "Bon valable 12 mois à compter de l'achat",
  es: 'Bono válido 12 meses desde la compra',
  it: "Voucher valido 12 mesi dall'acquisto",
  nl: 'Voucher 12 maanden geldig vanaf aankoop',
};

const SENT_BY_EMAIL: Labels = {
  fr: "À offrir ou à s'offrir : le bon est envoyé par e-mail",
  es: 'Para regalar o para usted: el bono se envía por correo electrónico',
  it: 'Da regalare o da regalarsi: il voucher arriva via e-mail',
  nl: 'Om cadeau te doen of zelf te gebruiken: de voucher komt per e-mail',
};

/** What the activity centre offers besides the activity, from its facilities. */
const FACILITY_NOTES: readonly { facility: string; labels: Labels }[] = [
  {
    facility: 'parking',
    labels: {
      fr: 'Parking sur place',
      es: 'Aparcamiento en el lugar',
      it: 'Parcheggio in loco',
      nl: 'Parkeren ter plaatse',
    },
  },
  {
    facility: 'accessible',
    labels: {
      fr: 'Accessible aux personnes à mobilité réduite',
      es: 'Accesible para personas con movilidad reducida',
      it: 'Accessibile alle persone con mobilità ridotta',
      nl: 'Toegankelijk voor mensen met beperkte mobiliteit',
    },
  },
  {
    facility: 'restaurant',
    labels: {
      fr: 'Restaurant sur place pour prolonger le moment',
      es: 'Restaurante en el lugar para alargar el momento',
      it: 'Ristorante in loco per prolungare il momento',
      nl: 'Restaurant ter plaatse om nog wat na te genieten',
    },
  },
];

export function niceToKnow(centre: Pick<HotelRecord, 'facilities'>, language: Language): string[] {
  return [
    VOUCHER_VALIDITY[language],
    SENT_BY_EMAIL[language],
    ...FACILITY_NOTES.filter((note) => centre.facilities.includes(note.facility)).map((note) => note.labels[language]),
  ];
}

/** Alt text of a picture of the activity centre. */
export function activityCentreImageAlt(centreName: string, cityName: string, language: Language): string {
  return {
    fr: `Le centre d'activités ${centreName}, ${cityName}`,
    es: `El centro de actividades ${centreName}, ${cityName}`,
    it: `Il centro attività ${centreName}, ${cityName}`,
    nl: `Activiteitencentrum ${centreName}, ${cityName}`,
  }[language];
}

/** Alt text of a picture of the activity itself. */
export function activityImageAlt(activityName: string, centreName: string, language: Language): string {
  return {
    fr: `${activityName} chez ${centreName}`,
    es: `${activityName} en ${centreName}`,
    it: `${activityName} presso ${centreName}`,
    nl: `${activityName} bij ${centreName}`,
  }[language];
}
