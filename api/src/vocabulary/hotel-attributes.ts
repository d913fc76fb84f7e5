import type { Labels } from './labels';

/** A filterable hotel property: its id is what the filters send, its labels what users read. */
export interface HotelAttribute {
  id: string;
  labels: Labels;
}

export const HOTEL_TYPES: readonly HotelAttribute[] = [
  { id: 'hotel', labels: { fr: 'Hôtel', es: 'Hotel', it: 'Hotel', nl: 'Hotel' } },
  {
    id: 'guesthouse',
    labels: { fr: "Chambre d'hôtes", es: 'Casa rural', it: 'Bed and breakfast', nl: 'Bed & breakfast' },
  },
  { id: 'castle', labels: { fr: 'Château', es: 'Castillo', it: 'Castello', nl: 'Kasteel' } },
  { id: 'resort', labels: { fr: 'Resort', es: 'Resort', it: 'Resort', nl: 'Resort' } },
  { id: 'lodge', labels: { fr: 'Lodge et cabane', es: 'Cabaña', it: 'Lodge e baita', nl: 'Lodge en boomhut' } },
];

export const HOTEL_ENVIRONMENTS: readonly HotelAttribute[] = [
  { id: 'city', labels: { fr: 'En ville', es: 'En la ciudad', it: 'In città', nl: 'In de stad' } },
  { id: 'countryside', labels: { fr: 'À la campagne', es: 'En el campo', it: 'In campagna', nl: 'Op het platteland' } },
  { id: 'seaside', labels: { fr: 'Bord de mer', es: 'Junto al mar', it: 'Al mare', nl: 'Aan zee' } },
  { id: 'mountain', labels: { fr: 'À la montagne', es: 'En la montaña', it: 'In montagna', nl: 'In de bergen' } },
  { id: 'lake', labels: { fr: 'Au bord d’un lac', es: 'Junto a un lago', it: 'Sul lago', nl: 'Aan een meer' } },
];

export const HOTEL_STYLES: readonly HotelAttribute[] = [
  { id: 'charming', labels: { fr: 'De charme', es: 'Con encanto', it: 'Di charme', nl: 'Sfeervol' } },
  { id: 'design', labels: { fr: 'Design', es: 'De diseño', it: 'Di design', nl: 'Design' } },
  { id: 'traditional', labels: { fr: 'Authentique', es: 'Tradicional', it: 'Tradizionale', nl: 'Authentiek' } },
  { id: 'luxury', labels: { fr: 'Luxe', es: 'De lujo', it: 'Di lusso', nl: 'Luxe' } },
  { id: 'family', labels: { fr: 'Familial', es: 'Familiar', it: 'Per famiglie', nl: 'Gezinsvriendelijk' } },
];

/** Hotel facilities; `pets` is not one of them: it is the boolean petsAllowed. */
export const FACILITIES: readonly HotelAttribute[] = [
  { id: 'wifi', labels: { fr: 'Wi-Fi gratuit', es: 'Wifi gratis', it: 'Wi-Fi gratuito', nl: 'Gratis wifi' } },
  { id: 'parking', labels: { fr: 'Parking', es: 'Aparcamiento', it: 'Parcheggio', nl: 'Parkeerplaats' } },
  { id: 'restaurant', labels: { fr: 'Restaurant', es: 'Restaurante', it: 'Ristorante', nl: 'Restaurant' } },
  { id: 'spa', labels: { fr: 'Spa', es: 'Spa', it: 'Spa', nl: 'Spa' } },
  { id: 'pool', labels: { fr: 'Piscine', es: 'Piscina', it: 'Piscina', nl: 'Zwembad' } },
  { id: 'bar', labels: { fr: 'Bar', es: 'Bar', it: 'Bar', nl: 'Bar' } },
  { id: 'fitness', labels: { fr: 'Salle de sport', es: 'Gimnasio', it: 'Palestra', nl: 'Fitnessruimte' } },
  { id: 'garden', labels: { fr: 'Jardin', es: 'Jardín', it: 'Giardino', nl: 'Tuin' } },
  {
    id: 'air-conditioning',
    labels: { fr: 'Climatisation', es: 'Aire acondicionado', it: 'Aria condizionata', nl: 'Airconditioning' },
  },
  { id: 'sauna', labels: { fr: 'Sauna', es: 'Sauna', it: 'Sauna', nl: 'Sauna' } },
  {
    id: 'ev-charging',
    labels: { fr: 'Borne de recharge', es: 'Punto de recarga', it: 'Colonnina di ricarica', nl: 'Laadpaal' },
  },
  {
    id: 'accessible',
    labels: { fr: 'Accessible PMR', es: 'Accesible', it: 'Accessibile ai disabili', nl: 'Rolstoeltoegankelijk' },
  },
];

