/** The words of the home pages (booking and gifting), in the four languages of the shop. */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Labels } from '../vocabulary/labels';

export interface HomeHeadTexts {
  seoTitle: string;
  seoDescription: string;
  jumbotronTitle: string;
  /** `{hotels}` is the formatted hotel count. */
  jumbotronSubtitle: string;
}

export const BOOKING_HEAD: Readonly<Record<Language, HomeHeadTexts>> = {
  fr: {
    seoTitle: 'Escapade – Week-ends et courts séjours à l’hôtel',
    seoDescription:
      'Réservez votre week-end : hôtels de charme, spa, gastronomie et activités inclus, en France et en Europe.',
    jumbotronTitle: 'Offrez-vous une escapade',
    jumbotronSubtitle:
      'Plus de {hotels} hôtels avec dîner, spa ou activité inclus, en France, en Espagne, en Italie, en Belgique et aux Pays-Bas.',
  },
  es: {
    seoTitle: 'Escapade – Escapadas de fin de semana y estancias cortas en hotel',
    seoDescription:
      'Reserve su escapada: hoteles con encanto, spa, gastronomía y actividades incluidas, en España y en Europa.',
    jumbotronTitle: 'Regálese una escapada',
    jumbotronSubtitle:
      'Más de {hotels} hoteles con cena, spa o actividad incluidos, en España, Francia, Italia, Bélgica y los Países Bajos.',
  },
  it: {
    seoTitle: 'Escapade – Weekend e brevi soggiorni in hotel',
    seoDescription:
      'Prenota il tuo weekend: hotel di charme, spa, gastronomia e attività incluse, in Italia e in Europa.',
    jumbotronTitle: 'Concediti una fuga',
    jumbotronSubtitle:
      'Oltre {hotels} hotel con cena, spa o attività inclusi, in Italia, Francia, Spagna, Belgio e Paesi Bassi.',
  },
  nl: {
    seoTitle: 'Escapade – Weekendjes weg en korte hotelverblijven',
    seoDescription:
      'Boek je weekendje weg: sfeervolle hotels, spa, gastronomie en activiteiten inbegrepen, in de Benelux en Europa.',
    jumbotronTitle: 'Trakteer jezelf op een uitje',
    jumbotronSubtitle:
      'Meer dan {hotels} hotels met diner, spa of activiteit inbegrepen, in Nederland, België, Frankrijk, Spanje en Italië.',
  },
};

export const GIFTING_HEAD: Readonly<Record<Language, HomeHeadTexts>> = {
  fr: {
    seoTitle: 'Escapade – Offrez un séjour : coffrets et bons cadeaux',
    seoDescription:
      'Offrez un week-end : le bénéficiaire choisit ses dates. Valable 1 an, pour 2 personnes, échangeable.',
    jumbotronTitle: 'Offrez un séjour inoubliable',
    jumbotronSubtitle:
      'Le bénéficiaire choisit ses dates parmi {hotels} hôtels. Valable 1 an, pour 2 personnes, échangeable.',
  },
  es: {
    seoTitle: 'Escapade – Regale una estancia: cajas y tarjetas regalo',
    seoDescription: 'Regale una escapada: la persona elige las fechas. Válida 1 año, para 2 personas, canjeable.',
    jumbotronTitle: 'Regale una estancia inolvidable',
    jumbotronSubtitle: 'La persona elige sus fechas entre {hotels} hoteles. Válida 1 año, para 2 personas, canjeable.',
  },
  it: {
    seoTitle: 'Escapade – Regala un soggiorno: cofanetti e buoni regalo',
    seoDescription: 'Regala un weekend: chi lo riceve sceglie le date. Valido 1 anno, per 2 persone, sostituibile.',
    jumbotronTitle: 'Regala un soggiorno indimenticabile',
    jumbotronSubtitle: 'Chi lo riceve sceglie le date tra {hotels} hotel. Valido 1 anno, per 2 persone, sostituibile.',
  },
  nl: {
    seoTitle: 'Escapade – Geef een verblijf cadeau: boxen en cadeaubonnen',
    seoDescription:
      'Geef een weekendje weg cadeau: de ontvanger kiest zelf de data. 1 jaar geldig, voor 2 personen, omruilbaar.',
    jumbotronTitle: 'Geef een onvergetelijk verblijf cadeau',
    jumbotronSubtitle: 'De ontvanger kiest de data uit {hotels} hotels. 1 jaar geldig, voor 2 personen, omruilbaar.',
  },
};

