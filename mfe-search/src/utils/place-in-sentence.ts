import type { Language } from '@escapade/shared-contracts/locales';
import type { PlaceKey } from '@escapade/shared-contracts/search-criteria';

/**
 * Place names inside a sentence ("689 séjours en France", "soggiorni in Lombardia", "near the
 * Eiffel Tower"): each language puts its own preposition, and often an article, before a place.
 *
 * The api gives a place's name only (no gender, no article), and the search says which kind of
 * place it is. So the phrase is chosen from the kind of place:
 * - towns and resorts (city, ski resort, sea resort): the language's "in" for a town;
 * - countries: the language's "in" for a country;
 * - areas (region, touristic region): the language's "in" for an area;
 * - departments and provinces: as areas, except where the language names them as provinces
 *   (Italian always; French outside France, where they bear their main town's name);
 * - points of interest: the language's "near", with the article the landmark's name takes.
 * The article and its contraction follow the gender and number of the name's head word, read from
 * its spelling where the language allows it, and otherwise from each language's small table of
 * head words and names below. A name unknown to the tables takes the plain form.
 */

type Grammar = 'town' | 'country' | 'area' | 'province' | 'landmark';

const GRAMMAR_OF: Record<PlaceKey, Grammar> = {
  city: 'town',
  skiresort: 'town',
  searesort: 'town',
  country: 'country',
  region: 'area',
  department: 'province',
  touristicregion: 'area',
  poi: 'landmark',
};

/** The place a search names, the most precise first (a city wins over its region). */
const PRECISION_ORDER: readonly PlaceKey[] = [
  'city',
  'poi',
  'skiresort',
  'searesort',
  'department',
  'touristicregion',
  'region',
  'country',
];

/** The kind of the place the criteria name, or null when they name none. */
export function placeKindOf(places: Partial<Record<PlaceKey, string>>): PlaceKey | null {
  return PRECISION_ORDER.find((key) => places[key] !== undefined) ?? null;
}

interface Noun {
  gender: 'm' | 'f';
  plural: boolean;
}

/** A noun's article, when the name takes one: gender and number. */
type HeadWords = Readonly<Record<string, Noun>>;

const M: Noun = { gender: 'm', plural: false };
const F: Noun = { gender: 'f', plural: false };
const M_PL: Noun = { gender: 'm', plural: true };
const F_PL: Noun = { gender: 'f', plural: true };

const VOWEL_START = /^[aeiouyàâäáéèêëíîïóôöúûüœæ]/i;

