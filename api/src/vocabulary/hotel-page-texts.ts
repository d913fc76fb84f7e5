/** Texts of the hotel page that the catalogue does not hold: rooms in detail, services, parking, practical information. */
import type { Labels } from './labels';

/** What each kind of room is like, after its size and bedding. */
export const ROOM_KIND_SENTENCES: Readonly<Record<string, Labels>> = {
  classic: {
    fr: 'Une chambre confortable et lumineuse, idéale pour une escapade à deux.',
    es: 'Una habitación cómoda y luminosa, ideal para una escapada en pareja.',
    it: 'Una camera confortevole e luminosa, ideale per una fuga di coppia.',
    nl: 'Een comfortabele, lichte kamer, ideaal voor een uitje met z’n tweeën.',
  },
  superior: {
    fr: 'Plus spacieuse, elle offre un coin salon pour profiter pleinement de votre séjour.',
    es: 'Más amplia, dispone de una zona de estar para disfrutar plenamente de su estancia.',
    it: 'Più spaziosa, offre un angolo salotto per godersi appieno il soggiorno.',
    nl: 'Ruimer, met een zithoek om volop van uw verblijf te genieten.',
  },
  view: {
    fr: 'Ses grandes fenêtres offrent une vue dégagée sur les environs.',
    es: 'Sus grandes ventanales ofrecen vistas despejadas del entorno.',
    it: 'Le ampie finestre offrono una vista aperta sui dintorni.',
    nl: 'De grote ramen bieden een weids uitzicht op de omgeving.',
  },
  'junior-suite': {
    fr: 'Un espace nuit et un salon séparé, pour un séjour tout en confort.',
    es: 'Un dormitorio y un salón separado, para una estancia con todo el confort.',
    it: 'Una zona notte e un salotto separato, per un soggiorno all’insegna del comfort.',
    nl: 'Een slaapgedeelte en een aparte zithoek, voor een verblijf vol comfort.',
  },
  family: {
    fr: 'Pensée pour les familles, elle accueille parents et enfants sous le même toit.',
    es: 'Pensada para familias, acoge a padres e hijos bajo el mismo techo.',
    it: 'Pensata per le famiglie, accoglie genitori e bambini sotto lo stesso tetto.',
    nl: 'Ontworpen voor gezinnen: ouders en kinderen onder één dak.',
  },
};

export const ROOM_SECTION_TITLES: Readonly<Record<'bedding' | 'bathroom' | 'equipment', Labels>> = {
  bedding: { fr: 'Literie', es: 'Camas', it: 'Letti', nl: 'Bedden' },
  bathroom: { fr: 'Salle de bain', es: 'Baño', it: 'Bagno', nl: 'Badkamer' },
  equipment: { fr: 'Équipements', es: 'Equipamiento', it: 'Dotazioni', nl: 'Voorzieningen' },
};

export const BATHROOM_TYPES: readonly Labels[] = [
  { fr: 'Douche à l’italienne', es: 'Ducha a ras de suelo', it: 'Doccia a filo pavimento', nl: 'Inloopdouche' },
  { fr: 'Baignoire', es: 'Bañera', it: 'Vasca da bagno', nl: 'Ligbad' },
];

export const BATHROOM_EXTRAS: readonly Labels[] = [
  { fr: 'Sèche-cheveux', es: 'Secador de pelo', it: 'Asciugacapelli', nl: 'Haardroger' },
  { fr: 'Produits d’accueil', es: 'Artículos de aseo', it: 'Set di cortesia', nl: 'Toiletartikelen' },
  {
    fr: 'Peignoirs et chaussons',
    es: 'Albornoces y zapatillas',
    it: 'Accappatoi e ciabattine',
    nl: 'Badjassen en slippers',
  },
];

export const ROOM_EQUIPMENT: readonly Labels[] = [
  { fr: 'Télévision écran plat', es: 'Televisión de pantalla plana', it: 'TV a schermo piatto', nl: 'Flatscreen-tv' },
  { fr: 'Coffre-fort', es: 'Caja fuerte', it: 'Cassaforte', nl: 'Kluis' },
  {
    fr: 'Bouilloire et sélection de thés',
    es: 'Hervidor y selección de tés',
    it: 'Bollitore e selezione di tè',
    nl: 'Waterkoker en theeselectie',
  },
  { fr: 'Minibar', es: 'Minibar', it: 'Minibar', nl: 'Minibar' },
  { fr: 'Bureau', es: 'Escritorio', it: 'Scrivania', nl: 'Bureau' },
  { fr: 'Machine à café', es: 'Cafetera', it: 'Macchina da caffè', nl: 'Koffiezetapparaat' },
];

