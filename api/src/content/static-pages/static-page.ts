/**
 * The shop's static pages (sales conditions, usage conditions, data protection, cookies, partner
 * sign-up): plain text, one file per page holding its four languages. A page's id is its slug in the
 * language of the site that asks (the footer links use the same slugs), so an id of another
 * language names nothing.
 */
import type { Language, Locale } from '@escapade/shared-contracts/locales';
import type { StaticPageKey } from '@escapade/shared-contracts/static-pages';

export interface StaticPageSection {
  heading: string;
  paragraphs: string[];
}

export interface StaticPageText {
  title: string;
  sections: StaticPageSection[];
}

/**
 * What differs between two sites of one language (France and Belgium in French, the Netherlands and
 * Belgium in Dutch): the authorities a customer turns to. Each is written in the site's language,
 * with its article, ready to follow "auprès de" / "ante" / "presso" / "bij".
 */
export interface LocalFacts {
  /** The data protection supervisory authority of the site's country. */
  supervisoryAuthority: string;
  /** Where a consumer takes a travel dispute out of court. */
  consumerMediator: string;
}

export interface StaticPage {
  /** Which page it is: its id per language is shared-contracts' STATIC_PAGE_SLUGS. */
  key: StaticPageKey;
  /** When the text last changed, yyyy-MM-dd. */
  updatedOn: string;
  /** The text in each language, for the site's own facts. */
  texts: Readonly<Record<Language, (local: LocalFacts) => StaticPageText>>;
}

/** The company behind the shop, as its legal pages name it. */
export const COMPANY = {
  name: 'Escapade SAS',
  address: '24 quai de la Loire, 75019 Paris, France',
  registration: 'RCS Paris 912 345 678',
  /** Registration as a travel operator with Atout France. */
  travelOperatorNumber: 'IM075230042',
  privacyEmail: 'privacy@escapade.example',
  dpoEmail: 'dpo@escapade.example',
  partnersEmail: 'partners@escapade.example',
} as const;

/** The facts of each site, in its language. */
export const LOCAL_FACTS: Readonly<Record<Locale, LocalFacts>> = {
  fr_FR: {
    supervisoryAuthority: 'la Commission nationale de l’informatique et des libertés (CNIL, www.cnil.fr)',
    consumerMediator: 'la Médiation Tourisme et Voyage (MTV, www.mtv.travel)',
  },
  fr_BE: {
    supervisoryAuthority: 'l’Autorité de protection des données (APD, www.autoriteprotectiondonnees.be)',
    consumerMediator: 'la Commission de Litiges Voyages (www.clv-gr.be)',
  },
  es_ES: {
    supervisoryAuthority: 'la Agencia Española de Protección de Datos (AEPD, www.aepd.es)',
    consumerMediator: 'la Junta Arbitral de Consumo de su comunidad autónoma',
  },
  it_IT: {
    supervisoryAuthority: 'il Garante per la protezione dei dati personali (www.garanteprivacy.it)',
    consumerMediator: 'un organismo di risoluzione alternativa delle controversie (ADR) riconosciuto',
  },
  nl_NL: {
    supervisoryAuthority: 'de Autoriteit Persoonsgegevens (AP, www.autoriteitpersoonsgegevens.nl)',
    consumerMediator: 'De Geschillencommissie Reizen (www.degeschillencommissie.nl)',
  },
  nl_BE: {
    supervisoryAuthority: 'de Gegevensbeschermingsautoriteit (GBA, www.gegevensbeschermingsautoriteit.be)',
    consumerMediator: 'de Geschillencommissie Reizen (www.clv-gr.be)',
  },
};
