/** Durations, opening hours, times and traveller counts written the way each language writes them. */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Pax } from '../pricing/stay-price';
import type { OpeningHours } from '../vocabulary/activity-details';

const DAY_ABBREVIATIONS: Readonly<Record<Language, readonly string[]>> = {
  fr: ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'],
  es: ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'],
  it: ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'],
  nl: ['Ma', 'Di', 'Wo', 'Do', 'Vr', 'Za', 'Zo'],
};

const EVERY_DAY: Readonly<Record<Language, string>> = {
  fr: 'Tous les jours',
  es: 'Todos los días',
  it: 'Tutti i giorni',
  nl: 'Elke dag',
};

/** "09:30" → "9h30" in French, "9:30" elsewhere; whole hours in French drop the minutes ("10h"). */
export function formatTime(hhmm: string, language: Language): string {
  const [hoursText = '0', minutes = '00'] = hhmm.split(':');
  const hours = String(Number(hoursText));
  if (language === 'fr') return minutes === '00' ? `${hours}h` : `${hours}h${minutes}`;
  return `${hours}:${minutes}`;
}

/** "Lun–Ven 10h–18h", "Sáb 10:00–12:30", "Elke dag 9:00–20:00". */
export function formatOpeningHours(opening: OpeningHours, language: Language): string {
  const days = DAY_ABBREVIATIONS[language];
  const dayPart =
    opening.fromDay === 1 && opening.toDay === 7
      ? EVERY_DAY[language]
      : opening.fromDay === opening.toDay
        ? days[opening.fromDay - 1]!
        : `${days[opening.fromDay - 1]!}–${days[opening.toDay - 1]!}`;
  return `${dayPart} ${formatTime(opening.opens, language)}–${formatTime(opening.closes, language)}`;
}

/** "30 min", "2 h", "1 h 30" (fr), "1 h 30 min" (es, it), "2 uur", "1 uur 30 min" (nl). */
export function formatDuration(minutes: number, language: Language): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourUnit = language === 'nl' ? 'uur' : 'h';
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return `${hours} ${hourUnit}`;
  return language === 'fr' ? `${hours} h ${rest}` : `${hours} ${hourUnit} ${rest} min`;
}

/** Who takes part: adults and children (babies come along without a ticket). */
export function participantsLabel(pax: Pax, language: Language): string {
  const { adults, children } = pax;
  const many = (count: number) => count > 1;
  const texts: Record<Language, [string, string, string]> = {
    fr: [
      `Pour ${adults} ${many(adults) ? 'adultes' : 'adulte'}`,
      ' et ',
      `${children} ${many(children) ? 'enfants' : 'enfant'}`,
    ],
    es: [
      `Para ${adults} ${many(adults) ? 'adultos' : 'adulto'}`,
      ' y ',
      `${children} ${many(children) ? 'niños' : 'niño'}`,
    ],
    it: [
      `Per ${adults} ${many(adults) ? 'adulti' : 'adulto'}`,
      ' e ',
      `${children} ${many(children) ? 'bambini' : 'bambino'}`,
    ],
    nl: [
      `Voor ${adults} ${many(adults) ? 'volwassenen' : 'volwassene'}`,
      ' en ',
      `${children} ${many(children) ? 'kinderen' : 'kind'}`,
    ],
  };
  const [adultsPart, and, childrenPart] = texts[language];
  return children > 0 ? `${adultsPart}${and}${childrenPart}` : adultsPart;
}

export function checkinFromText(time: string, language: Language): string {
  const at = formatTime(time, language);
  return {
    fr: `Arrivée à partir de ${at}`,
    es: `Entrada a partir de las ${at}`,
    it: `Check-in dalle ${at}`,
    nl: `Inchecken vanaf ${at}`,
  }[language];
}

export function checkoutUntilText(time: string, language: Language): string {
  const at = formatTime(time, language);
  return {
    fr: `Départ jusqu’à ${at}`,
    es: `Salida hasta las ${at}`,
    it: `Check-out entro le ${at}`,
    nl: `Uitchecken tot ${at}`,
  }[language];
}
