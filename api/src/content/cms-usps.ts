/** The shop's promises (mainUsp blocks): one set for travellers, one for gift buyers. */
import type { Language } from '@escapade/shared-contracts/locales';
import { GIFT_VALIDITY_MONTHS } from '@escapade/shared-contracts/gift-rules';
import type { CmsBlock, CmsUspIcon } from '../catalogue/catalogue-records';
import type { Labels } from '../vocabulary/labels';
import { fillIn } from './cms-page-parts';

type UspItem = { icon: CmsUspIcon; title: string; text: string };

const BOOKING_USP_TITLE: Labels = {
  fr: 'Pourquoi réserver avec Escapade ?',
  es: '¿Por qué reservar con Escapade?',
  it: 'Perché prenotare con Escapade?',
  nl: 'Waarom boeken bij Escapade?',
};

const GIFTING_USP_TITLE: Labels = {
  fr: 'Pourquoi offrir un séjour Escapade ?',
  es: '¿Por qué regalar una estancia Escapade?',
  it: 'Perché regalare un soggiorno Escapade?',
  nl: 'Waarom een Escapade-verblijf cadeau doen?',
};

/** The support hours are those of the footer's contact block (Mon–Fri 10–19, Sat 10–18). */
const BOOKING_USPS: Readonly<Record<Language, readonly UspItem[]>> = {
  fr: [
    {
      icon: 'price',
      title: 'Tout compris, au meilleur prix',
      text: 'Nuit, petit-déjeuner, dîner ou activité : tout est réuni dans un seul prix, sans surprise.',
    },
    {
      icon: 'cancel',
      title: 'Annulation flexible',
      text: 'De nombreux séjours sont annulables gratuitement jusqu’à quelques jours avant l’arrivée.',
    },
    {
      icon: 'support',
      title: 'Une équipe à votre écoute',
      text: 'Nos conseillers vous répondent du lundi au vendredi de 10 h à 19 h et le samedi de 10 h à 18 h.',
    },
    {
      icon: 'calendar',
      title: 'Vos dates confirmées en direct',
      text: 'Les disponibilités des hôtels en temps réel, confirmées dès le paiement.',
    },
  ],
  es: [
    {
      icon: 'price',
      title: 'Todo incluido, al mejor precio',
      text: 'Noche, desayuno, cena o actividad: todo reunido en un solo precio, sin sorpresas.',
    },
    {
      icon: 'cancel',
      title: 'Cancelación flexible',
      text: 'Muchas estancias se pueden cancelar gratis hasta pocos días antes de la llegada.',
    },
    {
      icon: 'support',
      title: 'Un equipo a su disposición',
      text: 'Nuestros asesores le atienden de lunes a viernes de 10:00 a 19:00 y los sábados de 10:00 a 18:00.',
    },
    {
      icon: 'calendar',
      title: 'Sus fechas, confirmadas al instante',
      text: 'Disponibilidad de los hoteles en tiempo real, confirmada en cuanto realiza el pago.',
    },
  ],
  it: [
    {
      icon: 'price',
      title: 'Tutto incluso, al miglior prezzo',
      text: 'Notte, colazione, cena o attività: tutto riunito in un unico prezzo, senza sorprese.',
    },
    {
      icon: 'cancel',
      title: 'Cancellazione flessibile',
      text: 'Molti soggiorni sono cancellabili gratuitamente fino a pochi giorni prima dell’arrivo.',
    },
    {
      icon: 'support',
      title: 'Un team sempre al tuo fianco',
      text: 'I nostri consulenti ti rispondono dal lunedì al venerdì dalle 10 alle 19 e il sabato dalle 10 alle 18.',
    },
    {
      icon: 'calendar',
      title: 'Le tue date confermate subito',
      text: 'Disponibilità degli hotel in tempo reale, confermata al momento del pagamento.',
    },
  ],
  nl: [
    {
      icon: 'price',
      title: 'Alles inbegrepen, voor de beste prijs',
      text: 'Overnachting, ontbijt, diner of activiteit: alles in één prijs, zonder verrassingen.',
    },
    {
      icon: 'cancel',
      title: 'Flexibel annuleren',
      text: 'Veel verblijven kun je tot een paar dagen voor aankomst gratis annuleren.',
    },
    {
      icon: 'support',
      title: 'Altijd iemand die meedenkt',
      text: 'Onze adviseurs helpen je van maandag tot vrijdag van 10 tot 19 uur en op zaterdag van 10 tot 18 uur.',
    },
    {
      icon: 'calendar',
      title: 'Je data meteen bevestigd',
      text: 'Actuele beschikbaarheid van de hotels, bevestigd zodra je betaalt.',
    },
  ],
};

