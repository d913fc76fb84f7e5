/**
 * What the stay page tells about each activity of a programme: how long it lasts, where it takes
 * place, why it is worth it, what to know and how to book it. Activities of the same kind share
 * their practical texts; each activity adds its own reason to go.
 */
import type { Labels } from './labels';

export type ActivityKind = 'wellness-access' | 'treatment' | 'tasting' | 'workshop' | 'outdoor' | 'culture' | 'leisure';

/** Where an activity takes place, relative to the hotel. */
export type ActivityPlace = 'spa' | 'hotel' | 'nearby' | 'city';

/** Opening hours over a range of weekdays, 1 = Monday … 7 = Sunday. */
export interface OpeningHours {
  fromDay: number;
  toDay: number;
  opens: string;
  closes: string;
}

export interface ActivityKindTexts {
  why: Labels;
  mustKnow: readonly Labels[];
  how: Labels;
  included: readonly Labels[];
  /** Alternative weekly timetables; each offer gets one of them. */
  timetables: readonly (readonly OpeningHours[])[];
}

export interface ActivityDetail {
  kind: ActivityKind;
  place: ActivityPlace;
  /** Null when the activity is open access during the whole stay or lasts the whole day. */
  durationMinutes: number | null;
  /** Open access during the whole stay rather than one session. */
  wholeStay: boolean;
  adultsOnly: boolean;
  why: Labels;
}

const hours = (fromDay: number, toDay: number, opens: string, closes: string): OpeningHours => ({
  fromDay,
  toDay,
  opens,
  closes,
});