export interface TitledTexts {
  title: string;
  subtitle: string;
}

export const DESTINATIONS_BLOCK: Readonly<Record<Language, TitledTexts>> = {
  fr: { title: 'Destinations populaires', subtitle: 'Les villes les plus demandées par nos voyageurs' },
  es: { title: 'Destinos populares', subtitle: 'Las ciudades más solicitadas por nuestros viajeros' },
  it: { title: 'Destinazioni più amate', subtitle: 'Le città più richieste dai nostri viaggiatori' },
  nl: { title: 'Populaire bestemmingen', subtitle: 'De steden waar onze reizigers het liefst naartoe gaan' },
};

export const THEMES_BLOCK: Readonly<Record<Language, TitledTexts>> = {
  fr: { title: 'Envie de…', subtitle: 'Choisissez l’ambiance de votre prochain week-end' },
  es: { title: 'Le apetece…', subtitle: 'Elija el ambiente de su próxima escapada' },
  it: { title: 'Voglia di…', subtitle: 'Scegli l’atmosfera del tuo prossimo weekend' },
  nl: { title: 'Zin in…', subtitle: 'Kies de sfeer van je volgende weekendje weg' },
};

export const GIFT_THEMES_BLOCK: Readonly<Record<Language, TitledTexts>> = {
  fr: { title: 'Un cadeau pour chaque envie', subtitle: 'Des séjours à offrir, classés par thème' },
  es: { title: 'Un regalo para cada gusto', subtitle: 'Estancias para regalar, ordenadas por temática' },
  it: { title: 'Un regalo per ogni desiderio', subtitle: 'Soggiorni da regalare, divisi per tema' },
  nl: { title: 'Een cadeau voor elke smaak', subtitle: 'Verblijven om cadeau te geven, per thema' },
};

/** `{country}`: the site's country in the locale's language. */
export const FAVOURITES_TITLE: Labels = {
  fr: 'Nos coups de cœur en {country}',
  es: 'Nuestros favoritos en {country}',
  it: 'I nostri preferiti in {country}',
  nl: 'Onze favorieten in {country}',
};

export const GIFT_RESULTS: Readonly<Record<Language, { title: string; more: string }>> = {
  fr: { title: 'Séjours romantiques à offrir', more: 'Voir tous les séjours à offrir' },
  es: { title: 'Escapadas románticas para regalar', more: 'Ver todas las estancias para regalar' },
  it: { title: 'Soggiorni romantici da regalare', more: 'Vedi tutti i soggiorni da regalare' },
  nl: { title: 'Romantische verblijven om cadeau te geven', more: 'Bekijk alle cadeauverblijven' },
};

export interface CallToActionTexts {
  title: string;
  /** The text of a marketing block, the subtitle of a banner. */
  text: string;
  cta: string;
}

/** The booking home's banner towards gifts; `{price}` is the cheapest digital box. */
export const GIFT_BANNER: Readonly<Record<Language, CallToActionTexts>> = {
  fr: {
    title: 'Offrez un week-end à ceux que vous aimez',
    text: 'Séjours cadeaux et coffrets dès {price}, envoyés en quelques minutes.',
    cta: 'Choisir un cadeau',
  },
  es: {
    title: 'Regale una escapada a quien más quiere',
    text: 'Estancias regalo y cajas desde {price}, enviadas en pocos minutos.',
    cta: 'Elegir un regalo',
  },
  it: {
    title: 'Regala un weekend a chi ami',
    text: 'Soggiorni regalo e cofanetti da {price}, inviati in pochi minuti.',
    cta: 'Scegli un regalo',
  },
  nl: {
    title: 'Geef een weekendje weg aan wie je liefhebt',
    text: 'Cadeauverblijven en boxen vanaf {price}, binnen enkele minuten verstuurd.',
    cta: 'Kies een cadeau',
  },
};