/** `{stayMonths}` and `{boxMonths}`: how long a gift stay and a gift box can be booked. */
const GIFTING_USPS: Readonly<Record<Language, readonly UspItem[]>> = {
  fr: [
    {
      icon: 'gift',
      title: 'Le cadeau qu’on n’oublie pas',
      text: 'Spa, table gourmande ou nuit insolite : un moment à deux qui restera longtemps.',
    },
    {
      icon: 'calendar',
      title: 'Des dates au choix',
      text: 'Séjour cadeau valable {stayMonths} mois, coffret {boxMonths} mois : le bénéficiaire réserve quand il le souhaite.',
    },
    {
      icon: 'delivery',
      title: 'Envoyé en quelques minutes',
      text: 'E-coffret par e-mail aussitôt payé, ou coffret imprimé livré chez vous.',
    },
    {
      icon: 'support',
      title: 'Un bénéficiaire accompagné',
      text: 'Notre équipe l’aide à réserver et, si besoin, à changer de séjour.',
    },
  ],
  es: [
    {
      icon: 'gift',
      title: 'El regalo que no se olvida',
      text: 'Spa, mesa gourmet o una noche diferente: un momento en pareja que se recuerda.',
    },
    {
      icon: 'calendar',
      title: 'Fechas a elegir',
      text: 'Estancia regalo válida {stayMonths} meses y caja regalo {boxMonths} meses: la persona reserva cuando quiere.',
    },
    {
      icon: 'delivery',
      title: 'Enviado en minutos',
      text: 'Caja digital por correo electrónico nada más pagar, o caja impresa enviada a su domicilio.',
    },
    {
      icon: 'support',
      title: 'Acompañamiento incluido',
      text: 'Nuestro equipo ayuda a la persona a reservar y, si lo necesita, a cambiar de estancia.',
    },
  ],
  it: [
    {
      icon: 'gift',
      title: 'Il regalo che non si dimentica',
      text: 'Spa, tavola gourmet o una notte insolita: un momento in due che resta nel cuore.',
    },
    {
      icon: 'calendar',
      title: 'Date a scelta',
      text: 'Soggiorno regalo valido {stayMonths} mesi, cofanetto {boxMonths} mesi: chi lo riceve prenota quando vuole.',
    },
    {
      icon: 'delivery',
      title: 'Inviato in pochi minuti',
      text: 'Cofanetto digitale via e-mail appena pagato, oppure cofanetto stampato consegnato a casa.',
    },
    {
      icon: 'support',
      title: 'Assistenza per chi lo riceve',
      text: 'Il nostro team lo aiuta a prenotare e, se serve, a cambiare soggiorno.',
    },
  ],
  nl: [
    {
      icon: 'gift',
      title: 'Een cadeau om nooit te vergeten',
      text: 'Spa, culinair diner of een bijzondere overnachting: samen een moment dat blijft.',
    },
    {
      icon: 'calendar',
      title: 'Zelf de data kiezen',
      text: 'Cadeauverblijf {stayMonths} maanden geldig, cadeaubox {boxMonths} maanden: de ontvanger boekt wanneer het uitkomt.',
    },
    {
      icon: 'delivery',
      title: 'Binnen enkele minuten verstuurd',
      text: 'Digitale box per e-mail direct na betaling, of een gedrukte box thuisbezorgd.',
    },
    {
      icon: 'support',
      title: 'Hulp voor de ontvanger',
      text: 'Ons team helpt bij het boeken en, indien nodig, bij het omruilen van het verblijf.',
    },
  ],
};

export function bookingUspBlock(language: Language, variant: 'secondary' | 'border'): CmsBlock {
  return {
    type: 'mainUsp',
    variant,
    title: BOOKING_USP_TITLE[language],
    items: BOOKING_USPS[language].map((item) => ({ ...item })),
  };
}

export function giftingUspBlock(language: Language, variant: 'secondary' | 'border'): CmsBlock {
  const months = { stayMonths: GIFT_VALIDITY_MONTHS.singleVoucher, boxMonths: GIFT_VALIDITY_MONTHS.box };
  return {
    type: 'mainUsp',
    variant,
    title: GIFTING_USP_TITLE[language],
    items: GIFTING_USPS[language].map((item) => ({ ...item, text: fillIn(item.text, months) })),
  };
}
