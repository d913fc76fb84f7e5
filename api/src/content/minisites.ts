/**
 * Partner minisites: pages made with a magazine or a newspaper for its readers, each showing the
 * part of the catalogue its `search` selects. A minisite is on fr_FR alone, or on the two Belgian
 * sites; its texts and legal footer are written in the language of the locale asked.
 */
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { FAMILY_THEME_ID, GASTRONOMY_THEME_ID, ROMANTIC_THEME_ID, WELLNESS_THEME_ID } from '../vocabulary/themes';
import { pictureUrl } from '../images/picture-url';

/** The languages minisites are written in: French for France, French and Dutch for Belgium. */
type MinisiteLanguage = 'fr' | 'nl';
type MinisiteTexts<T> = Readonly<Record<MinisiteLanguage, T>>;

export interface Minisite {
  minisiteId: number;
  minisiteUrl: string;
  partnerName: string | null;
  minisiteLocales: Locale[];
  bannerUrls: { desktop: string; mobile: string };
  logoUrl: string | null;
  footer: string | null;
  title: string;
  intro: string;
  /** The catalogue filter, as the search page's hash. */
  search: string;
}

/** The offer terms partners print under their pages, with the dates their operations ran. */
const OFFER_TERMS = {
  wellnessFrom75: {
    fr: 'Prix à partir de 75 € pour 2 personnes, en chambre double occupée par exactement 2 personnes, petit-déjeuner et accès à l’espace bien-être inclus. Offre réservable jusqu’au 30/06/2024 pour des nuits du 16/04/2024 au 31/08/2024.',
    nl: 'Prijs vanaf 75 € voor 2 personen, in een tweepersoonskamer bezet door precies 2 personen, ontbijt en toegang tot de wellness inbegrepen. Te boeken tot 30/06/2024 voor overnachtingen van 16/04/2024 tot 31/08/2024.',
  },
  minimumStay: {
    fr: 'Certains séjours exigent un minimum de 2 nuits. Le dîner comprend au moins 2 plats, hors boissons. Les soins sont à réserver à l’avance. Offre réservable jusqu’au 8 juin 2025 pour des nuits jusqu’au 30 juin 2025.',
    nl: 'Voor sommige verblijven geldt een minimum van 2 nachten. Het diner bestaat uit minstens 2 gangen, zonder drankjes. Behandelingen reserveer je vooraf. Te boeken tot 8 juni 2025 voor overnachtingen tot 30 juni 2025.',
  },
  halfBoardFrom108: {
    fr: 'Prix à partir de 108 € pour 2 personnes, petit-déjeuner et dîner inclus. Offre réservable jusqu’au 1er juin 2025 pour des nuits du 14 mars au 30 juin 2025.',
    nl: 'Prijs vanaf 108 € voor 2 personen, ontbijt en diner inbegrepen. Te boeken tot 1 juni 2025 voor overnachtingen van 14 maart tot 30 juni 2025.',
  },
  electronicPayment: {
    fr: 'Seuls les paiements électroniques (carte bancaire et portefeuille en ligne) sont acceptés. Les informations du site de réservation font foi.',
    nl: 'Alleen elektronische betalingen (bankkaart en online portemonnee) worden aanvaard. De gegevens op de boekingssite zijn bindend.',
  },
} as const satisfies Record<string, MinisiteTexts<string>>;

interface MinisiteSource {
  minisiteId: number;
  minisiteUrl: string;
  partnerName: string | null;
  minisiteLocales: readonly Locale[];
  hasLogo: boolean;
  footer: MinisiteTexts<string> | null;
  texts: Partial<MinisiteTexts<{ title: string; intro: string }>>;
  search: string;
}

const FRANCE = 1;
const BELGIUM = 4;
const FRENCH_SITE: readonly Locale[] = ['fr_FR'];
const BELGIAN_SITES: readonly Locale[] = ['nl_BE', 'fr_BE'];

