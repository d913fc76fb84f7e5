/**
 * Real places of the five countries the shop sells: regions, departments / provinces and cities
 * with their coordinates (WGS84), population and postal code, plus a few points of interest.
 * Names are given in the language of the place, with the French, Spanish, Italian and Dutch
 * names where those differ (Bruxelles / Brussel, Anvers / Antwerpen, Milan / Milano…).
 */
import { labels, type Labels } from '../vocabulary/labels';

export type CountryCode = 'FR' | 'ES' | 'IT' | 'BE' | 'NL';

export interface CountrySeed {
  code: CountryCode;
  labels: Labels;
  lat: number;
  lng: number;
}

export interface RegionSeed {
  key: string;
  country: CountryCode;
  labels: Labels;
}

export interface DepartmentSeed {
  key: string;
  region: string;
  /** Official code (French department number, Spanish/Italian province code…). */
  code: string;
  labels: Labels;
}

export interface CitySeed {
  department: string;
  labels: Labels;
  lat: number;
  lng: number;
  population: number;
  zipCode: string;
  /** Compass bearing of the open sea from the centre: hotels are not placed in that direction. */
  seaBearing?: number;
  /** Hotels stay closer than the default 25 km (islands, narrow coasts). */
  maxJitterKm?: number;
  /** The landscape around, when it is not a plain city or countryside. */
  landscape?: 'mountain' | 'lake';
  /** Language of hotel names and street names (Belgium is bilingual). */
  naming?: 'fr' | 'nl';
}

export interface PoiSeed {
  region: string;
  labels: Labels;
  lat: number;
  lng: number;
}

export const COUNTRIES: readonly CountrySeed[] = [
  {
    code: 'FR',
    labels: labels('France', { es: 'Francia', it: 'Francia', nl: 'Frankrijk' }),
    lat: 46.6034,
    lng: 1.8883,
  },
  { code: 'ES', labels: labels('España', { fr: 'Espagne', it: 'Spagna', nl: 'Spanje' }), lat: 40.4637, lng: -3.7492 },
  { code: 'IT', labels: labels('Italia', { fr: 'Italie', nl: 'Italië' }), lat: 42.8333, lng: 12.8333 },
  { code: 'BE', labels: labels('Belgique', { es: 'Bélgica', it: 'Belgio', nl: 'België' }), lat: 50.6403, lng: 4.6667 },
  {
    code: 'NL',
    labels: labels('Nederland', { fr: 'Pays-Bas', es: 'Países Bajos', it: 'Paesi Bassi' }),
    lat: 52.213,
    lng: 5.2794,
  },
];

const r = (key: string, country: CountryCode, native: string, overrides: Partial<Labels> = {}): RegionSeed => ({
  key,
  country,
  labels: labels(native, overrides),
});

