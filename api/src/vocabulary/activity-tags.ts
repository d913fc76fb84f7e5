import type { Labels } from './labels';

/** Activities included in stays and sold alone; their numeric ids are the `tags` filter values. */
export interface ActivityTag {
  id: number;
  labels: Labels;
  /** What the programme line says, e.g. "Massage de 30 minutes pour 2". */
  programmeLabels: Labels;
  /** Shown first in the activities filter. */
  highlighted: boolean;
}

const tag = (id: number, names: Labels, programme: Labels, highlighted = false): ActivityTag => ({
  id,
  labels: names,
  programmeLabels: programme,
  highlighted,
});

export const ACTIVITY_TAGS: readonly ActivityTag[] = [
  tag(
    101,
    { fr: 'Accès au spa', es: 'Acceso al spa', it: 'Accesso alla spa', nl: 'Toegang tot de spa' },
    {
      fr: 'Accès illimité au spa',
      es: 'Acceso ilimitado al spa',
      it: 'Accesso illimitato alla spa',
      nl: 'Onbeperkte toegang tot de spa',
    },
    true,
  ),
  tag(
    102,
    { fr: 'Massage', es: 'Masaje', it: 'Massaggio', nl: 'Massage' },
    {
      fr: 'Massage relaxant de 30 minutes par personne',
      es: 'Masaje relajante de 30 minutos por persona',
      it: 'Massaggio rilassante di 30 minuti a persona',
      nl: 'Ontspannende massage van 30 minuten per persoon',
    },
    true,
  ),
  tag(
    103,
    { fr: 'Dégustation de vins', es: 'Cata de vinos', it: 'Degustazione di vini', nl: 'Wijnproeverij' },
    {
      fr: 'Dégustation commentée de vins de la région',
      es: 'Cata comentada de vinos de la región',
      it: 'Degustazione guidata di vini del territorio',
      nl: 'Begeleide proeverij van streekwijnen',
    },
    true,
  ),
  tag(
    104,
    { fr: 'Cours de cuisine', es: 'Clase de cocina', it: 'Corso di cucina', nl: 'Kookworkshop' },
    {
      fr: 'Cours de cuisine avec le chef',
      es: 'Clase de cocina con el chef',
      it: 'Corso di cucina con lo chef',
      nl: 'Kookworkshop met de chef',
    },
  ),
  tag(
    105,
    { fr: 'Balade à vélo', es: 'Paseo en bicicleta', it: 'Giro in bicicletta', nl: 'Fietstocht' },
    {
      fr: 'Location de vélos pour une demi-journée',
      es: 'Alquiler de bicicletas durante medio día',
      it: 'Noleggio biciclette per mezza giornata',
      nl: 'Fietsverhuur voor een halve dag',
    },
  ),
  tag(
    106,
    { fr: 'Visite guidée', es: 'Visita guiada', it: 'Visita guidata', nl: 'Rondleiding' },
    {
      fr: 'Visite guidée du centre historique',
      es: 'Visita guiada por el casco histórico',
      it: 'Visita guidata del centro storico',
      nl: 'Rondleiding door het historische centrum',
    },
    true,
  ),
  tag(
    107,
    { fr: 'Balade en bateau', es: 'Paseo en barco', it: 'Giro in barca', nl: 'Boottocht' },
    {
      fr: 'Balade en bateau d’une heure',
      es: 'Paseo en barco de una hora',
      it: "Giro in barca di un'ora",
      nl: 'Boottocht van een uur',
    },
  ),
  tag(
    108,
    { fr: 'Randonnée', es: 'Senderismo', it: 'Escursionismo', nl: 'Wandelen' },
    {
      fr: 'Randonnée accompagnée par un guide',
      es: 'Ruta de senderismo con guía',
      it: 'Escursione accompagnata da una guida',
      nl: 'Wandeling met een gids',
    },
  ),
  tag(
    109,
    { fr: 'Musée', es: 'Museo', it: 'Museo', nl: 'Museum' },
    {
      fr: 'Entrées au musée pour 2',
      es: 'Entradas al museo para 2',
      it: 'Ingressi al museo per 2',
      nl: 'Museumtickets voor 2',
    },
  ),
  tag(
    110,
    { fr: 'Golf', es: 'Golf', it: 'Golf', nl: 'Golf' },
    { fr: 'Initiation au golf', es: 'Iniciación al golf', it: 'Lezione di golf per principianti', nl: 'Golfinitiatie' },
  ),
  tag(
    111,
    { fr: 'Balade à cheval', es: 'Paseo a caballo', it: 'Passeggiata a cavallo', nl: 'Paardrijden' },
    {
      fr: 'Balade à cheval d’une heure',
      es: 'Paseo a caballo de una hora',
      it: "Passeggiata a cavallo di un'ora",
      nl: 'Rit te paard van een uur',
    },
  ),
  tag(
    112,
    { fr: 'Canoë-kayak', es: 'Piragüismo', it: 'Canoa e kayak', nl: 'Kajakken' },
    { fr: 'Descente en canoë-kayak', es: 'Descenso en piragua', it: 'Discesa in canoa', nl: 'Kanotocht' },
  ),
  tag(
    113,
    { fr: 'Produits du terroir', es: 'Productos locales', it: 'Prodotti tipici', nl: 'Streekproducten' },
    {
      fr: 'Dégustation de produits du terroir',
      es: 'Degustación de productos locales',
      it: 'Degustazione di prodotti tipici',
      nl: 'Proeverij van streekproducten',
    },
  ),
  tag(
    114,
    { fr: "Parc d'attractions", es: 'Parque de atracciones', it: 'Parco divertimenti', nl: 'Pretpark' },
    {
      fr: "Billets pour le parc d'attractions",
      es: 'Entradas al parque de atracciones',
      it: 'Biglietti per il parco divertimenti',
      nl: 'Tickets voor het pretpark',
    },
    true,
  ),
  tag(
    115,
    { fr: 'Escape game', es: 'Escape room', it: 'Escape room', nl: 'Escaperoom' },
    {
      fr: 'Partie d’escape game en famille',
      es: 'Partida de escape room en familia',
      it: 'Partita di escape room in famiglia',
      nl: 'Escaperoom met het hele gezin',
    },
  ),
  tag(
    116,
    { fr: 'Yoga', es: 'Yoga', it: 'Yoga', nl: 'Yoga' },
    {
      fr: 'Cours de yoga au lever du soleil',
      es: 'Clase de yoga al amanecer',
      it: "Lezione di yoga all'alba",
      nl: 'Yogales bij zonsopgang',
    },
  ),
  tag(
    117,
    { fr: 'Hammam', es: 'Baño turco', it: 'Bagno turco', nl: 'Hamam' },
    { fr: 'Accès au hammam', es: 'Acceso al baño turco', it: 'Accesso al bagno turco', nl: 'Toegang tot de hamam' },
  ),
  tag(
    118,
    { fr: 'Zoo', es: 'Zoo', it: 'Zoo', nl: 'Dierentuin' },
    {
      fr: 'Entrées au zoo pour toute la famille',
      es: 'Entradas al zoo para toda la familia',
      it: 'Ingressi allo zoo per tutta la famiglia',
      nl: 'Dierentuintickets voor het hele gezin',
    },
  ),
];

export const ACTIVITY_TAG_BY_ID: ReadonlyMap<number, ActivityTag> = new Map(
  ACTIVITY_TAGS.map((entry) => [entry.id, entry]),
);