/** The gifting home's banner towards the boxes listing; `{price}` and `{months}` from the boxes. */
export const BOXES_BANNER: Readonly<Record<Language, CallToActionTexts>> = {
  fr: {
    title: 'Nos coffrets cadeaux',
    text: 'Bien-être, gastronomie ou évasion : des coffrets dès {price}, valables {months} mois.',
    cta: 'Voir tous les coffrets',
  },
  es: {
    title: 'Nuestras cajas regalo',
    text: 'Bienestar, gastronomía o aventura: cajas desde {price}, válidas {months} meses.',
    cta: 'Ver todas las cajas',
  },
  it: {
    title: 'I nostri cofanetti regalo',
    text: 'Benessere, gastronomia o evasione: cofanetti da {price}, validi {months} mesi.',
    cta: 'Vedi tutti i cofanetti',
  },
  nl: {
    title: 'Onze cadeauboxen',
    text: 'Wellness, gastronomie of ontspanning: boxen vanaf {price}, {months} maanden geldig.',
    cta: 'Bekijk alle boxen',
  },
};

export const GIFT_HOW_IT_WORKS: Readonly<Record<Language, CallToActionTexts>> = {
  fr: {
    title: 'Offrir un séjour, comment ça marche ?',
    text: 'Choisissez un séjour ou un coffret, personnalisez votre message et recevez le cadeau par e-mail ou à domicile. Le bénéficiaire réserve ensuite ses dates en ligne, en quelques clics.',
    cta: 'Choisir un séjour à offrir',
  },
  es: {
    title: 'Regalar una estancia: ¿cómo funciona?',
    text: 'Elija una estancia o una caja, personalice su mensaje y reciba el regalo por correo electrónico o en casa. Después, la persona reserva sus fechas en línea en pocos clics.',
    cta: 'Elegir una estancia para regalar',
  },
  it: {
    title: 'Regalare un soggiorno: come funziona?',
    text: 'Scegli un soggiorno o un cofanetto, personalizza il tuo messaggio e ricevi il regalo via e-mail o a casa. Chi lo riceve prenota poi le date online, in pochi clic.',
    cta: 'Scegli un soggiorno da regalare',
  },
  nl: {
    title: 'Een verblijf cadeau doen: hoe werkt het?',
    text: 'Kies een verblijf of een box, schrijf je persoonlijke boodschap en ontvang het cadeau per e-mail of thuis. De ontvanger boekt daarna zelf online de data, in een paar klikken.',
    cta: 'Kies een verblijf om cadeau te geven',
  },
};

/** The gifting home's second hero, between the boxes and the stays. */
export const GIFT_JUMBOTRON: Readonly<Record<Language, TitledTexts>> = {
  fr: {
    title: 'Le cadeau à vivre à deux',
    subtitle:
      'Choisissez un séjour, ajoutez votre message : le bénéficiaire reçoit son cadeau et réserve ses dates quand il le souhaite.',
  },
  es: {
    title: 'El regalo para vivir en pareja',
    subtitle: 'Elija una estancia y añada su mensaje: la persona recibe el regalo y reserva sus fechas cuando quiera.',
  },
  it: {
    title: 'Il regalo da vivere in due',
    subtitle:
      'Scegli un soggiorno e aggiungi il tuo messaggio: il regalo arriva subito e chi lo riceve prenota le date quando vuole.',
  },
  nl: {
    title: 'Het cadeau om samen te beleven',
    subtitle:
      'Kies een verblijf en voeg je boodschap toe: de ontvanger krijgt het cadeau en boekt de data wanneer het uitkomt.',
  },
};