export const ACTIVITY_KIND_TEXTS: Readonly<Record<ActivityKind, ActivityKindTexts>> = {
  'wellness-access': {
    why: {
      fr: 'Idéal pour se détendre après une journée de visites',
      es: 'Ideal para relajarse después de un día de visitas',
      it: 'Ideale per rilassarsi dopo una giornata di visite',
      nl: 'Ideaal om te ontspannen na een dag vol uitstapjes',
    },
    mustKnow: [
      {
        fr: 'Maillot de bain obligatoire, peignoir et serviettes fournis',
        es: 'Bañador obligatorio, albornoz y toallas incluidos',
        it: 'Costume da bagno obbligatorio, accappatoio e asciugamani forniti',
        nl: 'Badkleding verplicht, badjas en handdoeken voorzien',
      },
      {
        fr: 'Enfants acceptés à partir de 12 ans, accompagnés d’un adulte',
        es: 'Niños a partir de 12 años, acompañados de un adulto',
        it: 'Bambini ammessi dai 12 anni, accompagnati da un adulto',
        nl: 'Kinderen vanaf 12 jaar, onder begeleiding van een volwassene',
      },
    ],
    how: {
      fr: 'Présentez-vous à l’accueil du spa avec votre clé de chambre.',
      es: 'Preséntese en la recepción del spa con la llave de su habitación.',
      it: 'Presentatevi all’accoglienza della spa con la chiave della camera.',
      nl: 'Meld u met uw kamersleutel aan de balie van de spa.',
    },
    included: [
      {
        fr: 'Accès libre pendant tout le séjour',
        es: 'Acceso libre durante toda la estancia',
        it: 'Accesso libero per tutto il soggiorno',
        nl: 'Vrije toegang tijdens het hele verblijf',
      },
      {
        fr: 'Tisanes et eau fraîche à disposition',
        es: 'Infusiones y agua fresca a su disposición',
        it: 'Tisane e acqua fresca a disposizione',
        nl: 'Kruidenthee en fris water ter beschikking',
      },
    ],
    timetables: [[hours(1, 7, '09:00', '20:00')], [hours(1, 5, '10:00', '20:00'), hours(6, 7, '09:00', '21:00')]],
  },
  treatment: {
    why: {
      fr: 'Réalisé par des praticiens diplômés',
      es: 'A cargo de profesionales titulados',
      it: 'Eseguito da operatori qualificati',
      nl: 'Door gediplomeerde therapeuten',
    },
    mustKnow: [
      {
        fr: 'Réservation obligatoire auprès de la réception',
        es: 'Reserva obligatoria en la recepción',
        it: 'Prenotazione obbligatoria alla reception',
        nl: 'Reserveren aan de receptie is verplicht',
      },
      {
        fr: 'Merci de vous présenter 10 minutes avant le début de la séance',
        es: 'Preséntese 10 minutos antes del inicio de la sesión',
        it: 'Presentatevi 10 minuti prima dell’inizio della seduta',
        nl: 'Wees 10 minuten voor het begin van de sessie aanwezig',
      },
    ],
    how: {
      fr: 'Réservez votre créneau à la réception, à votre arrivée ou par téléphone avant votre séjour.',
      es: 'Reserve su horario en la recepción, al llegar o por teléfono antes de su estancia.',
      it: 'Prenotate l’orario alla reception, all’arrivo o per telefono prima del soggiorno.',
      nl: 'Reserveer uw tijdstip aan de receptie, bij aankomst of telefonisch voor uw verblijf.',
    },
    included: [
      {
        fr: 'Séance individuelle',
        es: 'Sesión individual',
        it: 'Seduta individuale',
        nl: 'Individuele sessie',
      },
      {
        fr: 'Matériel fourni sur place',
        es: 'Material proporcionado en el lugar',
        it: 'Materiale fornito sul posto',
        nl: 'Materiaal ter plaatse voorzien',
      },
    ],
    timetables: [[hours(1, 6, '10:00', '19:00')], [hours(2, 7, '09:30', '18:30')]],
  },
  tasting: {
    why: {
      fr: 'Une immersion dans les saveurs de la région',
      es: 'Una inmersión en los sabores de la región',
      it: 'Un’immersione nei sapori del territorio',
      nl: 'Proef de smaken van de streek',
    },
    mustKnow: [
      {
        fr: 'Réservation conseillée 48 h à l’avance',
        es: 'Se recomienda reservar con 48 h de antelación',
        it: 'Prenotazione consigliata con 48 ore di anticipo',
        nl: 'Reserveer bij voorkeur 48 uur vooraf',
      },
      {
        fr: 'Signalez vos allergies alimentaires lors de la réservation',
        es: 'Indique sus alergias alimentarias al reservar',
        it: 'Segnalate eventuali allergie alimentari al momento della prenotazione',
        nl: 'Meld voedselallergieën bij het reserveren',
      },
    ],
    how: {
      fr: 'La réception de l’hôtel vous remet votre bon et réserve votre créneau.',
      es: 'La recepción del hotel le entrega su bono y reserva su horario.',
      it: 'La reception dell’hotel vi consegna il buono e prenota l’orario.',
      nl: 'De receptie geeft u uw bon en reserveert uw tijdstip.',
    },
    included: [
      {
        fr: 'Dégustation commentée par un producteur',
        es: 'Degustación comentada por un productor',
        it: 'Degustazione guidata da un produttore',
        nl: 'Proeverij met uitleg van een producent',
      },
      {
        fr: 'Assortiment de produits à goûter',
        es: 'Surtido de productos para probar',
        it: 'Assortimento di prodotti da assaggiare',
        nl: 'Assortiment producten om te proeven',
      },
    ],
    timetables: [[hours(2, 6, '10:00', '18:00')], [hours(1, 5, '14:00', '18:00'), hours(6, 6, '10:00', '12:30')]],
  },
  workshop: {
    why: {
      fr: 'Repartez avec les recettes du chef',
      es: 'Llévese a casa las recetas del chef',
      it: 'Tornate a casa con le ricette dello chef',
      nl: 'Neem de recepten van de chef mee naar huis',
    },
    mustKnow: [
      {
        fr: 'Tablier et ustensiles fournis',
        es: 'Delantal y utensilios incluidos',
        it: 'Grembiule e utensili forniti',
        nl: 'Schort en keukengerei voorzien',
      },
      {
        fr: 'Signalez vos allergies alimentaires lors de la réservation',
        es: 'Indique sus alergias alimentarias al reservar',
        it: 'Segnalate eventuali allergie alimentari al momento della prenotazione',
        nl: 'Meld voedselallergieën bij het reserveren',
      },
    ],
    how: {
      fr: 'Réservez votre place à la réception au plus tard la veille.',
      es: 'Reserve su plaza en la recepción como muy tarde el día anterior.',
      it: 'Prenotate il vostro posto alla reception entro il giorno prima.',
      nl: 'Reserveer uw plaats uiterlijk de dag ervoor aan de receptie.',
    },
    included: [
      {
        fr: 'Cours en petit groupe',
        es: 'Clase en grupo reducido',
        it: 'Lezione in piccolo gruppo',
        nl: 'Les in een kleine groep',
      },
      {
        fr: 'Dégustation des plats préparés',
        es: 'Degustación de los platos preparados',
        it: 'Assaggio dei piatti preparati',
        nl: 'Proeven van de bereide gerechten',
      },
    ],
    timetables: [[hours(3, 6, '10:00', '12:30')], [hours(2, 5, '16:00', '19:00')]],
  },
  outdoor: {
    why: {
      fr: 'Une autre façon de découvrir la région',
      es: 'Otra forma de descubrir la región',
      it: 'Un altro modo di scoprire il territorio',
      nl: 'Een andere manier om de streek te ontdekken',
    },
    mustKnow: [
      {
        fr: 'Prévoyez des chaussures et une tenue adaptées',
        es: 'Lleve calzado y ropa adecuados',
        it: 'Indossate scarpe e abbigliamento adeguati',
        nl: 'Draag aangepaste schoenen en kleding',
      },
      {
        fr: 'Activité soumise à la météo : elle peut être reportée à un autre jour du séjour',
        es: 'Actividad sujeta a la meteorología: puede aplazarse a otro día de la estancia',
        it: 'Attività soggetta al meteo: può essere spostata a un altro giorno del soggiorno',
        nl: 'Afhankelijk van het weer: de activiteit kan naar een andere dag worden verplaatst',
      },
    ],
    how: {
      fr: 'Le matériel est remis sur place ; la réception vous indique le point de rendez-vous.',
      es: 'El material se entrega allí mismo; la recepción le indica el punto de encuentro.',
      it: 'L’attrezzatura viene consegnata sul posto; la reception vi indica il punto di ritrovo.',
      nl: 'Het materiaal krijgt u ter plaatse; de receptie vertelt u waar u afspreekt.',
    },
    included: [
      {
        fr: 'Matériel et équipement de sécurité',
        es: 'Material y equipo de seguridad',
        it: 'Attrezzatura e dispositivi di sicurezza',
        nl: 'Materiaal en veiligheidsuitrusting',
      },
      {
        fr: 'Conseils d’un professionnel',
        es: 'Consejos de un profesional',
        it: 'Consigli di un professionista',
        nl: 'Advies van een professional',
      },
    ],
    timetables: [[hours(1, 7, '09:00', '18:00')], [hours(1, 5, '10:00', '17:00'), hours(6, 7, '09:00', '18:00')]],
  },
  culture: {
    why: {
      fr: 'Pour découvrir l’histoire et le patrimoine de la région',
      es: 'Para descubrir la historia y el patrimonio de la región',
      it: 'Per scoprire la storia e il patrimonio del territorio',
      nl: 'Ontdek de geschiedenis en het erfgoed van de streek',
    },
    mustKnow: [
      {
        fr: 'Réservation conseillée 48 h à l’avance',
        es: 'Se recomienda reservar con 48 h de antelación',
        it: 'Prenotazione consigliata con 48 ore di anticipo',
        nl: 'Reserveer bij voorkeur 48 uur vooraf',
      },
      {
        fr: 'Présentez votre bon à l’accueil',
        es: 'Presente su bono en la entrada',
        it: 'Presentate il buono all’ingresso',
        nl: 'Toon uw bon aan de ingang',
      },
    ],
    how: {
      fr: 'Retirez vos billets à la réception de l’hôtel.',
      es: 'Recoja sus entradas en la recepción del hotel.',
      it: 'Ritirate i biglietti alla reception dell’hotel.',
      nl: 'Haal uw tickets op aan de receptie van het hotel.',
    },
    included: [
      {
        fr: 'Billets d’entrée',
        es: 'Entradas',
        it: 'Biglietti d’ingresso',
        nl: 'Toegangstickets',
      },
      {
        fr: 'Plan et conseils de visite',
        es: 'Plano y consejos de visita',
        it: 'Mappa e consigli di visita',
        nl: 'Plattegrond en bezoektips',
      },
    ],
    timetables: [[hours(2, 7, '10:00', '18:00')], [hours(1, 5, '09:30', '17:30'), hours(6, 7, '10:00', '19:00')]],
  },
  leisure: {
    why: {
      fr: 'Une sortie qui plaît aux petits comme aux grands',
      es: 'Una salida que gusta a pequeños y mayores',
      it: 'Un’uscita che piace a grandi e piccini',
      nl: 'Een uitje waar groot en klein van geniet',
    },
    mustKnow: [
      {
        fr: 'Billets valables le jour choisi',
        es: 'Entradas válidas el día elegido',
        it: 'Biglietti validi nel giorno scelto',
        nl: 'Tickets geldig op de gekozen dag',
      },
      {
        fr: 'Présentez votre bon à l’entrée',
        es: 'Presente su bono en la entrada',
        it: 'Presentate il buono all’ingresso',
        nl: 'Toon uw bon aan de ingang',
      },
    ],
    how: {
      fr: 'Vos billets vous sont remis à la réception de l’hôtel à votre arrivée.',
      es: 'Sus entradas se le entregan en la recepción del hotel a su llegada.',
      it: 'I biglietti vi vengono consegnati alla reception dell’hotel al vostro arrivo.',
      nl: 'U krijgt uw tickets bij aankomst aan de receptie van het hotel.',
    },
    included: [
      {
        fr: 'Billets pour tous les voyageurs de la réservation',
        es: 'Entradas para todos los viajeros de la reserva',
        it: 'Biglietti per tutti i viaggiatori della prenotazione',
        nl: 'Tickets voor alle reizigers van de boeking',
      },
      {
        fr: 'Accès à toutes les animations du jour',
        es: 'Acceso a todas las actividades del día',
        it: 'Accesso a tutte le attività del giorno',
        nl: 'Toegang tot alle activiteiten van de dag',
      },
    ],
    timetables: [[hours(1, 7, '10:00', '19:00')], [hours(3, 7, '10:00', '18:00')]],
  },
};