export const FREE_WIFI_IN_ROOM: Labels = {
  fr: 'Wi-Fi gratuit dans la chambre',
  es: 'Wifi gratis en la habitación',
  it: 'Wi-Fi gratuito in camera',
  nl: 'Gratis wifi op de kamer',
};

export const ROOM_IMPORTANT: Readonly<Record<'nonSmoking' | 'babyCot' | 'sofaBed', Labels>> = {
  nonSmoking: {
    fr: 'Chambre non-fumeur',
    es: 'Habitación para no fumadores',
    it: 'Camera non fumatori',
    nl: 'Rookvrije kamer',
  },
  babyCot: {
    fr: 'Lit bébé gratuit sur demande',
    es: 'Cuna gratuita bajo petición',
    it: 'Culla gratuita su richiesta',
    nl: 'Gratis babybedje op aanvraag',
  },
  sofaBed: {
    fr: 'Le canapé-lit accueille un enfant',
    es: 'El sofá cama es apto para un niño',
    it: 'Il divano letto può ospitare un bambino',
    nl: 'De slaapbank is geschikt voor één kind',
  },
};

/** Services every hotel of the shop offers, listed after its own facilities. */
export const HOTEL_SERVICES: readonly { id: string; labels: Labels }[] = [
  {
    id: 'reception',
    labels: { fr: 'Réception', es: 'Recepción', it: 'Reception', nl: 'Receptie' },
  },
  {
    id: 'luggage-storage',
    labels: { fr: 'Consigne à bagages', es: 'Consigna de equipaje', it: 'Deposito bagagli', nl: 'Bagageopslag' },
  },
  {
    id: 'non-smoking',
    labels: {
      fr: 'Établissement non-fumeur',
      es: 'Establecimiento para no fumadores',
      it: 'Struttura non fumatori',
      nl: 'Rookvrij gebouw',
    },
  },
];

/** The kinds of parking a hotel with parking can have; `{price}` is the price per day in euros. */
export const PARKING_KINDS: readonly Labels[] = [
  {
    fr: 'Parking privé gratuit sur place',
    es: 'Aparcamiento privado gratuito en el establecimiento',
    it: 'Parcheggio privato gratuito in loco',
    nl: 'Gratis privéparking ter plaatse',
  },
  {
    fr: 'Parking privé sur place : {price} € par jour',
    es: 'Aparcamiento privado en el establecimiento: {price} € al día',
    it: 'Parcheggio privato in loco: {price} € al giorno',
    nl: 'Privéparking ter plaatse: € {price} per dag',
  },
  {
    fr: 'Parking public gratuit à proximité',
    es: 'Aparcamiento público gratuito cerca',
    it: 'Parcheggio pubblico gratuito nelle vicinanze',
    nl: 'Gratis openbare parking in de buurt',
  },
];

export const PARKING_NO_BOOKING: Labels = {
  fr: 'Sans réservation, dans la limite des places disponibles',
  es: 'Sin reserva, según disponibilidad',
  it: 'Senza prenotazione, fino a esaurimento posti',
  nl: 'Zonder reservering, zolang er plaats is',
};

export const PARKING_EV_CHARGING: Labels = {
  fr: 'Bornes de recharge pour véhicules électriques',
  es: 'Puntos de recarga para vehículos eléctricos',
  it: 'Colonnine di ricarica per auto elettriche',
  nl: 'Laadpalen voor elektrische auto’s',
};

export const HOTEL_IMPORTANT_INFOS: Readonly<Record<'identity' | 'touristTax' | 'lateArrival' | 'pets', Labels>> = {
  identity: {
    fr: 'Une pièce d’identité et une carte bancaire vous seront demandées à l’arrivée',
    es: 'Se le pedirá un documento de identidad y una tarjeta bancaria a la llegada',
    it: 'All’arrivo vi verranno richiesti un documento d’identità e una carta di credito',
    nl: 'Bij aankomst wordt om een identiteitsbewijs en een bankkaart gevraagd',
  },
  touristTax: {
    fr: 'La taxe de séjour est à régler sur place',
    es: 'La tasa turística se paga en el establecimiento',
    it: 'La tassa di soggiorno si paga in loco',
    nl: 'De toeristenbelasting betaalt u ter plaatse',
  },
  lateArrival: {
    fr: 'En cas d’arrivée après 21h, merci de prévenir l’hôtel',
    es: 'Si llega después de las 21:00, avise al hotel',
    it: 'In caso di arrivo dopo le 21:00, avvisate l’hotel',
    nl: 'Komt u na 21:00 aan, laat het hotel het dan weten',
  },
  pets: {
    fr: 'Les animaux ne sont pas admis',
    es: 'No se admiten animales',
    it: 'Gli animali non sono ammessi',
    nl: 'Huisdieren zijn niet toegestaan',
  },
};