export const REGIONS: readonly RegionSeed[] = [
  r('FR-IDF', 'FR', 'Île-de-France', { es: 'Isla de Francia' }),
  r('FR-PAC', 'FR', "Provence-Alpes-Côte d'Azur", {
    es: 'Provenza-Alpes-Costa Azul',
    it: 'Provenza-Alpi-Costa Azzurra',
  }),
  r('FR-ARA', 'FR', 'Auvergne-Rhône-Alpes', {
    es: 'Auvernia-Ródano-Alpes',
    it: 'Alvernia-Rodano-Alpi',
    nl: 'Auvergne-Rhône-Alpes',
  }),
  r('FR-OCC', 'FR', 'Occitanie', { es: 'Occitania', it: 'Occitania', nl: 'Occitanië' }),
  r('FR-PDL', 'FR', 'Pays de la Loire', { es: 'País del Loira', it: 'Paesi della Loira' }),
  r('FR-GES', 'FR', 'Grand Est', { es: 'Gran Este' }),
  r('FR-NAQ', 'FR', 'Nouvelle-Aquitaine', { es: 'Nueva Aquitania', it: 'Nuova Aquitania' }),
  r('FR-HDF', 'FR', 'Hauts-de-France', { es: 'Altos de Francia' }),
  r('FR-BRE', 'FR', 'Bretagne', { es: 'Bretaña', it: 'Bretagna' }),
  r('FR-NOR', 'FR', 'Normandie', { es: 'Normandía', it: 'Normandia', nl: 'Normandië' }),
  r('FR-BFC', 'FR', 'Bourgogne-Franche-Comté', {
    es: 'Borgoña-Franco Condado',
    it: 'Borgogna-Franca Contea',
    nl: 'Bourgogne-Franche-Comté',
  }),
  r('FR-CVL', 'FR', 'Centre-Val de Loire', { es: 'Centro-Valle de Loira', it: 'Centro-Valle della Loira' }),
  r('FR-COR', 'FR', 'Corse', { es: 'Córcega', it: 'Corsica', nl: 'Corsica' }),

  r('ES-MD', 'ES', 'Comunidad de Madrid', { fr: 'Communauté de Madrid', it: 'Comunità di Madrid', nl: 'Madrid' }),
  r('ES-CT', 'ES', 'Cataluña', { fr: 'Catalogne', it: 'Catalogna', nl: 'Catalonië' }),
  r('ES-VC', 'ES', 'Comunidad Valenciana', { fr: 'Communauté valencienne', it: 'Comunità Valenciana', nl: 'Valencia' }),
  r('ES-AN', 'ES', 'Andalucía', { fr: 'Andalousie', it: 'Andalusia', nl: 'Andalusië' }),
  r('ES-AR', 'ES', 'Aragón', { fr: 'Aragon', it: 'Aragona' }),
  r('ES-IB', 'ES', 'Islas Baleares', { fr: 'Îles Baléares', it: 'Isole Baleari', nl: 'Balearen' }),
  r('ES-CN', 'ES', 'Canarias', { fr: 'Îles Canaries', it: 'Isole Canarie', nl: 'Canarische Eilanden' }),
  r('ES-PV', 'ES', 'País Vasco', { fr: 'Pays basque', it: 'Paesi Baschi', nl: 'Baskenland' }),
  r('ES-CL', 'ES', 'Castilla y León', { fr: 'Castille-et-León', it: 'Castiglia e León', nl: 'Castilië en León' }),
  r('ES-GA', 'ES', 'Galicia', { fr: 'Galice', it: 'Galizia', nl: 'Galicië' }),
  r('ES-AS', 'ES', 'Principado de Asturias', { fr: 'Asturies', it: 'Asturie', nl: 'Asturië' }),
  r('ES-NC', 'ES', 'Comunidad Foral de Navarra', { fr: 'Navarre', it: 'Navarra', nl: 'Navarra' }),
  r('ES-CB', 'ES', 'Cantabria', { fr: 'Cantabrie', nl: 'Cantabrië' }),
  r('ES-CM', 'ES', 'Castilla-La Mancha', {
    fr: 'Castille-La Manche',
    it: 'Castiglia-La Mancia',
    nl: 'Castilië-La Mancha',
  }),
  r('ES-RI', 'ES', 'La Rioja'),

  r('IT-LAZ', 'IT', 'Lazio', { fr: 'Latium', es: 'Lacio' }),
  r('IT-LOM', 'IT', 'Lombardia', { fr: 'Lombardie', es: 'Lombardía', nl: 'Lombardije' }),
  r('IT-CAM', 'IT', 'Campania', { fr: 'Campanie', nl: 'Campanië' }),
  r('IT-PIE', 'IT', 'Piemonte', { fr: 'Piémont', es: 'Piamonte', nl: 'Piëmont' }),
  r('IT-SIC', 'IT', 'Sicilia', { fr: 'Sicile', nl: 'Sicilië' }),
  r('IT-LIG', 'IT', 'Liguria', { fr: 'Ligurie', nl: 'Ligurië' }),
  r('IT-EMR', 'IT', 'Emilia-Romagna', { fr: 'Émilie-Romagne', es: 'Emilia-Romaña' }),
  r('IT-TOS', 'IT', 'Toscana', { fr: 'Toscane', nl: 'Toscane' }),
  r('IT-PUG', 'IT', 'Puglia', { fr: 'Pouilles', es: 'Apulia', nl: 'Apulië' }),
  r('IT-VEN', 'IT', 'Veneto', { fr: 'Vénétie', es: 'Véneto' }),
  r('IT-FVG', 'IT', 'Friuli-Venezia Giulia', { fr: 'Frioul-Vénétie Julienne', es: 'Friuli-Venecia Julia' }),
  r('IT-UMB', 'IT', 'Umbria', { fr: 'Ombrie', nl: 'Umbrië' }),
  r('IT-SAR', 'IT', 'Sardegna', { fr: 'Sardaigne', es: 'Cerdeña', nl: 'Sardinië' }),
  r('IT-TAA', 'IT', 'Trentino-Alto Adige', {
    fr: 'Trentin-Haut-Adige',
    es: 'Trentino-Alto Adigio',
    nl: 'Trentino-Zuid-Tirol',
  }),
  r('IT-BAS', 'IT', 'Basilicata', { fr: 'Basilicate' }),
  r('IT-VDA', 'IT', "Valle d'Aosta", { fr: "Vallée d'Aoste", es: 'Valle de Aosta' }),

  r('BE-BRU', 'BE', 'Région de Bruxelles-Capitale', {
    es: 'Región de Bruselas-Capital',
    it: 'Regione di Bruxelles-Capitale',
    nl: 'Brussels Hoofdstedelijk Gewest',
  }),
  r('BE-VLG', 'BE', 'Vlaanderen', { fr: 'Flandre', es: 'Flandes', it: 'Fiandre' }),
  r('BE-WAL', 'BE', 'Wallonie', { es: 'Valonia', it: 'Vallonia', nl: 'Wallonië' }),

  r('NL-NNL', 'NL', 'Noord-Nederland', {
    fr: 'Nord des Pays-Bas',
    es: 'Norte de los Países Bajos',
    it: 'Paesi Bassi settentrionali',
  }),
  r('NL-ONL', 'NL', 'Oost-Nederland', {
    fr: 'Est des Pays-Bas',
    es: 'Este de los Países Bajos',
    it: 'Paesi Bassi orientali',
  }),
  r('NL-WNL', 'NL', 'West-Nederland', {
    fr: 'Ouest des Pays-Bas',
    es: 'Oeste de los Países Bajos',
    it: 'Paesi Bassi occidentali',
  }),
  r('NL-ZNL', 'NL', 'Zuid-Nederland', {
    fr: 'Sud des Pays-Bas',
    es: 'Sur de los Países Bajos',
    it: 'Paesi Bassi meridionali',
  }),
];

const d = (
  key: string,
  region: string,
  code: string,
  native: string,
  overrides: Partial<Labels> = {},
): DepartmentSeed => ({
  key,
  region,
  code,
  labels: labels(native, overrides),
});

