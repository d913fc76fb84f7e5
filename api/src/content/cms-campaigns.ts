/**
 * Seasonal campaign pages. A campaign runs on some sites only: elsewhere its address leads home
 * (`redirectHome`). A running campaign lists the catalogue's biggest discounts (`sort=discount`).
 */
import { LOCALES, languageOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import type { Catalogue } from '../catalogue/catalogue';
import type { CmsPage } from '../catalogue/catalogue-records';
import { GASTRONOMY_THEME_ID, NATURE_THEME_ID, ROMANTIC_THEME_ID } from '../vocabulary/themes';
import {
  CMS_FOOTERS,
  GIFTING_HOME_TARGET,
  TOP_RESULTS_LIMIT,
  bannerImages,
  fillIn,
  marketingImage,
  searchTarget,
  shopLink,
} from './cms-page-parts';
import { landingTarget } from './cms-landings';
import { pictureUrl } from '../images/picture-url';

export const CAMPAIGN_IDS = ['black-friday', 'spring', 'valentines', 'xmas'] as const;
export type CampaignId = (typeof CAMPAIGN_IDS)[number];

export function isCampaignId(value: string): value is CampaignId {
  return (CAMPAIGN_IDS as readonly string[]).includes(value);
}

interface CampaignTexts {
  seoTitle: string;
  seoDescription: string;
  title: string;
  subtitle: string;
  bannerTitle: string;
  bannerSubtitle: string;
  bannerCta: string;
  resultsTitle: string;
  moreLabel: string;
  marketingTitle: string;
  marketingText: string;
  marketingCta: string;
}

interface Campaign {
  /** Sites where the campaign runs; its address leads home everywhere else. */
  locales: readonly Locale[];
  /** The discounted stays it lists, as a search hash (always sorted by discount). */
  search: string;
  bannerTarget: (language: Language) => RouteTarget;
  marketingTarget: (language: Language) => RouteTarget;
  /** The marketing block's picture: a gift box when it sells gifts, a landscape otherwise. */
  marketingScene: 'hero' | 'gift';
  /** One entry per language of the sites it runs on. `{promo}`: the biggest discount on sale. */
  texts: Partial<Record<Language, CampaignTexts>>;
}

const BLACK_FRIDAY: Campaign = {
  locales: LOCALES,
  search: 'sort=discount',
  bannerTarget: () => searchTarget('sort=discount'),
  marketingTarget: () => GIFTING_HOME_TARGET,
  marketingScene: 'gift',
  texts: {
    fr: {
      seoTitle: 'Black Friday : week-ends jusqu’à -{promo} % | Escapade',
      seoDescription:
        'Black Friday chez Escapade : nos plus belles réductions sur les séjours tout compris, spa, gastronomie et activités. Offres limitées, réservez vite.',
      title: 'Black Friday : jusqu’à -{promo} %',
      subtitle:
        'Nos plus fortes remises de l’année sur des centaines de week-ends tout compris. Les chambres partent vite !',
      bannerTitle: 'Les prix fondent, profitez-en',
      bannerSubtitle: 'Des séjours à prix barrés pour partir cet hiver ou au printemps.',
      bannerCta: 'Voir les offres Black Friday',
      resultsTitle: 'Les plus belles remises du moment',
      moreLabel: 'Voir toutes les promotions',
      marketingTitle: 'Pensez déjà à Noël',
      marketingText:
        'Un séjour à prix Black Friday fait aussi un très beau cadeau : offrez-le, le bénéficiaire choisit ses dates.',
      marketingCta: 'Offrir un séjour',
    },
    es: {
      seoTitle: 'Black Friday: escapadas hasta -{promo} % | Escapade',
      seoDescription:
        'Black Friday en Escapade: nuestros mayores descuentos en estancias con todo incluido, spa, gastronomía y actividades. Ofertas limitadas, reserve pronto.',
      title: 'Black Friday: hasta -{promo} %',
      subtitle:
        'Nuestros mayores descuentos del año en cientos de escapadas con todo incluido. ¡Las habitaciones vuelan!',
      bannerTitle: 'Los precios se derriten, aprovéchelo',
      bannerSubtitle: 'Estancias con precio rebajado para viajar este invierno o en primavera.',
      bannerCta: 'Ver las ofertas Black Friday',
      resultsTitle: 'Los mejores descuentos del momento',
      moreLabel: 'Ver todas las promociones',
      marketingTitle: 'Piense ya en Navidad',
      marketingText:
        'Una estancia a precio de Black Friday también es un regalo perfecto: regálela y la persona elige sus fechas.',
      marketingCta: 'Regalar una estancia',
    },
    it: {
      seoTitle: 'Black Friday: weekend fino al -{promo}% | Escapade',
      seoDescription:
        'Black Friday su Escapade: i nostri sconti più grandi su soggiorni tutto incluso, spa, gastronomia e attività. Offerte limitate, prenota subito.',
      title: 'Black Friday: fino al -{promo}%',
      subtitle: 'I nostri sconti più forti dell’anno su centinaia di weekend tutto incluso. Le camere vanno a ruba!',
      bannerTitle: 'I prezzi si sciolgono, approfittane',
      bannerSubtitle: 'Soggiorni a prezzo scontato per partire quest’inverno o in primavera.',
      bannerCta: 'Vedi le offerte Black Friday',
      resultsTitle: 'Gli sconti più belli del momento',
      moreLabel: 'Vedi tutte le promozioni',
      marketingTitle: 'Pensa già al Natale',
      marketingText:
        'Un soggiorno a prezzo Black Friday è anche un regalo perfetto: regalalo e chi lo riceve sceglie le date.',
      marketingCta: 'Regala un soggiorno',
    },
    nl: {
      seoTitle: 'Black Friday: weekendjes weg tot -{promo}% | Escapade',
      seoDescription:
        'Black Friday bij Escapade: onze grootste kortingen op all-in arrangementen, spa, gastronomie en activiteiten. Beperkt aanbod, boek snel.',
      title: 'Black Friday: tot -{promo}%',
      subtitle: 'Onze grootste kortingen van het jaar op honderden all-in weekendjes weg. De kamers gaan snel!',
      bannerTitle: 'De prijzen smelten, profiteer ervan',
      bannerSubtitle: 'Arrangementen met korting voor deze winter of het voorjaar.',
      bannerCta: 'Bekijk de Black Friday-deals',
      resultsTitle: 'De mooiste kortingen van het moment',
      moreLabel: 'Bekijk alle aanbiedingen',
      marketingTitle: 'Denk alvast aan de feestdagen',
      marketingText:
        'Een verblijf tegen Black Friday-prijs is ook een prachtig cadeau: geef het weg en de ontvanger kiest zelf de data.',
      marketingCta: 'Geef een verblijf cadeau',
    },
  },
};

const XMAS: Campaign = {
  locales: LOCALES,
  search: `theme=${GASTRONOMY_THEME_ID}&sort=discount`,
  bannerTarget: () => GIFTING_HOME_TARGET,
  marketingTarget: (language) => landingTarget(language, 'gastronomy'),
  marketingScene: 'hero',
  texts: {
    fr: {
      seoTitle: 'Noël : séjours et week-ends de fêtes | Escapade',
      seoDescription:
        'Un week-end pour les fêtes ou un séjour à glisser sous le sapin : découvrez nos offres de Noël, repas de fête et spas inclus.',
      title: 'Noël, version escapade',
      subtitle:
        'Réveillon gastronomique, spa au coin du feu ou marché de Noël : prolongez la magie des fêtes le temps d’un week-end.',
      bannerTitle: 'Le plus beau cadeau sous le sapin',
      bannerSubtitle: 'Offrez un séjour : envoyé par e-mail en quelques minutes, même le 24 décembre.',
      bannerCta: 'Trouver un cadeau de Noël',
      resultsTitle: 'Nos séjours de fêtes en promotion',
      moreLabel: 'Voir tous les séjours de fêtes',
      marketingTitle: 'Des tables de fête inoubliables',
      marketingText:
        'Foie gras, chapon ou bûche revisitée par un chef : nos séjours gastronomiques incluent le dîner pour un réveillon sans corvée.',
      marketingCta: 'Voir les séjours gastronomiques',
    },
    es: {
      seoTitle: 'Navidad: estancias y escapadas para las fiestas | Escapade',
      seoDescription:
        'Una escapada para las fiestas o una estancia para dejar bajo el árbol: descubra nuestras ofertas de Navidad, con cenas de fiesta y spa incluidos.',
      title: 'Navidad en modo escapada',
      subtitle:
        'Cena gastronómica de Nochebuena, spa junto a la chimenea o mercadillo navideño: alargue la magia de las fiestas durante un fin de semana.',
      bannerTitle: 'El mejor regalo bajo el árbol',
      bannerSubtitle:
        'Regale una estancia: enviada por correo electrónico en pocos minutos, incluso el 24 de diciembre.',
      bannerCta: 'Encontrar un regalo de Navidad',
      resultsTitle: 'Nuestras estancias de fiesta en oferta',
      moreLabel: 'Ver todas las estancias de fiesta',
      marketingTitle: 'Mesas de fiesta inolvidables',
      marketingText:
        'Mariscos, asados o turrón reinventado por un chef: nuestras estancias gastronómicas incluyen la cena para una Nochebuena sin preocupaciones.',
      marketingCta: 'Ver las escapadas gastronómicas',
    },
    it: {
      seoTitle: 'Natale: soggiorni e weekend per le feste | Escapade',
      seoDescription:
        'Un weekend per le feste o un soggiorno da mettere sotto l’albero: scopri le nostre offerte di Natale, cene delle feste e spa inclusi.',
      title: 'Il Natale in versione fuga',
      subtitle:
        'Cenone gourmet, spa davanti al camino o mercatini di Natale: prolunga la magia delle feste per un weekend.',
      bannerTitle: 'Il regalo più bello sotto l’albero',
      bannerSubtitle: 'Regala un soggiorno: inviato via e-mail in pochi minuti, anche il 24 dicembre.',
      bannerCta: 'Trova un regalo di Natale',
      resultsTitle: 'I nostri soggiorni delle feste in offerta',
      moreLabel: 'Vedi tutti i soggiorni delle feste',
      marketingTitle: 'Tavole delle feste indimenticabili',
      marketingText:
        'Tortellini in brodo, cotechino o panettone rivisitato da uno chef: i nostri soggiorni gastronomici includono la cena per un cenone senza pensieri.',
      marketingCta: 'Vedi i weekend gastronomici',
    },
    nl: {
      seoTitle: 'Kerst: verblijven en weekendjes weg tijdens de feestdagen | Escapade',
      seoDescription:
        'Een weekendje weg tijdens de feestdagen of een verblijf onder de kerstboom: ontdek onze kerstaanbiedingen, feestdiner en spa inbegrepen.',
      title: 'Kerst, maar dan anders',
      subtitle:
        'Een culinair kerstdiner, spa bij de open haard of een kerstmarkt: rek de feestdagen op met een weekendje weg.',
      bannerTitle: 'Het mooiste cadeau onder de kerstboom',
      bannerSubtitle: 'Geef een verblijf cadeau: binnen enkele minuten per e-mail verstuurd, zelfs op 24 december.',
      bannerCta: 'Vind een kerstcadeau',
      resultsTitle: 'Onze feestelijke arrangementen in de aanbieding',
      moreLabel: 'Bekijk alle feestarrangementen',
      marketingTitle: 'Onvergetelijke feestdiners',
      marketingText:
        'Wild, kalkoen of een kerststol van de chef: bij onze culinaire arrangementen is het diner inbegrepen, voor kerst zonder gedoe.',
      marketingCta: 'Bekijk de culinaire arrangementen',
    },
  },
};

/** Valentine's Day is not a shop event on the Dutch-speaking sites. */
const VALENTINES: Campaign = {
  locales: ['fr_FR', 'fr_BE', 'es_ES', 'it_IT'],
  search: `theme=${ROMANTIC_THEME_ID}&sort=discount`,
  bannerTarget: () => searchTarget(`theme=${ROMANTIC_THEME_ID}`, 'gifting'),
  marketingTarget: (language) => landingTarget(language, 'romantic'),
  marketingScene: 'hero',
  texts: {
    fr: {
      seoTitle: 'Saint-Valentin : week-ends en amoureux | Escapade',
      seoDescription:
        'Pour la Saint-Valentin, offrez-vous un week-end romantique : dîner aux chandelles, spa à deux et chambres de charme, à prix doux.',
      title: 'Saint-Valentin : l’amour en escapade',
      subtitle:
        'Dîner aux chandelles, massage en duo et grasse matinée : un week-end rien qu’à deux pour célébrer votre histoire.',
      bannerTitle: 'Surprenez votre moitié',
      bannerSubtitle: 'Un séjour romantique à offrir, à vivre ensemble quand vous le souhaitez.',
      bannerCta: 'Offrir un séjour romantique',
      resultsTitle: 'Nos week-ends romantiques en promotion',
      moreLabel: 'Voir tous les séjours romantiques',
      marketingTitle: 'Nos idées pour une Saint-Valentin réussie',
      marketingText:
        'Nuit dans un château, bulles au spa ou table étoilée : trouvez l’escapade qui vous ressemble parmi nos séjours en amoureux.',
      marketingCta: 'Découvrir les week-ends romantiques',
    },
    es: {
      seoTitle: 'San Valentín: escapadas en pareja | Escapade',
      seoDescription:
        'Por San Valentín, regálese una escapada romántica: cena a la luz de las velas, spa en pareja y habitaciones con encanto, a buen precio.',
      title: 'San Valentín: el amor se va de escapada',
      subtitle:
        'Cena a la luz de las velas, masaje en pareja y desayuno sin prisas: un fin de semana solo para dos para celebrar su historia.',
      bannerTitle: 'Sorprenda a su pareja',
      bannerSubtitle: 'Una estancia romántica para regalar y disfrutar juntos cuando quieran.',
      bannerCta: 'Regalar una escapada romántica',
      resultsTitle: 'Nuestras escapadas románticas en oferta',
      moreLabel: 'Ver todas las escapadas románticas',
      marketingTitle: 'Ideas para un San Valentín perfecto',
      marketingText:
        'Una noche en un castillo, burbujas en el spa o una mesa con estrella: encuentre la escapada que le va entre nuestras estancias en pareja.',
      marketingCta: 'Descubrir las escapadas románticas',
    },
    it: {
      seoTitle: 'San Valentino: weekend romantici | Escapade',
      seoDescription:
        'Per San Valentino concediti un weekend romantico: cena a lume di candela, spa in coppia e camere di charme, a prezzi dolci.',
      title: 'San Valentino: l’amore va in fuga',
      subtitle:
        'Cena a lume di candela, massaggio di coppia e colazione con calma: un weekend solo per voi due per festeggiare la vostra storia.',
      bannerTitle: 'Sorprendi la tua dolce metà',
      bannerSubtitle: 'Un soggiorno romantico da regalare, da vivere insieme quando volete.',
      bannerCta: 'Regala un soggiorno romantico',
      resultsTitle: 'I nostri weekend romantici in offerta',
      moreLabel: 'Vedi tutti i soggiorni romantici',
      marketingTitle: 'Le nostre idee per un San Valentino perfetto',
      marketingText:
        'Una notte in un castello, bollicine alla spa o una tavola stellata: trova la fuga che fa per voi tra i nostri soggiorni di coppia.',
      marketingCta: 'Scopri i weekend romantici',
    },
  },
};

/** The spring sale is a French-language operation (May's long weekends). */
const SPRING: Campaign = {
  locales: ['fr_FR', 'fr_BE'],
  search: `theme=${NATURE_THEME_ID}&sort=discount`,
  bannerTarget: () => searchTarget(`theme=${NATURE_THEME_ID}&sort=discount`),
  marketingTarget: () => ({ kind: 'ideas' }),
  marketingScene: 'hero',
  texts: {
    fr: {
      seoTitle: 'Printemps : week-ends au vert et offres de saison | Escapade',
      seoDescription:
        'Le printemps est là : profitez de nos offres de saison pour un week-end nature, à la campagne, au bord d’un lac ou à la mer.',
      title: 'Le printemps des escapades',
      subtitle:
        'Les jours rallongent, les jardins refleurissent : c’est le moment de s’offrir un grand bol d’air à prix doux.',
      bannerTitle: 'Ponts de mai : réservez tôt',
      bannerSubtitle: 'Les week-ends prolongés partent vite : choisissez dès maintenant votre séjour.',
      bannerCta: 'Voir les séjours de printemps',
      resultsTitle: 'Nos séjours nature en promotion',
      moreLabel: 'Voir tous les séjours nature',
      marketingTitle: 'Plus d’idées pour les beaux jours',
      marketingText:
        'Balade à vélo, pique-nique au bord de l’eau ou nuit dans une cabane : nos idées week-end vous inspirent pour toute la saison.',
      marketingCta: 'Voir nos idées week-end',
    },
  },
};

const CAMPAIGNS: Readonly<Record<CampaignId, Campaign>> = {
  'black-friday': BLACK_FRIDAY,
  spring: SPRING,
  valentines: VALENTINES,
  xmas: XMAS,
};

export type CampaignAnswer =
  { id: CampaignId; redirectHome: true } | { id: CampaignId; redirectHome: false; page: CmsPage };

/** The biggest whole-percent discount of a published stay. */
function biggestDiscount(catalogue: Catalogue): number {
  let biggest = 0;
  for (const offer of catalogue.offers.values()) {
    if (offer.published) biggest = Math.max(biggest, offer.promoPercent);
  }
  return biggest;
}

/** GET /api/cms/campaigns/{id}: the page where the campaign runs, a way home elsewhere. */
export function campaignAnswer(catalogue: Catalogue, id: CampaignId, locale: Locale): CampaignAnswer {
  const campaign = CAMPAIGNS[id];
  const language = languageOf(locale);
  const texts = campaign.texts[language];
  if (!campaign.locales.includes(locale) || !texts) return { id, redirectHome: true };
  const values = { promo: biggestDiscount(catalogue) };
  return {
    id,
    redirectHome: false,
    page: {
      seo: {
        title: fillIn(texts.seoTitle, values),
        description: texts.seoDescription,
        index: true,
        follow: true,
      },
      jumbotron: {
        title: fillIn(texts.title, values),
        subtitle: texts.subtitle,
        imageUrl: pictureUrl('hero', `campaign-${id}`),
      },
      blocks: [
        {
          type: 'banner',
          title: texts.bannerTitle,
          subtitle: texts.bannerSubtitle,
          ...bannerImages('hero', `campaign-${id}-banner`, language),
          cta: shopLink(texts.bannerCta, campaign.bannerTarget(language)),
        },
        {
          type: 'topSearchResults',
          title: texts.resultsTitle,
          search: campaign.search,
          flow: 'booking',
          limit: TOP_RESULTS_LIMIT,
          more: shopLink(texts.moreLabel, searchTarget(campaign.search)),
        },
        {
          type: 'marketing',
          title: texts.marketingTitle,
          text: texts.marketingText,
          image: marketingImage(campaign.marketingScene, `campaign-${id}-marketing`, language),
          cta: shopLink(texts.marketingCta, campaign.marketingTarget(language)),
        },
      ],
      footer: { ...CMS_FOOTERS.campaign },
    },
  };
}