const detail = (
  kind: ActivityKind,
  place: ActivityPlace,
  durationMinutes: number | null,
  why: Labels,
  options: { wholeStay?: boolean; adultsOnly?: boolean } = {},
): ActivityDetail => ({
  kind,
  place,
  durationMinutes,
  wholeStay: options.wholeStay ?? false,
  adultsOnly: options.adultsOnly ?? false,
  why,
});

/** Per activity tag id (see activity-tags.ts). */
export const ACTIVITY_DETAILS: ReadonlyMap<number, ActivityDetail> = new Map([
  [
    101,
    detail(
      'wellness-access',
      'spa',
      null,
      {
        fr: 'Piscine chauffée, sauna et espace de repos à volonté',
        es: 'Piscina climatizada, sauna y zona de descanso sin límite',
        it: 'Piscina riscaldata, sauna e area relax senza limiti',
        nl: 'Onbeperkt verwarmd zwembad, sauna en rustruimte',
      },
      { wholeStay: true },
    ),
  ],
  [
    102,
    detail('treatment', 'spa', 30, {
      fr: 'Un massage aux huiles essentielles pour relâcher les tensions',
      es: 'Un masaje con aceites esenciales para liberar tensiones',
      it: 'Un massaggio agli oli essenziali per sciogliere le tensioni',
      nl: 'Een massage met etherische oliën om spanning los te laten',
    }),
  ],
  [
    103,
    detail(
      'tasting',
      'nearby',
      90,
      {
        fr: 'Trois vins du domaine présentés par le vigneron',
        es: 'Tres vinos de la bodega presentados por el enólogo',
        it: 'Tre vini della cantina presentati dal produttore',
        nl: 'Drie wijnen van het domein, toegelicht door de wijnboer',
      },
      { adultsOnly: true },
    ),
  ],
  [
    104,
    detail('workshop', 'hotel', 120, {
      fr: 'Les secrets d’un plat de saison, en cuisine avec le chef',
      es: 'Los secretos de un plato de temporada, en la cocina con el chef',
      it: 'I segreti di un piatto di stagione, in cucina con lo chef',
      nl: 'De geheimen van een seizoensgerecht, samen met de chef',
    }),
  ],
  [
    105,
    detail('outdoor', 'hotel', 240, {
      fr: 'Des itinéraires balisés au départ de l’hôtel',
      es: 'Rutas señalizadas con salida desde el hotel',
      it: 'Percorsi segnalati con partenza dall’hotel',
      nl: 'Bewegwijzerde routes vanaf het hotel',
    }),
  ],
  [
    106,
    detail('culture', 'city', 120, {
      fr: 'Un guide passionné raconte les anecdotes de la ville',
      es: 'Un guía apasionado cuenta las anécdotas de la ciudad',
      it: 'Una guida appassionata racconta gli aneddoti della città',
      nl: 'Een gepassioneerde gids vertelt de verhalen van de stad',
    }),
  ],
  [
    107,
    detail('outdoor', 'nearby', 60, {
      fr: 'Les plus beaux points de vue, depuis l’eau',
      es: 'Las vistas más bonitas, desde el agua',
      it: 'I panorami più belli, dall’acqua',
      nl: 'De mooiste uitzichten, vanaf het water',
    }),
  ],
  [
    108,
    detail('outdoor', 'nearby', 180, {
      fr: 'Des sentiers choisis par un guide qui connaît chaque recoin',
      es: 'Senderos elegidos por un guía que conoce cada rincón',
      it: 'Sentieri scelti da una guida che conosce ogni angolo',
      nl: 'Paden gekozen door een gids die elk hoekje kent',
    }),
  ],
  [
    109,
    detail('culture', 'city', 120, {
      fr: 'Les collections permanentes et les expositions du moment',
      es: 'Las colecciones permanentes y las exposiciones del momento',
      it: 'Le collezioni permanenti e le mostre del momento',
      nl: 'De vaste collectie en de actuele tentoonstellingen',
    }),
  ],
  [
    110,
    detail('outdoor', 'nearby', 90, {
      fr: 'Premiers swings encadrés par un moniteur diplômé',
      es: 'Primeros swings con un monitor titulado',
      it: 'Primi swing con un maestro qualificato',
      nl: 'Eerste swings onder begeleiding van een gediplomeerde leraar',
    }),
  ],
  [
    111,
    detail('outdoor', 'nearby', 60, {
      fr: 'Des chevaux calmes, adaptés aux cavaliers débutants',
      es: 'Caballos tranquilos, adaptados a jinetes principiantes',
      it: 'Cavalli tranquilli, adatti ai principianti',
      nl: 'Rustige paarden, geschikt voor beginners',
    }),
  ],
  [
    112,
    detail('outdoor', 'nearby', 150, {
      fr: 'Une descente au fil de l’eau, accessible à tous',
      es: 'Un descenso río abajo, apto para todos',
      it: 'Una discesa lungo il fiume, adatta a tutti',
      nl: 'Een tocht stroomafwaarts, voor iedereen toegankelijk',
    }),
  ],
  [
    113,
    detail('tasting', 'hotel', 60, {
      fr: 'Fromages, charcuteries et douceurs de producteurs voisins',
      es: 'Quesos, embutidos y dulces de productores vecinos',
      it: 'Formaggi, salumi e dolci di produttori vicini',
      nl: 'Kazen, vleeswaren en lekkernijen van producenten uit de buurt',
    }),
  ],
  [
    114,
    detail('leisure', 'nearby', null, {
      fr: 'Des attractions pour tous les âges, toute la journée',
      es: 'Atracciones para todas las edades, todo el día',
      it: 'Attrazioni per tutte le età, tutto il giorno',
      nl: 'Attracties voor alle leeftijden, de hele dag',
    }),
  ],
  [
    115,
    detail('leisure', 'city', 60, {
      fr: 'Une heure d’énigmes à résoudre en équipe',
      es: 'Una hora de enigmas para resolver en equipo',
      it: 'Un’ora di enigmi da risolvere in squadra',
      nl: 'Een uur lang raadsels oplossen in team',
    }),
  ],
  [
    116,
    detail('treatment', 'hotel', 60, {
      fr: 'Une séance douce, accessible à tous les niveaux',
      es: 'Una sesión suave, apta para todos los niveles',
      it: 'Una lezione dolce, adatta a tutti i livelli',
      nl: 'Een zachte les, voor elk niveau',
    }),
  ],
  [
    117,
    detail(
      'wellness-access',
      'spa',
      null,
      {
        fr: 'La chaleur humide du hammam pour se ressourcer',
        es: 'El calor húmedo del baño turco para recargar energías',
        it: 'Il calore umido del bagno turco per rigenerarsi',
        nl: 'De vochtige warmte van de hamam om tot rust te komen',
      },
      { wholeStay: true, adultsOnly: true },
    ),
  ],
  [
    118,
    detail('leisure', 'nearby', null, {
      fr: 'Plus de 100 espèces à observer au fil des allées',
      es: 'Más de 100 especies para observar por los senderos',
      it: 'Oltre 100 specie da osservare lungo i percorsi',
      nl: 'Meer dan 100 diersoorten langs de paden',
    }),
  ],
]);

/** An activity's detail; unknown tags read as a half-day outing near the hotel. */
export function activityDetailOf(tagId: number): ActivityDetail {
  return (
    ACTIVITY_DETAILS.get(tagId) ??
    detail('outdoor', 'nearby', null, {
      fr: 'Une activité choisie pour vous par l’hôtel',
      es: 'Una actividad elegida para usted por el hotel',
      it: 'Un’attività scelta per voi dall’hotel',
      nl: 'Een activiteit die het hotel voor u koos',
    })
  );
}

export const ADULTS_ONLY: Labels = {
  fr: 'Réservé aux adultes',
  es: 'Solo para adultos',
  it: 'Riservato agli adulti',
  nl: 'Alleen voor volwassenen',
};
