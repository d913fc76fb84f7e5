import type { Language } from '@escapade/shared-contracts/locales';
import type { PlaceKey } from '@escapade/shared-contracts/search-criteria';
import { placeInSentence, placeKindOf } from './place-in-sentence';

type Case = [kind: PlaceKey | null, label: string, expected: string, country?: string];

function check(language: Language, cases: Case[]) {
  const rows = cases.map(([kind, label, expected, country]) => ({ kind, label, expected, country: country ?? null }));
  it.each(rows)('$kind $label reads "$expected"', ({ kind, label, expected, country }) => {
    expect(placeInSentence(language, { kind, label, country })).toBe(expected);
  });
}

describe('places in a French sentence', () => {
  check('fr', [
    ['country', 'France', 'en France'],
    ['country', 'Italie', 'en Italie'],
    ['country', 'Pays-Bas', 'aux Pays-Bas'],
    ['country', 'Luxembourg', 'au Luxembourg'],
    ['country', 'Mexique', 'au Mexique'],
    ['region', 'Île-de-France', 'en Île-de-France'],
    ['region', 'Bretagne', 'en Bretagne'],
    ['region', 'Grand Est', 'dans le Grand Est'],
    ['region', 'Hauts-de-France', 'dans les Hauts-de-France'],
    ['region', 'Pays basque', 'dans le Pays basque'],
    ['region', 'Piémont', 'dans le Piémont'],
    ['region', 'Pouilles', 'dans les Pouilles'],
    ['region', 'Aragon', 'en Aragon'],
    ['region', 'Est des Pays-Bas', "dans l'Est des Pays-Bas"],
    ['region', 'La Rioja', 'dans la Rioja'],
    ['department', 'Gironde', 'en Gironde', 'France'],
    ['department', 'Var', 'dans le Var', 'France'],
    ['department', 'Finistère', 'dans le Finistère', 'France'],
    ['department', 'Yvelines', 'dans les Yvelines', 'France'],
    ['department', 'Calvados', 'dans le Calvados', 'France'],
    ['department', 'Paris', 'à Paris', 'France'],
    ['department', 'Barcelone', 'dans la province de Barcelone', 'Espagne'],
    ['department', 'Anvers', "dans la province d'Anvers", 'Belgique'],
    ['city', 'Le Havre', 'au Havre'],
    ['city', 'Les Sables-d’Olonne', 'aux Sables-d’Olonne'],
    ['city', 'La Rochelle', 'à La Rochelle'],
    ['city', 'Paris', 'à Paris'],
    ['poi', 'Tour Eiffel', 'près de la Tour Eiffel'],
    ['poi', 'Château de Versailles', 'près du Château de Versailles'],
    ['poi', 'Calanques de Marseille', 'près des Calanques de Marseille'],
    ['poi', 'Musée Guggenheim de Bilbao', 'près du Musée Guggenheim de Bilbao'],
    ['poi', 'Alhambra', "près de l'Alhambra"],
    ['poi', 'Disneyland Paris', 'près de Disneyland Paris'],
    ['poi', 'Efteling', "près d'Efteling"],
    [null, 'Lyon', 'à Lyon'],
  ]);
});

describe('places in an Italian sentence', () => {
  check('it', [
    ['country', 'Italia', 'in Italia'],
    ['country', 'Francia', 'in Francia'],
    ['country', 'Paesi Bassi', 'nei Paesi Bassi'],
    ['region', 'Lombardia', 'in Lombardia'],
    ['region', 'Lazio', 'nel Lazio'],
    ['region', 'Isole Baleari', 'nelle Isole Baleari'],
    ['region', 'Comunità di Madrid', 'nella Comunità di Madrid'],
    ['department', 'Firenze', 'in provincia di Firenze'],
    ['city', 'Roma', 'a Roma'],
    ['poi', 'Torre Eiffel', 'vicino alla Torre Eiffel'],
    ['poi', 'Colosseo', 'vicino al Colosseo'],
    ['poi', 'Calanchi di Marsiglia', 'vicino ai Calanchi di Marsiglia'],
    ['poi', 'Alhambra', "vicino all'Alhambra"],
    ['poi', 'Keukenhof', 'vicino a Keukenhof'],
  ]);
});

describe('places in a Spanish sentence', () => {
  check('es', [
    ['country', 'Francia', 'en Francia'],
    ['country', 'Países Bajos', 'en los Países Bajos'],
    ['region', 'Cataluña', 'en Cataluña'],
    ['region', 'País Vasco', 'en el País Vasco'],
    ['region', 'Islas Baleares', 'en las Islas Baleares'],
    ['region', 'Comunidad de Madrid', 'en la Comunidad de Madrid'],
    ['department', 'Barcelona', 'en Barcelona'],
    ['city', 'Madrid', 'en Madrid'],
    ['poi', 'Torre Eiffel', 'cerca de la Torre Eiffel'],
    ['poi', 'Museo Guggenheim Bilbao', 'cerca del Museo Guggenheim Bilbao'],
    ['poi', 'Calanques de Marsella', 'cerca de las Calanques de Marsella'],
    ['poi', 'Efteling', 'cerca de Efteling'],
  ]);
});

describe('places in a Dutch sentence', () => {
  check('nl', [
    ['country', 'Frankrijk', 'in Frankrijk'],
    ['country', 'Nederland', 'in Nederland'],
    ['region', 'Lombardije', 'in Lombardije'],
    ['region', 'Balearen', 'op de Balearen'],
    ['region', 'Canarische Eilanden', 'op de Canarische Eilanden'],
    ['region', 'Brussels Hoofdstedelijk Gewest', 'in het Brussels Hoofdstedelijk Gewest'],
    ['department', 'Antwerpen', 'in Antwerpen'],
    ['city', 'Amsterdam', 'in Amsterdam'],
    ['poi', 'Eiffeltoren', 'bij de Eiffeltoren'],
    ['poi', 'Paleis van Versailles', 'bij het Paleis van Versailles'],
    ['poi', 'San Marcoplein', 'bij het San Marcoplein'],
    ['poi', 'Rijksmuseum', 'bij het Rijksmuseum'],
    ['poi', 'Keukenhof', 'bij Keukenhof'],
  ]);
});

describe('the place a search names', () => {
  it('is the most precise one', () => {
    expect(placeKindOf({ country: '1', region: '2', city: '3' })).toBe('city');
    expect(placeKindOf({ country: '1', region: '2' })).toBe('region');
    expect(placeKindOf({})).toBeNull();
  });
});