export const DEPARTMENTS: readonly DepartmentSeed[] = [
  d('FR-75', 'FR-IDF', '75', 'Paris', { es: 'París', it: 'Parigi', nl: 'Parijs' }),
  d('FR-78', 'FR-IDF', '78', 'Yvelines'),
  d('FR-13', 'FR-PAC', '13', 'Bouches-du-Rhône', {
    es: 'Bocas del Ródano',
    it: 'Bocche del Rodano',
    nl: 'Bouches-du-Rhône',
  }),
  d('FR-06', 'FR-PAC', '06', 'Alpes-Maritimes', { es: 'Alpes Marítimos', it: 'Alpi Marittime' }),
  d('FR-83', 'FR-PAC', '83', 'Var'),
  d('FR-84', 'FR-PAC', '84', 'Vaucluse', { es: 'Vaucluse', it: 'Valchiusa' }),
  d('FR-69', 'FR-ARA', '69', 'Rhône', { es: 'Ródano', it: 'Rodano' }),
  d('FR-42', 'FR-ARA', '42', 'Loire', { es: 'Loira', it: 'Loira' }),
  d('FR-38', 'FR-ARA', '38', 'Isère'),
  d('FR-63', 'FR-ARA', '63', 'Puy-de-Dôme'),
  d('FR-74', 'FR-ARA', '74', 'Haute-Savoie', { es: 'Alta Saboya', it: 'Alta Savoia', nl: 'Haute-Savoie' }),
  d('FR-31', 'FR-OCC', '31', 'Haute-Garonne', { es: 'Alto Garona', it: 'Alta Garonna' }),
  d('FR-34', 'FR-OCC', '34', 'Hérault'),
  d('FR-30', 'FR-OCC', '30', 'Gard'),
  d('FR-66', 'FR-OCC', '66', 'Pyrénées-Orientales', {
    es: 'Pirineos Orientales',
    it: 'Pirenei Orientali',
    nl: 'Pyrénées-Orientales',
  }),
  d('FR-11', 'FR-OCC', '11', 'Aude'),
  d('FR-44', 'FR-PDL', '44', 'Loire-Atlantique', { es: 'Loira Atlántico', it: 'Loira Atlantica' }),
  d('FR-49', 'FR-PDL', '49', 'Maine-et-Loire', { es: 'Maine y Loira', it: 'Maine e Loira' }),
  d('FR-67', 'FR-GES', '67', 'Bas-Rhin', { es: 'Bajo Rin', it: 'Basso Reno' }),
  d('FR-68', 'FR-GES', '68', 'Haut-Rhin', { es: 'Alto Rin', it: 'Alto Reno' }),
  d('FR-51', 'FR-GES', '51', 'Marne'),
  d('FR-57', 'FR-GES', '57', 'Moselle', { es: 'Mosela', it: 'Mosella' }),
  d('FR-33', 'FR-NAQ', '33', 'Gironde', { es: 'Gironda', it: 'Gironda' }),
  d('FR-87', 'FR-NAQ', '87', 'Haute-Vienne', { es: 'Alto Vienne', it: 'Alta Vienne' }),
  d('FR-17', 'FR-NAQ', '17', 'Charente-Maritime', { es: 'Charente Marítimo', it: 'Charente Marittima' }),
  d('FR-64', 'FR-NAQ', '64', 'Pyrénées-Atlantiques', { es: 'Pirineos Atlánticos', it: 'Pirenei Atlantici' }),
  d('FR-24', 'FR-NAQ', '24', 'Dordogne', { es: 'Dordoña', it: 'Dordogna' }),
  d('FR-59', 'FR-HDF', '59', 'Nord', { es: 'Norte', it: 'Nord', nl: 'Nord' }),
  d('FR-80', 'FR-HDF', '80', 'Somme'),
  d('FR-35', 'FR-BRE', '35', 'Ille-et-Vilaine', { es: 'Ille y Vilaine', it: 'Ille e Vilaine' }),
  d('FR-29', 'FR-BRE', '29', 'Finistère'),
  d('FR-76', 'FR-NOR', '76', 'Seine-Maritime', { es: 'Sena Marítimo', it: 'Senna Marittima' }),
  d('FR-14', 'FR-NOR', '14', 'Calvados'),
  d('FR-21', 'FR-BFC', '21', "Côte-d'Or", { es: 'Côte-d’Or', it: "Côte-d'Or" }),
  d('FR-25', 'FR-BFC', '25', 'Doubs'),
  d('FR-37', 'FR-CVL', '37', 'Indre-et-Loire', { es: 'Indre y Loira', it: 'Indre e Loira' }),
  d('FR-45', 'FR-CVL', '45', 'Loiret'),
  d('FR-2A', 'FR-COR', '2A', 'Corse-du-Sud', { es: 'Córcega del Sur', it: 'Corsica del Sud', nl: 'Corse-du-Sud' }),

  d('ES-M', 'ES-MD', 'M', 'Madrid'),
  d('ES-B', 'ES-CT', 'B', 'Barcelona', { fr: 'Barcelone', it: 'Barcellona' }),
  d('ES-GI', 'ES-CT', 'GI', 'Girona', { fr: 'Gérone' }),
  d('ES-T', 'ES-CT', 'T', 'Tarragona', { fr: 'Tarragone' }),
  d('ES-V', 'ES-VC', 'V', 'Valencia', { fr: 'Valence' }),
  d('ES-A', 'ES-VC', 'A', 'Alicante'),
  d('ES-SE', 'ES-AN', 'SE', 'Sevilla', { fr: 'Séville', it: 'Siviglia' }),
  d('ES-MA', 'ES-AN', 'MA', 'Málaga', { fr: 'Malaga', it: 'Malaga', nl: 'Málaga' }),
  d('ES-CO', 'ES-AN', 'CO', 'Córdoba', { fr: 'Cordoue', it: 'Cordova', nl: 'Córdoba' }),
  d('ES-GR', 'ES-AN', 'GR', 'Granada', { fr: 'Grenade' }),
  d('ES-CA', 'ES-AN', 'CA', 'Cádiz', { fr: 'Cadix', it: 'Cadice' }),
  d('ES-Z', 'ES-AR', 'Z', 'Zaragoza', { fr: 'Saragosse', it: 'Saragozza' }),
  d('ES-PM', 'ES-IB', 'PM', 'Illes Balears', {
    fr: 'Îles Baléares',
    es: 'Islas Baleares',
    it: 'Isole Baleari',
    nl: 'Balearen',
  }),
  d('ES-GC', 'ES-CN', 'GC', 'Las Palmas'),
  d('ES-TF', 'ES-CN', 'TF', 'Santa Cruz de Tenerife'),
  d('ES-BI', 'ES-PV', 'BI', 'Bizkaia', { fr: 'Biscaye', es: 'Vizcaya', it: 'Biscaglia', nl: 'Biskaje' }),
  d('ES-SS', 'ES-PV', 'SS', 'Gipuzkoa', { fr: 'Guipuscoa', es: 'Guipúzcoa', it: 'Guipúzcoa', nl: 'Gipuzkoa' }),
  d('ES-VI', 'ES-PV', 'VI', 'Álava', { fr: 'Alava', it: 'Álava' }),
  d('ES-VA', 'ES-CL', 'VA', 'Valladolid'),
  d('ES-SA', 'ES-CL', 'SA', 'Salamanca', { fr: 'Salamanque' }),
  d('ES-SG', 'ES-CL', 'SG', 'Segovia', { fr: 'Ségovie' }),
  d('ES-PO', 'ES-GA', 'PO', 'Pontevedra'),
  d('ES-C', 'ES-GA', 'C', 'A Coruña', { fr: 'La Corogne', es: 'La Coruña', it: 'La Coruña' }),
  d('ES-O', 'ES-AS', 'O', 'Asturias', { fr: 'Asturies', it: 'Asturie', nl: 'Asturië' }),
  d('ES-NA', 'ES-NC', 'NA', 'Navarra', { fr: 'Navarre' }),
  d('ES-S', 'ES-CB', 'S', 'Cantabria', { fr: 'Cantabrie', nl: 'Cantabrië' }),
  d('ES-TO', 'ES-CM', 'TO', 'Toledo', { fr: 'Tolède' }),
  d('ES-CU', 'ES-CM', 'CU', 'Cuenca'),
  d('ES-LO', 'ES-RI', 'LO', 'La Rioja'),

  d('IT-RM', 'IT-LAZ', 'RM', 'Roma', { fr: 'Rome', nl: 'Rome' }),
  d('IT-MI', 'IT-LOM', 'MI', 'Milano', { fr: 'Milan', es: 'Milán', nl: 'Milaan' }),
  d('IT-BG', 'IT-LOM', 'BG', 'Bergamo', { fr: 'Bergame', es: 'Bérgamo' }),
  d('IT-CO', 'IT-LOM', 'CO', 'Como', { fr: 'Côme' }),
  d('IT-NA', 'IT-CAM', 'NA', 'Napoli', { fr: 'Naples', es: 'Nápoles', nl: 'Napels' }),
  d('IT-TO', 'IT-PIE', 'TO', 'Torino', { fr: 'Turin', es: 'Turín', nl: 'Turijn' }),
  d('IT-PA', 'IT-SIC', 'PA', 'Palermo', { fr: 'Palerme' }),
  d('IT-CT', 'IT-SIC', 'CT', 'Catania', { fr: 'Catane' }),
  d('IT-ME', 'IT-SIC', 'ME', 'Messina', { fr: 'Messine', es: 'Mesina' }),
  d('IT-GE', 'IT-LIG', 'GE', 'Genova', { fr: 'Gênes', es: 'Génova', nl: 'Genua' }),
  d('IT-IM', 'IT-LIG', 'IM', 'Imperia'),
  d('IT-BO', 'IT-EMR', 'BO', 'Bologna', { fr: 'Bologne', es: 'Bolonia' }),
  d('IT-PR', 'IT-EMR', 'PR', 'Parma', { fr: 'Parme' }),
  d('IT-RN', 'IT-EMR', 'RN', 'Rimini'),
  d('IT-FI', 'IT-TOS', 'FI', 'Firenze', { fr: 'Florence', es: 'Florencia', nl: 'Florence' }),
  d('IT-PI', 'IT-TOS', 'PI', 'Pisa', { fr: 'Pise' }),
  d('IT-SI', 'IT-TOS', 'SI', 'Siena', { fr: 'Sienne' }),
  d('IT-LU', 'IT-TOS', 'LU', 'Lucca', { fr: 'Lucques' }),
  d('IT-BA', 'IT-PUG', 'BA', 'Bari'),
  d('IT-LE', 'IT-PUG', 'LE', 'Lecce'),
  d('IT-VE', 'IT-VEN', 'VE', 'Venezia', { fr: 'Venise', es: 'Venecia', nl: 'Venetië' }),
  d('IT-VR', 'IT-VEN', 'VR', 'Verona', { fr: 'Vérone' }),
  d('IT-PD', 'IT-VEN', 'PD', 'Padova', { fr: 'Padoue', es: 'Padua', nl: 'Padua' }),
  d('IT-TS', 'IT-FVG', 'TS', 'Trieste'),
  d('IT-PG', 'IT-UMB', 'PG', 'Perugia', { fr: 'Pérouse' }),
  d('IT-CA', 'IT-SAR', 'CA', 'Cagliari'),
  d('IT-TN', 'IT-TAA', 'TN', 'Trento', { fr: 'Trente' }),
  d('IT-BZ', 'IT-TAA', 'BZ', 'Bolzano'),
  d('IT-MT', 'IT-BAS', 'MT', 'Matera'),
  d('IT-AO', 'IT-VDA', 'AO', 'Aosta', { fr: 'Aoste' }),

  d('BE-BRU', 'BE-BRU', 'BRU', 'Bruxelles-Capitale', {
    es: 'Bruselas-Capital',
    it: 'Bruxelles-Capitale',
    nl: 'Brussel-Hoofdstad',
  }),
  d('BE-VAN', 'BE-VLG', 'VAN', 'Antwerpen', { fr: 'Anvers', es: 'Amberes', it: 'Anversa' }),
  d('BE-VOV', 'BE-VLG', 'VOV', 'Oost-Vlaanderen', {
    fr: 'Flandre-Orientale',
    es: 'Flandes Oriental',
    it: 'Fiandre Orientali',
  }),
  d('BE-VWV', 'BE-VLG', 'VWV', 'West-Vlaanderen', {
    fr: 'Flandre-Occidentale',
    es: 'Flandes Occidental',
    it: 'Fiandre Occidentali',
  }),
  d('BE-VBR', 'BE-VLG', 'VBR', 'Vlaams-Brabant', {
    fr: 'Brabant flamand',
    es: 'Brabante Flamenco',
    it: 'Brabante Fiammingo',
  }),
  d('BE-VLI', 'BE-VLG', 'VLI', 'Limburg', { fr: 'Limbourg', es: 'Limburgo', it: 'Limburgo' }),
  d('BE-WHT', 'BE-WAL', 'WHT', 'Hainaut', { es: 'Henao', it: 'Hainaut', nl: 'Henegouwen' }),
  d('BE-WLG', 'BE-WAL', 'WLG', 'Liège', { es: 'Lieja', it: 'Liegi', nl: 'Luik' }),
  d('BE-WNA', 'BE-WAL', 'WNA', 'Namur', { nl: 'Namen' }),
  d('BE-WLX', 'BE-WAL', 'WLX', 'Luxembourg', { es: 'Luxemburgo', it: 'Lussemburgo', nl: 'Luxemburg' }),

  d('NL-NH', 'NL-WNL', 'NH', 'Noord-Holland', {
    fr: 'Hollande-Septentrionale',
    es: 'Holanda Septentrional',
    it: 'Olanda Settentrionale',
  }),
  d('NL-ZH', 'NL-WNL', 'ZH', 'Zuid-Holland', {
    fr: 'Hollande-Méridionale',
    es: 'Holanda Meridional',
    it: 'Olanda Meridionale',
  }),
  d('NL-UT', 'NL-WNL', 'UT', 'Utrecht'),
  d('NL-NB', 'NL-ZNL', 'NB', 'Noord-Brabant', {
    fr: 'Brabant-Septentrional',
    es: 'Brabante Septentrional',
    it: 'Brabante Settentrionale',
  }),
  d('NL-LI', 'NL-ZNL', 'LI', 'Limburg', { fr: 'Limbourg', es: 'Limburgo', it: 'Limburgo' }),
  d('NL-ZE', 'NL-ZNL', 'ZE', 'Zeeland', { fr: 'Zélande', es: 'Zelanda', it: 'Zelanda' }),
  d('NL-GR', 'NL-NNL', 'GR', 'Groningen', { fr: 'Groningue', es: 'Groninga', it: 'Groninga' }),
  d('NL-FR', 'NL-NNL', 'FR', 'Friesland', { fr: 'Frise', es: 'Frisia', it: 'Frisia' }),
  d('NL-GE', 'NL-ONL', 'GE', 'Gelderland', { fr: 'Gueldre', es: 'Güeldres', it: 'Gheldria' }),
  d('NL-OV', 'NL-ONL', 'OV', 'Overijssel'),
];

