/** Blocks and words several CMS pages use alike (the home, the landings, the campaigns). */
import type { Language } from '@escapade/shared-contracts/locales';
import type { CmsBlock } from '../catalogue/catalogue-records';
import type { Labels } from '../vocabulary/labels';
import { marketingImage, shopLink } from './cms-page-parts';

/** The link under a list of stays, to the whole search. */
export const MORE_STAYS_LABEL: Labels = {
  fr: 'Voir tous les séjours',
  es: 'Ver todas las estancias',
  it: 'Vedi tutti i soggiorni',
  nl: 'Bekijk alle verblijven',
};

const IDEAS_PROMO: Readonly<Record<Language, { title: string; text: string; cta: string }>> = {
  fr: {
    title: 'En panne d’inspiration ?',
    text: 'Week-end à la mer, nuit dans un château ou escapade gourmande : nos idées week-end vous attendent, classées par envie, par saison et par type de séjour.',
    cta: 'Découvrir nos idées week-end',
  },
  es: {
    title: '¿Le falta inspiración?',
    text: 'Escapada a la playa, una noche en un castillo o un fin de semana gastronómico: nuestras ideas le esperan, ordenadas por gustos, por temporada y por tipo de estancia.',
    cta: 'Descubrir nuestras ideas de escapada',
  },
  it: {
    title: 'A corto di idee?',
    text: 'Weekend al mare, una notte in un castello o una fuga golosa: le nostre idee weekend ti aspettano, divise per desiderio, per stagione e per tipo di soggiorno.',
    cta: 'Scopri le nostre idee weekend',
  },
  nl: {
    title: 'Inspiratie nodig?',
    text: 'Een weekend aan zee, een nacht in een kasteel of een culinair uitje: onze weekendideeën staan voor je klaar, per thema, per seizoen en per soort verblijf.',
    cta: 'Ontdek onze weekendideeën',
  },
};

/** The marketing block that leads to the weekend ideas page. */
export function ideasMarketingBlock(language: Language): CmsBlock {
  const texts = IDEAS_PROMO[language];
  return {
    type: 'marketing',
    title: texts.title,
    text: texts.text,
    image: marketingImage('hero', 'weekend-ideas', language),
    cta: shopLink(texts.cta, { kind: 'ideas' }),
  };
}
