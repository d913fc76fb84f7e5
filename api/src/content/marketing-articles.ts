/** Short articles the 404 page offers instead of the missing page, each leading into the shop. */
import { GIFT_VALIDITY_MONTHS } from '@escapade/shared-contracts/gift-rules';
import { languageOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { GIFTING_HOME_TARGET, fillIn, searchTarget } from './cms-page-parts';
import { landingTarget } from './cms-landings';
import { pictureUrl } from '../images/picture-url';

export interface MarketingArticle {
  id: string;
  title: string;
  text: string;
  imageUrl: string;
  target: RouteTarget;
}

type ArticleId = 'romantic-weekend' | 'spa-break' | 'deals' | 'weekend-ideas' | 'gift-a-stay';

interface ArticleSource {
  id: ArticleId;
  imageUrl: string;
  target: (language: Language) => RouteTarget;
}

const ARTICLES: readonly ArticleSource[] = [
  {
    id: 'romantic-weekend',
    imageUrl: pictureUrl('hotel', 'article-romantic-weekend'),
    target: (language) => landingTarget(language, 'romantic'),
  },
  {
    id: 'spa-break',
    imageUrl: pictureUrl('room', 'article-spa-break'),
    target: (language) => landingTarget(language, 'wellness'),
  },
  { id: 'deals', imageUrl: pictureUrl('city', 'article-deals'), target: () => searchTarget('sort=discount') },
  { id: 'weekend-ideas', imageUrl: pictureUrl('hero', 'article-weekend-ideas'), target: () => ({ kind: 'ideas' }) },
  { id: 'gift-a-stay', imageUrl: pictureUrl('gift', 'article-gift-a-stay'), target: () => GIFTING_HOME_TARGET },
];

/** `{months}`: how long a gift stay can be booked. */
const ARTICLE_TEXTS: Readonly<Record<Language, Readonly<Record<ArticleId, { title: string; text: string }>>>> = {
  fr: {
    'romantic-weekend': {
      title: 'Un week-end rien qu’à deux',
      text: 'Nos hôtels de charme préférés pour se retrouver en amoureux, dîner aux chandelles compris.',
    },
    'spa-break': {
      title: 'Déconnectez au spa',
      text: 'Massages, hammam et piscine chauffée : offrez-vous une vraie pause, accès au spa inclus dans le séjour.',
    },
    deals: {
      title: 'Les bons plans du moment',
      text: 'Des séjours tout compris à prix réduit, à réserver dès maintenant pour les prochains week-ends.',
    },
    'weekend-ideas': {
      title: 'Où partir ce week-end ?',
      text: 'Mer, montagne, château ou cabane : parcourez nos idées week-end classées par envie et par saison.',
    },
    'gift-a-stay': {
      title: 'Offrez une escapade',
      text: 'Un séjour à offrir, valable {months} mois, que le bénéficiaire réserve quand il le souhaite.',
    },
  },
  es: {
    'romantic-weekend': {
      title: 'Un fin de semana solo para dos',
      text: 'Nuestros hoteles con encanto favoritos para una escapada en pareja, con cena a la luz de las velas incluida.',
    },
    'spa-break': {
      title: 'Desconecte en el spa',
      text: 'Masajes, baño turco y piscina climatizada: regálese una pausa de verdad, con el acceso al spa incluido en la estancia.',
    },
    deals: {
      title: 'Las mejores ofertas del momento',
      text: 'Estancias con todo incluido a precio reducido, para reservar ya para los próximos fines de semana.',
    },
    'weekend-ideas': {
      title: '¿Adónde ir este fin de semana?',
      text: 'Mar, montaña, castillo o cabaña: recorra nuestras ideas de escapada por gustos y por temporada.',
    },
    'gift-a-stay': {
      title: 'Regale una escapada',
      text: 'Una estancia para regalar, válida {months} meses, que la persona reserva cuando quiere.',
    },
  },
  it: {
    'romantic-weekend': {
      title: 'Un weekend tutto per voi due',
      text: 'I nostri hotel di charme preferiti per una fuga di coppia, cena a lume di candela inclusa.',
    },
    'spa-break': {
      title: 'Stacca la spina alla spa',
      text: 'Massaggi, bagno turco e piscina riscaldata: concediti una vera pausa, con l’accesso alla spa incluso nel soggiorno.',
    },
    deals: {
      title: 'Le occasioni del momento',
      text: 'Soggiorni tutto incluso a prezzo ridotto, da prenotare subito per i prossimi weekend.',
    },
    'weekend-ideas': {
      title: 'Dove andare questo weekend?',
      text: 'Mare, montagna, castello o baita: sfoglia le nostre idee weekend per desiderio e per stagione.',
    },
    'gift-a-stay': {
      title: 'Regala una fuga',
      text: 'Un soggiorno da regalare, valido {months} mesi, che chi lo riceve prenota quando vuole.',
    },
  },
  nl: {
    'romantic-weekend': {
      title: 'Een weekend met z’n tweetjes',
      text: 'Onze favoriete sfeervolle hotels voor een romantisch uitje, diner bij kaarslicht inbegrepen.',
    },
    'spa-break': {
      title: 'Kom tot rust in de spa',
      text: 'Massages, hamam en verwarmd zwembad: gun jezelf een echte pauze, met toegang tot de spa bij je verblijf inbegrepen.',
    },
    deals: {
      title: 'De beste deals van het moment',
      text: 'All-in arrangementen met korting, nu te boeken voor de komende weekenden.',
    },
    'weekend-ideas': {
      title: 'Waar ga je dit weekend naartoe?',
      text: 'Zee, bergen, kasteel of boomhut: blader door onze weekendideeën per thema en per seizoen.',
    },
    'gift-a-stay': {
      title: 'Geef een uitje cadeau',
      text: 'Een verblijf om cadeau te geven, {months} maanden geldig, dat de ontvanger boekt wanneer het uitkomt.',
    },
  },
};

/** GET /api/cms/marketing-articles */
export function marketingArticles(locale: Locale): MarketingArticle[] {
  const language = languageOf(locale);
  const values = { months: GIFT_VALIDITY_MONTHS.singleVoucher };
  return ARTICLES.map((article) => {
    const texts = ARTICLE_TEXTS[language][article.id];
    return {
      id: article.id,
      title: texts.title,
      text: fillIn(texts.text, values),
      imageUrl: article.imageUrl,
      target: article.target(language),
    };
  });
}