type CityExtras = Pick<CitySeed, 'seaBearing' | 'maxJitterKm' | 'landscape' | 'naming'>;

const c = (
  department: string,
  native: string,
  overrides: Partial<Labels>,
  lat: number,
  lng: number,
  population: number,
  zipCode: string,
  extras: CityExtras = {},
): CitySeed => ({ department, labels: labels(native, overrides), lat, lng, population, zipCode, ...extras });

export const CITIES: readonly CitySeed[] = [
  // France
  c('FR-75', 'Paris', { es: 'París', it: 'Parigi', nl: 'Parijs' }, 48.8566, 2.3522, 2133111, '75001'),
  c('FR-13', 'Marseille', { es: 'Marsella', it: 'Marsiglia' }, 43.2965, 5.3698, 873076, '13001', { seaBearing: 225 }),
  c('FR-69', 'Lyon', { it: 'Lione' }, 45.764, 4.8357, 522250, '69001'),
  c('FR-31', 'Toulouse', { it: 'Tolosa' }, 43.6047, 1.4442, 504078, '31000'),
  c('FR-06', 'Nice', { es: 'Niza', it: 'Nizza' }, 43.7102, 7.262, 348085, '06000', { seaBearing: 180 }),
  c('FR-44', 'Nantes', {}, 47.2184, -1.5536, 320732, '44000'),
  c('FR-34', 'Montpellier', {}, 43.6108, 3.8767, 302454, '34000', { seaBearing: 160 }),
  c(
    'FR-67',
    'Strasbourg',
    { es: 'Estrasburgo', it: 'Strasburgo', nl: 'Straatsburg' },
    48.5734,
    7.7521,
    291313,
    '67000',
  ),
  c('FR-33', 'Bordeaux', { es: 'Burdeos' }, 44.8378, -0.5792, 261804, '33000'),
  c('FR-59', 'Lille', { nl: 'Rijsel' }, 50.6292, 3.0573, 236710, '59000'),
  c('FR-35', 'Rennes', {}, 48.1173, -1.6778, 222485, '35000'),
  c('FR-51', 'Reims', {}, 49.2583, 4.0317, 180318, '51100'),
  c('FR-83', 'Toulon', { it: 'Tolone' }, 43.1242, 5.928, 180834, '83000', { seaBearing: 180 }),
  c('FR-42', 'Saint-Étienne', {}, 45.4397, 4.3872, 173089, '42000'),
  c('FR-76', 'Le Havre', { es: 'El Havre' }, 49.4944, 0.1079, 166462, '76600', { seaBearing: 290 }),
  c('FR-38', 'Grenoble', {}, 45.1885, 5.7245, 158198, '38000', { landscape: 'mountain' }),
  c('FR-21', 'Dijon', { it: 'Digione' }, 47.322, 5.0415, 159346, '21000'),
  c('FR-49', 'Angers', {}, 47.4784, -0.5632, 157175, '49000'),
  c('FR-30', 'Nîmes', {}, 43.8367, 4.3601, 148561, '30000'),
  c('FR-63', 'Clermont-Ferrand', {}, 45.7772, 3.087, 147284, '63000', { landscape: 'mountain' }),
  c('FR-13', 'Aix-en-Provence', {}, 43.5297, 5.4474, 143097, '13100'),
  c('FR-29', 'Brest', {}, 48.3904, -4.4861, 139619, '29200', { seaBearing: 250 }),
  c('FR-37', 'Tours', {}, 47.3941, 0.6848, 136463, '37000'),
  c('FR-80', 'Amiens', {}, 49.8941, 2.2958, 133625, '80000'),
  c('FR-87', 'Limoges', {}, 45.8336, 1.2611, 130876, '87000'),
  c('FR-74', 'Annecy', {}, 45.8992, 6.1294, 128199, '74000', { landscape: 'lake' }),
  c('FR-66', 'Perpignan', { es: 'Perpiñán', it: 'Perpignano' }, 42.6887, 2.8948, 119656, '66000', { seaBearing: 90 }),
  c('FR-57', 'Metz', {}, 49.1193, 6.1757, 116429, '57000'),
  c('FR-25', 'Besançon', { es: 'Besanzón', it: 'Besanzone' }, 47.2378, 6.0241, 117912, '25000'),
  c('FR-45', 'Orléans', { es: 'Orleans', it: 'Orléans' }, 47.903, 1.9093, 114644, '45000'),
  c('FR-76', 'Rouen', { es: 'Ruan' }, 49.4432, 1.0999, 110169, '76000'),
  c('FR-14', 'Caen', {}, 49.1829, -0.3707, 105512, '14000'),
  c('FR-78', 'Versailles', { es: 'Versalles' }, 48.8049, 2.1204, 83918, '78000'),
  c('FR-84', 'Avignon', { es: 'Aviñón', it: 'Avignone' }, 43.9493, 4.8055, 91921, '84000'),
  c('FR-17', 'La Rochelle', {}, 46.1603, -1.1511, 77205, '17000', { seaBearing: 250 }),
  c('FR-06', 'Cannes', {}, 43.5528, 7.0174, 74152, '06400', { seaBearing: 180 }),
  c('FR-2A', 'Ajaccio', {}, 41.9192, 8.7386, 71361, '20000', { seaBearing: 225, maxJitterKm: 15 }),
  c('FR-68', 'Colmar', {}, 48.0794, 7.3585, 68703, '68000'),
  c('FR-29', 'Quimper', {}, 47.996, -4.1024, 63283, '29000'),
  c('FR-64', 'Bayonne', { es: 'Bayona', it: 'Baiona' }, 43.4929, -1.4748, 51411, '64100', { seaBearing: 290 }),
  c('FR-35', 'Saint-Malo', {}, 48.6493, -2.0257, 46803, '35400', { seaBearing: 340 }),
  c('FR-11', 'Carcassonne', { es: 'Carcasona', it: 'Carcassonne' }, 43.213, 2.3491, 46031, '11000'),
  c('FR-64', 'Biarritz', {}, 43.4832, -1.5586, 25532, '64200', { seaBearing: 290 }),
  c('FR-21', 'Beaune', {}, 47.026, 4.84, 20454, '21200'),
  c('FR-33', 'Arcachon', {}, 44.6586, -1.1689, 11630, '33120', { seaBearing: 270 }),
  c('FR-24', 'Sarlat-la-Canéda', {}, 44.889, 1.2165, 8893, '24200'),
  c('FR-74', 'Chamonix-Mont-Blanc', {}, 45.9237, 6.8694, 8611, '74400', { landscape: 'mountain', maxJitterKm: 15 }),
  c('FR-14', 'Honfleur', {}, 49.419, 0.233, 7103, '14600', { seaBearing: 0 }),
  c('FR-83', 'Saint-Tropez', {}, 43.2727, 6.6406, 4103, '83990', { seaBearing: 90, maxJitterKm: 15 }),
  c('FR-14', 'Deauville', {}, 49.36, 0.075, 3620, '14800', { seaBearing: 340 }),

  // Spain
  c('ES-M', 'Madrid', {}, 40.4168, -3.7038, 3305408, '28001'),
  c('ES-B', 'Barcelona', { fr: 'Barcelone', it: 'Barcellona' }, 41.3874, 2.1686, 1620343, '08001', { seaBearing: 135 }),
  c('ES-V', 'Valencia', { fr: 'Valence' }, 39.4699, -0.3763, 800215, '46001', { seaBearing: 90 }),
  c('ES-SE', 'Sevilla', { fr: 'Séville', it: 'Siviglia' }, 37.3891, -5.9845, 684234, '41001'),
  c('ES-Z', 'Zaragoza', { fr: 'Saragosse', it: 'Saragozza' }, 41.6488, -0.8891, 675301, '50001'),
  c('ES-MA', 'Málaga', { fr: 'Malaga', it: 'Malaga' }, 36.7213, -4.4214, 578460, '29001', { seaBearing: 180 }),
  c(
    'ES-PM',
    'Palma',
    { fr: 'Palma de Majorque', it: 'Palma di Maiorca', nl: 'Palma de Mallorca' },
    39.5696,
    2.6502,
    416065,
    '07001',
    { seaBearing: 200, maxJitterKm: 15 },
  ),
  c('ES-GC', 'Las Palmas de Gran Canaria', {}, 28.1235, -15.4363, 378797, '35001', { seaBearing: 60, maxJitterKm: 10 }),
  c('ES-BI', 'Bilbao', {}, 43.263, -2.935, 346843, '48001', { seaBearing: 330 }),
  c('ES-A', 'Alicante', { it: 'Alicante' }, 38.3452, -0.481, 337482, '03001', { seaBearing: 135 }),
  c('ES-CO', 'Córdoba', { fr: 'Cordoue', it: 'Cordova' }, 37.8882, -4.7794, 325701, '14001'),
  c('ES-VA', 'Valladolid', {}, 41.6523, -4.7245, 297775, '47001'),
  c('ES-PO', 'Vigo', {}, 42.2406, -8.7207, 296692, '36201', { seaBearing: 270 }),
  c('ES-O', 'Gijón', {}, 43.5322, -5.6611, 271780, '33201', { seaBearing: 0 }),
  c('ES-VI', 'Vitoria-Gasteiz', {}, 42.8467, -2.6716, 253996, '01001'),
  c('ES-C', 'A Coruña', { fr: 'La Corogne', es: 'La Coruña', it: 'La Coruña' }, 43.3623, -8.4115, 245711, '15001', {
    seaBearing: 340,
  }),
  c('ES-GR', 'Granada', { fr: 'Grenade' }, 37.1773, -3.5986, 232208, '18001', { landscape: 'mountain' }),
  c('ES-TF', 'Santa Cruz de Tenerife', {}, 28.4636, -16.2518, 208688, '38001', { seaBearing: 110, maxJitterKm: 10 }),
  c('ES-NA', 'Pamplona', { fr: 'Pampelune', it: 'Pamplona' }, 42.8125, -1.6458, 203944, '31001'),
  c(
    'ES-SS',
    'San Sebastián',
    { fr: 'Saint-Sébastien', it: 'San Sebastián', nl: 'San Sebastián' },
    43.3183,
    -1.9812,
    187849,
    '20001',
    { seaBearing: 0 },
  ),
  c('ES-S', 'Santander', {}, 43.4623, -3.8099, 172539, '39001', { seaBearing: 10 }),
  c('ES-LO', 'Logroño', {}, 42.4627, -2.4449, 151136, '26001'),
  c('ES-MA', 'Marbella', {}, 36.5101, -4.8825, 147633, '29601', { seaBearing: 180 }),
  c('ES-SA', 'Salamanca', { fr: 'Salamanque' }, 40.9701, -5.6635, 144228, '37001'),
  c('ES-T', 'Tarragona', { fr: 'Tarragone' }, 41.1189, 1.2445, 134515, '43001', { seaBearing: 150 }),
  c('ES-CA', 'Cádiz', { fr: 'Cadix', it: 'Cadice' }, 36.5271, -6.2886, 114244, '11001', { seaBearing: 260 }),
  c('ES-GI', 'Girona', { fr: 'Gérone' }, 41.9794, 2.8214, 103369, '17001'),
  c(
    'ES-C',
    'Santiago de Compostela',
    { fr: 'Saint-Jacques-de-Compostelle', it: 'Santiago di Compostela' },
    42.8782,
    -8.5448,
    97858,
    '15701',
  ),
  c('ES-TO', 'Toledo', { fr: 'Tolède' }, 39.8628, -4.0273, 85085, '45001'),
  c('ES-A', 'Benidorm', {}, 38.5411, -0.1225, 69738, '03501', { seaBearing: 150 }),
  c('ES-CU', 'Cuenca', {}, 40.0704, -2.1374, 54012, '16001'),
  c('ES-SG', 'Segovia', { fr: 'Ségovie' }, 40.9429, -4.1088, 51683, '40001', { landscape: 'mountain' }),
  c('ES-MA', 'Ronda', {}, 36.7462, -5.1612, 33730, '29400', { landscape: 'mountain' }),
  c('ES-B', 'Sitges', {}, 41.237, 1.8059, 29307, '08870', { seaBearing: 180 }),

  // Italy
  c('IT-RM', 'Roma', { fr: 'Rome', nl: 'Rome' }, 41.9028, 12.4964, 2749031, '00118'),
  c('IT-MI', 'Milano', { fr: 'Milan', es: 'Milán', nl: 'Milaan' }, 45.4642, 9.19, 1371498, '20121'),
  c('IT-NA', 'Napoli', { fr: 'Naples', es: 'Nápoles', nl: 'Napels' }, 40.8518, 14.2681, 913462, '80121', {
    seaBearing: 210,
  }),
  c('IT-TO', 'Torino', { fr: 'Turin', es: 'Turín', nl: 'Turijn' }, 45.0703, 7.6869, 841600, '10121'),
  c('IT-PA', 'Palermo', { fr: 'Palerme' }, 38.1157, 13.3615, 630828, '90133', { seaBearing: 40 }),
  c('IT-GE', 'Genova', { fr: 'Gênes', es: 'Génova', nl: 'Genua' }, 44.4056, 8.9463, 558745, '16121', {
    seaBearing: 180,
  }),
  c('IT-BO', 'Bologna', { fr: 'Bologne', es: 'Bolonia' }, 44.4949, 11.3426, 390734, '40121'),
  c('IT-FI', 'Firenze', { fr: 'Florence', es: 'Florencia', nl: 'Florence' }, 43.7696, 11.2558, 360930, '50122'),
  c('IT-BA', 'Bari', {}, 41.1171, 16.8719, 316015, '70121', { seaBearing: 30 }),
  c('IT-CT', 'Catania', { fr: 'Catane' }, 37.5079, 15.083, 298762, '95121', { seaBearing: 100 }),
  c('IT-VR', 'Verona', { fr: 'Vérone' }, 45.4384, 10.9916, 255588, '37121'),
  c('IT-VE', 'Venezia', { fr: 'Venise', es: 'Venecia', nl: 'Venetië' }, 45.4408, 12.3155, 250369, '30121', {
    seaBearing: 120,
  }),
  c('IT-PD', 'Padova', { fr: 'Padoue', es: 'Padua', nl: 'Padua' }, 45.4064, 11.8768, 206496, '35121'),
  c('IT-TS', 'Trieste', {}, 45.6495, 13.7768, 200521, '34121', { seaBearing: 240, maxJitterKm: 12 }),
  c('IT-PR', 'Parma', { fr: 'Parme' }, 44.8015, 10.3279, 198292, '43121'),
  c('IT-PG', 'Perugia', { fr: 'Pérouse' }, 43.1107, 12.3908, 162467, '06121'),
  c('IT-RN', 'Rimini', {}, 44.0678, 12.5695, 150630, '47921', { seaBearing: 50 }),
  c('IT-CA', 'Cagliari', {}, 39.2238, 9.1217, 149092, '09124', { seaBearing: 180 }),
  c('IT-BG', 'Bergamo', { fr: 'Bergame', es: 'Bérgamo' }, 45.6983, 9.6773, 120287, '24121'),
  c('IT-TN', 'Trento', { fr: 'Trente' }, 46.0748, 11.1217, 118142, '38122', { landscape: 'mountain' }),
  c('IT-BZ', 'Bolzano', {}, 46.4983, 11.3548, 106951, '39100', { landscape: 'mountain' }),
  c('IT-LE', 'Lecce', {}, 40.3515, 18.175, 94773, '73100', { seaBearing: 70 }),
  c('IT-PI', 'Pisa', { fr: 'Pise' }, 43.7228, 10.4017, 90118, '56121', { seaBearing: 270 }),
  c('IT-LU', 'Lucca', { fr: 'Lucques' }, 43.8429, 10.5027, 89046, '55100'),
  c('IT-CO', 'Como', { fr: 'Côme' }, 45.8081, 9.0852, 83320, '22100', { landscape: 'lake' }),
  c('IT-MT', 'Matera', {}, 40.6664, 16.6043, 60403, '75100'),
  c('IT-IM', 'Sanremo', {}, 43.8159, 7.776, 54137, '18038', { seaBearing: 180, maxJitterKm: 12 }),
  c('IT-SI', 'Siena', { fr: 'Sienne' }, 43.3188, 11.3308, 53062, '53100'),
  c('IT-AO', 'Aosta', { fr: 'Aoste' }, 45.737, 7.3201, 34052, '11100', { landscape: 'mountain', maxJitterKm: 15 }),
  c('IT-PG', 'Assisi', { fr: 'Assise', es: 'Asís', nl: 'Assisi' }, 43.0707, 12.6196, 28069, '06081'),
  c('IT-NA', 'Sorrento', { fr: 'Sorrente' }, 40.6263, 14.3758, 16459, '80067', { seaBearing: 0, maxJitterKm: 10 }),
  c('IT-ME', 'Taormina', { fr: 'Taormine' }, 37.8516, 15.2853, 10835, '98039', { seaBearing: 90, maxJitterKm: 12 }),

  // Belgium
  c('BE-BRU', 'Bruxelles', { es: 'Bruselas', it: 'Bruxelles', nl: 'Brussel' }, 50.8503, 4.3517, 1222637, '1000'),
  c('BE-VAN', 'Antwerpen', { fr: 'Anvers', es: 'Amberes', it: 'Anversa' }, 51.2194, 4.4025, 530504, '2000', {
    naming: 'nl',
  }),
  c('BE-VOV', 'Gent', { fr: 'Gand', es: 'Gante', it: 'Gand' }, 51.0543, 3.7174, 263927, '9000', { naming: 'nl' }),
  c('BE-WHT', 'Charleroi', {}, 50.4108, 4.4446, 201816, '6000', { naming: 'fr' }),
  c('BE-WLG', 'Liège', { es: 'Lieja', it: 'Liegi', nl: 'Luik' }, 50.6326, 5.5797, 195278, '4000', { naming: 'fr' }),
  c('BE-VWV', 'Brugge', { fr: 'Bruges', es: 'Brujas', it: 'Bruges' }, 51.2093, 3.2247, 118509, '8000', {
    naming: 'nl',
  }),
  c('BE-WNA', 'Namur', { nl: 'Namen' }, 50.4674, 4.872, 111432, '5000', { naming: 'fr' }),
  c('BE-VBR', 'Leuven', { fr: 'Louvain', es: 'Lovaina', it: 'Lovanio' }, 50.8798, 4.7005, 102275, '3000', {
    naming: 'nl',
  }),
  c('BE-WHT', 'Mons', { nl: 'Bergen' }, 50.4542, 3.9523, 95613, '7000', { naming: 'fr' }),
  c('BE-VAN', 'Mechelen', { fr: 'Malines', es: 'Malinas', it: 'Malines' }, 51.0259, 4.4776, 86921, '2800', {
    naming: 'nl',
  }),
  c('BE-VLI', 'Hasselt', {}, 50.9307, 5.3378, 78714, '3500', { naming: 'nl' }),
  c('BE-VWV', 'Oostende', { fr: 'Ostende', es: 'Ostende', it: 'Ostenda' }, 51.2154, 2.9286, 71494, '8400', {
    naming: 'nl',
    seaBearing: 320,
  }),
  c('BE-WHT', 'Tournai', { nl: 'Doornik' }, 50.6056, 3.3878, 69554, '7500', { naming: 'fr' }),
  c('BE-VWV', 'Knokke-Heist', {}, 51.35, 3.265, 33818, '8300', { naming: 'nl', seaBearing: 330 }),
  c('BE-WNA', 'Dinant', {}, 50.2606, 4.9125, 13597, '5500', { naming: 'fr' }),
  c('BE-WLX', 'Durbuy', {}, 50.352, 5.4563, 11679, '6940', { naming: 'fr' }),
  c('BE-WLG', 'Spa', {}, 50.4921, 5.864, 10543, '4900', { naming: 'fr' }),
  c('BE-WLX', 'Bouillon', {}, 49.7936, 5.0675, 5393, '6830', { naming: 'fr' }),

  // Netherlands
  c('NL-NH', 'Amsterdam', { es: 'Ámsterdam' }, 52.3676, 4.9041, 918117, '1012'),
  c('NL-ZH', 'Rotterdam', { es: 'Róterdam' }, 51.9244, 4.4777, 655468, '3011'),
  c('NL-ZH', 'Den Haag', { fr: 'La Haye', es: 'La Haya', it: "L'Aia" }, 52.0705, 4.3007, 552995, '2511', {
    seaBearing: 300,
  }),
  c('NL-UT', 'Utrecht', {}, 52.0907, 5.1214, 361924, '3511'),
  c('NL-NB', 'Eindhoven', {}, 51.4416, 5.4697, 238326, '5611'),
  c('NL-GR', 'Groningen', { fr: 'Groningue', es: 'Groninga', it: 'Groninga' }, 53.2194, 6.5665, 233273, '9711'),
  c('NL-NB', 'Tilburg', {}, 51.5555, 5.0913, 222601, '5038'),
  c('NL-GE', 'Nijmegen', { fr: 'Nimègue', es: 'Nimega', it: 'Nimega' }, 51.8126, 5.8372, 179073, '6511'),
  c('NL-GE', 'Arnhem', {}, 51.9851, 5.8987, 164096, '6811'),
  c('NL-NH', 'Haarlem', {}, 52.3874, 4.6462, 162543, '2011'),
  c('NL-NB', "'s-Hertogenbosch", { fr: 'Bois-le-Duc', es: 'Bolduque' }, 51.6978, 5.3037, 157486, '5211'),
  c('NL-OV', 'Zwolle', {}, 52.5168, 6.083, 130592, '8011'),
  c('NL-ZH', 'Leiden', { fr: 'Leyde', es: 'Leiden', it: 'Leida' }, 52.1601, 4.497, 125174, '2311'),
  c('NL-FR', 'Leeuwarden', { fr: 'Leeuwarden' }, 53.2012, 5.7999, 124481, '8911'),
  c('NL-LI', 'Maastricht', {}, 50.8514, 5.691, 120227, '6211'),
  c('NL-ZH', 'Delft', {}, 52.0116, 4.3571, 103163, '2611'),
  c('NL-ZE', 'Middelburg', {}, 51.4988, 3.6136, 49004, '4331', { seaBearing: 270 }),
  c('NL-NH', 'Zandvoort', {}, 52.3713, 4.5331, 17178, '2041', { seaBearing: 270 }),
  c('NL-LI', 'Valkenburg aan de Geul', {}, 50.865, 5.831, 16300, '6301'),
];