/** The words of a name, lower-cased (split on spaces, hyphens and apostrophes). */
function wordsOf(label: string): string[] {
  return label
    .toLowerCase()
    .split(/[\s\-'’]+/)
    .filter((word) => word.length > 0);
}

function firstWord(label: string): string {
  return wordsOf(label)[0] ?? '';
}

/** The head word's entry in a table, by the first word (Romance names put the head noun first). */
function headOf(label: string, table: HeadWords): Noun | undefined {
  return table[label.toLowerCase()] ?? table[firstWord(label)];
}

// ---------------------------------------------------------------------------------------------
// French
// ---------------------------------------------------------------------------------------------

/**
 * French names whose gender or number the spelling does not tell (a final -e reads feminine,
 * a final -s or -x plural, anything else masculine singular).
 */
const FR_NAMES: HeadWords = {
  'pays-bas': M_PL,
  'pays basque': M,
  'pays de la loire': M_PL,
  calvados: M,
  doubs: M,
  'grand-place': F,
};

/** French departments named like their town, which read as the town ("à Paris"). */
const FR_TOWN_DEPARTMENTS = new Set(['paris']);

/** The country whose departments French names with their own article (elsewhere, provinces). */
const FR_DEPARTMENTS_COUNTRY = 'France';

/** French head words (first word of a name) whose gender or number the spelling misleads on. */
const FR_HEAD_WORDS: HeadWords = {
  // Masculine despite a final -e.
  finistère: M,
  vaucluse: M,
  rhône: M,
  mexique: M,
  cambodge: M,
  centre: M,
  musée: M,
  colisée: M,
  // Feminine despite their ending.
  tour: F,
  sagrada: F,
  alhambra: F,
  // Plural.
  calanques: F_PL,
  îles: F_PL,
  asturies: F_PL,
  pouilles: F_PL,
};

/** Compass words heading an area's name ("Est des Pays-Bas"): always "dans le" / "dans l'". */
const FR_COMPASS = new Set(['nord', 'sud', 'est', 'ouest']);

/** Landmarks named by a common noun (a tower, a castle…) take an article; other names do not. */
const FR_LANDMARK_NOUNS = new Set([
  'tour',
  'château',
  'mont',
  'pont',
  'musée',
  'place',
  'grand-place',
  'calanques',
  'colisée',
  'palais',
  'parc',
  'lac',
  'plage',
  'cathédrale',
  'basilique',
  'abbaye',
  'jardin',
  'jardins',
  'sagrada',
  'alhambra',
  'atomium',
  'rijksmuseum',
]);

function frNoun(label: string): Noun {
  const known = headOf(label, FR_NAMES) ?? headOf(label, FR_HEAD_WORDS);
  if (known) return known;
  const head = firstWord(label);
  if (/[sx]$/.test(head)) return { gender: head.endsWith('es') ? 'f' : 'm', plural: true };
  return { gender: head.endsWith('e') ? 'f' : 'm', plural: false };
}

/** A leading French article in the name itself ("Le Havre", "La Rochelle", "L'Aquila"). */
function frOwnArticle(label: string): { article: 'le' | 'la' | 'les' | "l'"; rest: string } | null {
  const match = /^(Le|La|Les) (.+)$/.exec(label) ?? /^(L)['’](.+)$/.exec(label);
  if (!match) return null;
  const word = match[1]!.toLowerCase();
  return { article: word === 'l' ? "l'" : (word as 'le' | 'la' | 'les'), rest: match[2]! };
}

function frWithDe(label: string, noun: Noun | null): string {
  const own = frOwnArticle(label);
  if (own) {
    if (own.article === 'le') return `du ${own.rest}`;
    if (own.article === 'les') return `des ${own.rest}`;
    return `de ${label}`;
  }
  if (noun === null) return VOWEL_START.test(label) ? `d'${label}` : `de ${label}`;
  if (noun.plural) return `des ${label}`;
  if (VOWEL_START.test(label)) return `de l'${label}`;
  return noun.gender === 'm' ? `du ${label}` : `de la ${label}`;
}

function french(grammar: Grammar, label: string, country: string | null): string {
  const own = frOwnArticle(label);
  switch (grammar) {
    case 'province':
      if (FR_TOWN_DEPARTMENTS.has(label.toLowerCase())) return french('town', label, country);
      if (country !== null && country !== FR_DEPARTMENTS_COUNTRY) {
        return `dans la province ${VOWEL_START.test(label) ? `d'${label}` : `de ${label}`}`;
      }
      return french('area', label, country);
    case 'town':
      if (own?.article === 'le') return `au ${own.rest}`;
      if (own?.article === 'les') return `aux ${own.rest}`;
      return `à ${label}`;
    case 'landmark': {
      const named = FR_LANDMARK_NOUNS.has(label.toLowerCase()) || FR_LANDMARK_NOUNS.has(firstWord(label));
      return `près ${frWithDe(label, named ? frNoun(label) : null)}`;
    }
    case 'country': {
      if (own) return `${own.article === 'les' ? 'aux' : own.article === 'le' ? 'au' : 'en'} ${own.rest}`;
      const noun = frNoun(label);
      if (noun.plural) return `aux ${label}`;
      if (noun.gender === 'm' && !VOWEL_START.test(label)) return `au ${label}`;
      return `en ${label}`;
    }
    case 'area': {
      if (own) return `dans ${own.article === "l'" ? "l'" : `${own.article} `}${own.rest}`;
      const noun = frNoun(label);
      if (noun.plural) return `dans les ${label}`;
      const vowel = VOWEL_START.test(label);
      if (FR_COMPASS.has(firstWord(label))) return vowel ? `dans l'${label}` : `dans le ${label}`;
      if (noun.gender === 'f' || vowel) return `en ${label}`;
      return `dans le ${label}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Italian
// ---------------------------------------------------------------------------------------------

/** Italian countries and areas that take an article after "in" (nel, nella, nei, nelle). */
const IT_ARTICLED: HeadWords = {
  lazio: M,
  veneto: M,
  'trentino-alto adige': M,
  paesi: M_PL,
  isole: F_PL,
  fiandre: F_PL,
  asturie: F_PL,
  comunità: F,
  regione: F,
};

/** Italian landmarks named by a common noun, which take an article after "vicino a". */
const IT_LANDMARK_NOUNS: HeadWords = {
  torre: F,
  reggia: F,
  monte: M,
  museo: M,
  ponte: M,
  calanchi: M_PL,
  colosseo: M,
  palazzo: M,
  castello: M,
  lago: M,
  sagrada: F,
  alhambra: F,
  atomium: M,
  'grand-place': F,
  rijksmuseum: M,
};

/** "in" / "a" joined with the Italian article of a noun. */
function itArticle(preposition: 'in' | 'a', noun: Noun, label: string): string {
  const vowel = VOWEL_START.test(label);
  const forms =
    preposition === 'in'
      ? { m: vowel ? "nell'" : 'nel ', f: vowel ? "nell'" : 'nella ', mPl: 'nei ', fPl: 'nelle ' }
      : { m: vowel ? "all'" : 'al ', f: vowel ? "all'" : 'alla ', mPl: 'ai ', fPl: 'alle ' };
  if (noun.plural) return `${noun.gender === 'm' ? forms.mPl : forms.fPl}${label}`;
  return `${noun.gender === 'm' ? forms.m : forms.f}${label}`;
}

function italian(grammar: Grammar, label: string): string {
  switch (grammar) {
    case 'province':
      return `in provincia di ${label}`;
    case 'town':
      return `a ${label}`;
    case 'landmark': {
      const noun = headOf(label, IT_LANDMARK_NOUNS);
      return noun ? `vicino ${itArticle('a', noun, label)}` : `vicino a ${label}`;
    }
    case 'country':
    case 'area': {
      const noun = headOf(label, IT_ARTICLED);
      return noun ? itArticle('in', noun, label) : `in ${label}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Spanish
// ---------------------------------------------------------------------------------------------

/** Spanish countries and areas that take an article after "en" (el País Vasco, los Países Bajos). */
const ES_ARTICLED: HeadWords = {
  'país vasco': M,
  países: M_PL,
  islas: F_PL,
  comunidad: F,
  región: F,
  principado: M,
  norte: M,
  sur: M,
  este: M,
  oeste: M,
};

/** Spanish landmarks named by a common noun, which take an article after "cerca de". */
const ES_LANDMARK_NOUNS: HeadWords = {
  torre: F,
  palacio: M,
  monte: M,
  puente: M,
  museo: M,
  plaza: F,
  coliseo: M,
  calanques: F_PL,
  castillo: M,
  lago: M,
  sagrada: F,
  alhambra: F,
  atomium: M,
  'grand place': F,
  rijksmuseum: M,
};

function esArticle(noun: Noun): string {
  if (noun.plural) return noun.gender === 'm' ? 'los' : 'las';
  return noun.gender === 'm' ? 'el' : 'la';
}

function spanish(grammar: Grammar, label: string): string {
  switch (grammar) {
    case 'town':
      return `en ${label}`;
    case 'landmark': {
      const noun = headOf(label, ES_LANDMARK_NOUNS);
      if (!noun) return `cerca de ${label}`;
      const article = esArticle(noun);
      return article === 'el' ? `cerca del ${label}` : `cerca de ${article} ${label}`;
    }
    case 'country':
    case 'area':
    case 'province': {
      const noun = headOf(label, ES_ARTICLED);
      return noun ? `en ${esArticle(noun)} ${label}` : `en ${label}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Dutch
// ---------------------------------------------------------------------------------------------

/**
 * Dutch nouns by their article, matched as a whole word or as the end of a compound
 * ("Eiffeltoren", "San Marcoplein"): Dutch compounds put the head noun last.
 */
const NL_DE_NOUNS = ['toren', 'markt', 'mont', 'pont', 'calanques', 'sagrada', 'kathedraal', 'basiliek', 'burcht'];
const NL_HET_NOUNS = ['paleis', 'museum', 'plein', 'colosseum', 'atomium', 'alhambra', 'kasteel', 'park', 'gewest'];
/** Dutch areas that are island groups: "op de" rather than "in". */
const NL_ISLANDS = ['balearen', 'eilanden'];

function nlArticle(label: string): 'de' | 'het' | null {
  for (const word of wordsOf(label)) {
    if (NL_HET_NOUNS.some((noun) => word.endsWith(noun))) return 'het';
    if (NL_DE_NOUNS.some((noun) => word.endsWith(noun))) return 'de';
  }
  return null;
}

function dutch(grammar: Grammar, label: string): string {
  switch (grammar) {
    case 'town':
    case 'country':
      return `in ${label}`;
    case 'landmark': {
      const article = nlArticle(label);
      return article ? `bij ${article} ${label}` : `bij ${label}`;
    }
    case 'area':
    case 'province': {
      if (wordsOf(label).some((word) => NL_ISLANDS.some((islands) => word.endsWith(islands)))) return `op de ${label}`;
      const article = nlArticle(label);
      return article ? `in ${article} ${label}` : `in ${label}`;
    }
  }
}

const BY_LANGUAGE: Record<Language, (grammar: Grammar, label: string, country: string | null) => string> = {
  fr: french,
  it: italian,
  es: spanish,
  nl: dutch,
};

export interface PlaceInSentence {
  /** The kind of place the search names; null when unknown (it then reads as a town). */
  kind: PlaceKey | null;
  /** Its name, in the language of the sentence. */
  label: string;
  /** The name of the country it lies in, in the same language, when known. */
  country?: string | null;
}

/** The place as it reads after a noun in `language` ("séjours " + "en France"): preposition and article. */
export function placeInSentence(language: Language, place: PlaceInSentence): string {
  const grammar = place.kind === null ? 'town' : GRAMMAR_OF[place.kind];
  return BY_LANGUAGE[language](grammar, place.label.trim(), place.country?.trim() || null);
}

/** The country a search's place lies in, from the search's place hierarchy. */
export function countryOfHierarchy(hierarchy: readonly { type: string; label: string }[]): string | null {
  return hierarchy.find((entry) => entry.type === 'country')?.label ?? null;
}