/** The facility value of the filters that stands for petsAllowed=true. */
export const PETS_FACILITY_ID = 'pets';
export const PETS_LABELS: Labels = {
  fr: 'Animaux acceptés',
  es: 'Se admiten mascotas',
  it: 'Animali ammessi',
  nl: 'Huisdieren toegestaan',
};

export const ECO_FACILITIES: readonly HotelAttribute[] = [
  {
    id: 'renewable-energy',
    labels: {
      fr: 'Électricité 100 % renouvelable',
      es: 'Electricidad 100 % renovable',
      it: 'Elettricità 100% rinnovabile',
      nl: '100% groene stroom',
    },
  },
  {
    id: 'solar-panels',
    labels: { fr: 'Panneaux solaires', es: 'Paneles solares', it: 'Pannelli solari', nl: 'Zonnepanelen' },
  },
  {
    id: 'local-products',
    labels: {
      fr: 'Produits locaux au petit-déjeuner',
      es: 'Productos locales en el desayuno',
      it: 'Prodotti locali a colazione',
      nl: 'Lokale producten bij het ontbijt',
    },
  },
  {
    id: 'organic-food',
    labels: { fr: 'Cuisine bio', es: 'Cocina ecológica', it: 'Cucina biologica', nl: 'Biologische keuken' },
  },
  {
    id: 'water-saving',
    labels: {
      fr: "Économiseurs d'eau",
      es: 'Ahorradores de agua',
      it: "Riduttori di flusso dell'acqua",
      nl: 'Waterbesparende kranen',
    },
  },
  {
    id: 'led-lighting',
    labels: { fr: 'Éclairage LED', es: 'Iluminación LED', it: 'Illuminazione LED', nl: 'Ledverlichting' },
  },
  {
    id: 'waste-sorting',
    labels: { fr: 'Tri des déchets', es: 'Separación de residuos', it: 'Raccolta differenziata', nl: 'Afvalscheiding' },
  },
  {
    id: 'no-single-use-plastic',
    labels: {
      fr: 'Zéro plastique à usage unique',
      es: 'Sin plásticos de un solo uso',
      it: 'Niente plastica monouso',
      nl: 'Geen wegwerpplastic',
    },
  },
  {
    id: 'bike-rental',
    labels: { fr: 'Location de vélos', es: 'Alquiler de bicicletas', it: 'Noleggio biciclette', nl: 'Fietsverhuur' },
  },
  {
    id: 'ev-charging',
    labels: {
      fr: 'Recharge pour véhicules électriques',
      es: 'Recarga de vehículos eléctricos',
      it: 'Ricarica per auto elettriche',
      nl: 'Laadpunt voor elektrische auto’s',
    },
  },
  { id: 'compost', labels: { fr: 'Compostage', es: 'Compostaje', it: 'Compostaggio', nl: 'Composteren' } },
  {
    id: 'eco-cleaning',
    labels: {
      fr: "Produits d'entretien écologiques",
      es: 'Productos de limpieza ecológicos',
      it: 'Detergenti ecologici',
      nl: 'Ecologische schoonmaakmiddelen',
    },
  },
  {
    id: 'rainwater',
    labels: {
      fr: 'Récupération des eaux de pluie',
      es: 'Recogida de agua de lluvia',
      it: "Recupero dell'acqua piovana",
      nl: 'Opvang van regenwater',
    },
  },
];

/** At least this many eco facilities earn the eco-label message. */
export const ECO_LABEL_MIN_FACILITIES = 8;

export interface RoomKind {
  id: string;
  labels: Labels;
  sizeM2: [number, number];
  capacity: number;
  bedding: Labels;
}