const p = (region: string, native: string, overrides: Partial<Labels>, lat: number, lng: number): PoiSeed => ({
  region,
  labels: labels(native, overrides),
  lat,
  lng,
});

export const POIS: readonly PoiSeed[] = [
  p('FR-IDF', 'Tour Eiffel', { es: 'Torre Eiffel', it: 'Torre Eiffel', nl: 'Eiffeltoren' }, 48.8584, 2.2945),
  p('FR-IDF', 'Disneyland Paris', {}, 48.8722, 2.7758),
  p(
    'FR-IDF',
    'Château de Versailles',
    { es: 'Palacio de Versalles', it: 'Reggia di Versailles', nl: 'Paleis van Versailles' },
    48.8049,
    2.1204,
  ),
  p('FR-NOR', 'Mont-Saint-Michel', { es: 'Monte Saint-Michel', nl: 'Mont Saint-Michel' }, 48.6361, -1.5115),
  p('FR-OCC', 'Pont du Gard', { es: 'Puente del Gard', it: 'Pont du Gard' }, 43.9475, 4.535),
  p(
    'FR-PAC',
    'Calanques de Marseille',
    { es: 'Calanques de Marsella', it: 'Calanchi di Marsiglia', nl: 'Calanques van Marseille' },
    43.21,
    5.45,
  ),
  p('FR-ARA', 'Mont Blanc', { es: 'Mont Blanc', it: 'Monte Bianco' }, 45.8326, 6.8652),
  p('ES-CT', 'Sagrada Família', { es: 'Sagrada Familia' }, 41.4036, 2.1744),
  p('ES-AN', 'Alhambra', {}, 37.1761, -3.5881),
  p(
    'ES-PV',
    'Museo Guggenheim Bilbao',
    { fr: 'Musée Guggenheim de Bilbao', it: 'Museo Guggenheim di Bilbao', nl: 'Guggenheim Museum Bilbao' },
    43.2687,
    -2.934,
  ),
  p('IT-LAZ', 'Colosseo', { fr: 'Colisée', es: 'Coliseo', nl: 'Colosseum' }, 41.8902, 12.4922),
  p('IT-TOS', 'Torre di Pisa', { fr: 'Tour de Pise', es: 'Torre de Pisa', nl: 'Toren van Pisa' }, 43.723, 10.3966),
  p(
    'IT-VEN',
    'Piazza San Marco',
    { fr: 'Place Saint-Marc', es: 'Plaza de San Marcos', nl: 'San Marcoplein' },
    45.4341,
    12.3388,
  ),
  p('BE-BRU', 'Atomium', {}, 50.8949, 4.3415),
  p('BE-BRU', 'Grand-Place', { es: 'Grand Place', it: 'Grand-Place', nl: 'Grote Markt' }, 50.8467, 4.3525),
  p('BE-WAL', 'Pairi Daiza', {}, 50.585, 3.888),
  p('NL-WNL', 'Keukenhof', {}, 52.2697, 4.5469),
  p('NL-WNL', 'Rijksmuseum', {}, 52.36, 4.8852),
  p('NL-WNL', 'Kinderdijk', {}, 51.8838, 4.639),
  p('NL-ZNL', 'Efteling', {}, 51.65, 5.0497),
];