const MINISITES: readonly MinisiteSource[] = [
  {
    minisiteId: 1,
    minisiteUrl: 'journal-des-loisirs',
    partnerName: 'Le Journal des Loisirs',
    minisiteLocales: FRENCH_SITE,
    hasLogo: true,
    footer: OFFER_TERMS.wellnessFrom75,
    texts: {
      fr: {
        title: 'Le bien-être à prix lecteur',
        intro:
          'Pour ses lecteurs, Le Journal des Loisirs a sélectionné des séjours bien-être partout en France : petit-déjeuner et accès au spa inclus, à prix privilégié.',
      },
    },
    search: `theme=${WELLNESS_THEME_ID}&country=${FRANCE}`,
  },
  {
    minisiteId: 2,
    minisiteUrl: 'journal-des-loisirs-gourmand',
    partnerName: 'Le Journal des Loisirs Gourmand',
    minisiteLocales: FRENCH_SITE,
    hasLogo: true,
    footer: OFFER_TERMS.halfBoardFrom108,
    texts: {
      fr: {
        title: 'Escapades gourmandes en demi-pension',
        intro:
          'Le Journal des Loisirs Gourmand vous invite à table : des séjours avec petit-déjeuner et dîner dans les meilleures maisons de France, choisis par sa rédaction.',
      },
    },
    search: `theme=${GASTRONOMY_THEME_ID}&country=${FRANCE}`,
  },
  {
    minisiteId: 3,
    minisiteUrl: 'weekend-magazine',
    partnerName: 'Weekend Magazine',
    minisiteLocales: BELGIAN_SITES,
    hasLogo: true,
    footer: OFFER_TERMS.minimumStay,
    texts: {
      fr: {
        title: 'L’évasion près de chez vous',
        intro:
          'Weekend Magazine a sélectionné pour ses lecteurs les plus belles adresses de Belgique : dîner, soins et bien-être, à deux pas de chez vous.',
      },
      nl: {
        title: 'Ontsnappen in eigen land',
        intro:
          'Weekend Magazine koos voor zijn lezers de mooiste adresjes van België: diner, verzorging en wellness, vlak bij huis.',
      },
    },
    search: `country=${BELGIUM}`,
  },
  {
    minisiteId: 4,
    minisiteUrl: 'weekend-magazine-gourmet',
    partnerName: 'Weekend Magazine Gourmet',
    minisiteLocales: BELGIAN_SITES,
    hasLogo: true,
    footer: OFFER_TERMS.electronicPayment,
    texts: {
      fr: {
        title: 'Les tables belges de Weekend Magazine Gourmet',
        intro:
          'Des séjours gastronomiques en Flandre, en Wallonie et à Bruxelles, goûtés et approuvés par la rédaction de Weekend Magazine Gourmet.',
      },
      nl: {
        title: 'De Belgische tafels van Weekend Magazine Gourmet',
        intro:
          'Culinaire arrangementen in Vlaanderen, Wallonië en Brussel, geproefd en goedgekeurd door de redactie van Weekend Magazine Gourmet.',
      },
    },
    search: `theme=${GASTRONOMY_THEME_ID}&country=${BELGIUM}`,
  },
  {
    minisiteId: 5,
    minisiteUrl: 'gazette-des-voyageurs',
    partnerName: 'La Gazette des Voyageurs',
    minisiteLocales: FRENCH_SITE,
    hasLogo: false,
    footer: OFFER_TERMS.electronicPayment,
    texts: {
      fr: {
        title: 'Week-ends en amoureux, sélection de la Gazette',
        intro:
          'La Gazette des Voyageurs a déniché pour vous des hôtels de charme où se retrouver à deux, en France, avec dîner ou spa inclus.',
      },
    },
    search: `theme=${ROMANTIC_THEME_ID}&country=${FRANCE}`,
  },
  {
    minisiteId: 6,
    minisiteUrl: 'escapades-en-famille',
    partnerName: null,
    minisiteLocales: FRENCH_SITE,
    hasLogo: false,
    footer: null,
    texts: {
      fr: {
        title: 'Escapades en famille',
        intro:
          'Chambres familiales, piscines et activités pour les enfants : une sélection de séjours en France pour partir avec toute la tribu.',
      },
    },
    search: `theme=${FAMILY_THEME_ID}&country=${FRANCE}`,
  },
];

/** Every minisite's address, for lists and tests. */
export const MINISITE_URLS: readonly string[] = MINISITES.map((minisite) => minisite.minisiteUrl);

/** Banner sizes: a wide strip above 600 px, a taller crop of the same picture on phones. */
const BANNER_DESKTOP = { w: 1920, h: 360 } as const;
const BANNER_MOBILE = { w: 750, h: 360 } as const;
const LOGO_SIZE = { w: 240, h: 80 } as const;

/** GET /api/minisites/{minisiteUrl}: null for an unknown address or a locale the minisite is not on. */
export function minisite(minisiteUrl: string, locale: Locale): Minisite | null {
  const source = MINISITES.find((candidate) => candidate.minisiteUrl === minisiteUrl);
  if (!source || !source.minisiteLocales.includes(locale)) return null;
  const language = languageOf(locale);
  if (language !== 'fr' && language !== 'nl') return null;
  const texts = source.texts[language];
  if (!texts) return null;
  const banner = pictureUrl('hero', `partner-${source.minisiteUrl}`);
  return {
    minisiteId: source.minisiteId,
    minisiteUrl: source.minisiteUrl,
    partnerName: source.partnerName,
    minisiteLocales: [...source.minisiteLocales],
    bannerUrls: {
      desktop: `${banner}?w=${BANNER_DESKTOP.w}&h=${BANNER_DESKTOP.h}`,
      mobile: `${banner}?w=${BANNER_MOBILE.w}&h=${BANNER_MOBILE.h}`,
    },
    logoUrl: source.hasLogo ? `/images/logo/${source.minisiteUrl}.svg?w=${LOGO_SIZE.w}&h=${LOGO_SIZE.h}` : null,
    footer: source.footer ? source.footer[language] : null,
    title: texts.title,
    intro: texts.intro,
    search: source.search,
  };
}