export const ROOM_KINDS: readonly RoomKind[] = [
  {
    id: 'classic',
    sizeM2: [16, 22],
    capacity: 2,
    labels: {
      fr: 'Chambre Double Classique',
      es: 'Habitación Doble Clásica',
      it: 'Camera Doppia Classic',
      nl: 'Klassieke tweepersoonskamer',
    },
    bedding: { fr: '1 lit double', es: '1 cama de matrimonio', it: '1 letto matrimoniale', nl: '1 tweepersoonsbed' },
  },
  {
    id: 'superior',
    sizeM2: [20, 28],
    capacity: 2,
    labels: { fr: 'Chambre Supérieure', es: 'Habitación Superior', it: 'Camera Superior', nl: 'Superior kamer' },
    bedding: {
      fr: '1 grand lit double',
      es: '1 cama extragrande',
      it: '1 letto matrimoniale king size',
      nl: '1 kingsize bed',
    },
  },
  {
    id: 'view',
    sizeM2: [22, 30],
    capacity: 2,
    labels: {
      fr: 'Chambre Deluxe avec vue',
      es: 'Habitación Deluxe con vistas',
      it: 'Camera Deluxe con vista',
      nl: 'Deluxe kamer met uitzicht',
    },
    bedding: {
      fr: '1 grand lit double',
      es: '1 cama extragrande',
      it: '1 letto matrimoniale king size',
      nl: '1 kingsize bed',
    },
  },
  {
    id: 'junior-suite',
    sizeM2: [32, 45],
    capacity: 3,
    labels: { fr: 'Suite Junior', es: 'Junior Suite', it: 'Junior Suite', nl: 'Juniorsuite' },
    bedding: {
      fr: '1 lit king size et 1 canapé-lit',
      es: '1 cama extragrande y 1 sofá cama',
      it: '1 letto king size e 1 divano letto',
      nl: '1 kingsize bed en 1 slaapbank',
    },
  },
  {
    id: 'family',
    sizeM2: [28, 40],
    capacity: 4,
    labels: { fr: 'Chambre Familiale', es: 'Habitación Familiar', it: 'Camera Familiare', nl: 'Familiekamer' },
    bedding: {
      fr: '1 lit double et 2 lits simples',
      es: '1 cama de matrimonio y 2 camas individuales',
      it: '1 letto matrimoniale e 2 letti singoli',
      nl: '1 tweepersoonsbed en 2 eenpersoonsbedden',
    },
  },
];

export const ROOM_KIND_BY_ID: ReadonlyMap<string, RoomKind> = new Map(ROOM_KINDS.map((kind) => [kind.id, kind]));

export const MEALS: Readonly<Record<'breakfast' | 'dinner' | 'gastronomic-dinner', Labels>> = {
  breakfast: {
    fr: 'Petit-déjeuner buffet chaque matin',
    es: 'Desayuno bufé cada mañana',
    it: 'Colazione a buffet ogni mattina',
    nl: 'Elke ochtend ontbijtbuffet',
  },
  dinner: {
    fr: 'Dîner 3 plats (hors boissons)',
    es: 'Cena de 3 platos (bebidas no incluidas)',
    it: 'Cena di 3 portate (bevande escluse)',
    nl: 'Driegangendiner (exclusief dranken)',
  },
  'gastronomic-dinner': {
    fr: 'Dîner gastronomique 5 plats',
    es: 'Cena gastronómica de 5 platos',
    it: 'Cena gastronomica di 5 portate',
    nl: 'Gastronomisch vijfgangendiner',
  },
};

export const MARKETING_LABELS: Readonly<Record<'new' | 'bestseller' | 'favourite', Labels>> = {
  new: { fr: 'Nouveauté', es: 'Novedad', it: 'Novità', nl: 'Nieuw' },
  bestseller: { fr: 'Meilleure vente', es: 'Más vendido', it: 'Più venduto', nl: 'Bestseller' },
  favourite: { fr: 'Coup de cœur', es: 'Nuestro favorito', it: 'Il nostro preferito', nl: 'Onze favoriet' },
};
export type MarketingLabelKey = keyof typeof MARKETING_LABELS;
