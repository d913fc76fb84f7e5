/**
 * The universe of an activity (its theme in words) and the copy every activity of a universe shares:
 * what is included, what to know before going, the opening hours and the sales pitch.
 */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Labels } from './labels';

export type UniverseKey = 'wellness' | 'gastronomy' | 'outdoors' | 'culture' | 'leisure';

type PerLanguage<T> = Readonly<Record<Language, T>>;

export interface ActivityUniverse {
  key: UniverseKey;
  labels: Labels;
  /** What the activity includes besides the activity itself. */
  composition: PerLanguage<readonly string[]>;
  importantInformation: PerLanguage<readonly string[]>;
  /** Two openings of the description; the offer id picks one, so neighbouring offers read differently. */
  pitches: PerLanguage<readonly [string, string]>;
  /** Opening and closing hours (24 h clock). */
  hours: { opens: number; closes: number };
}

export const ACTIVITY_UNIVERSES: Readonly<Record<UniverseKey, ActivityUniverse>> = {
  wellness: {
    key: 'wellness',
    labels: { fr: 'Bien-être', es: 'Bienestar', it: 'Benessere', nl: 'Wellness' },
    composition: {
      fr: ['Peignoir, serviette et chaussons fournis', 'Accès aux vestiaires'],
      es: ['Albornoz, toalla y zapatillas incluidos', 'Acceso a los vestuarios'],
      it: ['Accappatoio, telo e ciabattine forniti', 'Accesso agli spogliatoi'],
      nl: ['Badjas, handdoek en slippers inbegrepen', 'Toegang tot de kleedruimtes'],
    },
    importantInformation: {
      fr: ['Accès réservé aux plus de 16 ans', 'Maillot de bain obligatoire'],
      es: ['Acceso solo para mayores de 16 años', 'Bañador obligatorio'],
      it: ['Accesso riservato ai maggiori di 16 anni', 'Costume da bagno obbligatorio'],
      nl: ['Toegang vanaf 16 jaar', 'Badkleding verplicht'],
    },
    pitches: {
      fr: [
        'Offrez-vous une vraie parenthèse de détente, loin du rythme du quotidien.',
        'Un moment de calme absolu pour relâcher les tensions et repartir ressourcé.',
      ],
      es: [
        'Regálese un auténtico paréntesis de relax, lejos del ritmo diario.',
        'Un momento de calma absoluta para soltar tensiones y salir como nuevo.',
      ],
      it: [
        'Concedetevi una vera pausa di relax, lontano dai ritmi di tutti i giorni.',
        'Un momento di calma assoluta per sciogliere le tensioni e ripartire rigenerati.',
      ],
      nl: [
        'Gun uzelf een echte ontspanningspauze, ver weg van de dagelijkse drukte.',
        'Een moment van pure rust om spanning los te laten en opgeladen verder te gaan.',
      ],
    },
    hours: { opens: 10, closes: 20 },
  },
  gastronomy: {
    key: 'gastronomy',
    labels: {
      fr: 'Gastronomie et œnologie',
      es: 'Gastronomía y enología',
      it: 'Gastronomia ed enologia',
      nl: 'Gastronomie en wijn',
    },
    composition: {
      fr: ['Accueil par un professionnel passionné', 'Dégustation des produits en fin de séance'],
      es: ['Recibimiento por un profesional apasionado', 'Degustación de los productos al final de la sesión'],
      it: ['Accoglienza da parte di un professionista appassionato', 'Assaggio dei prodotti a fine sessione'],
      nl: ['Ontvangst door een gepassioneerde vakman', 'Proeverij van de producten na afloop'],
    },
    importantInformation: {
      fr: [
        'Merci de signaler toute allergie ou tout régime alimentaire lors de la réservation',
        'Les boissons alcoolisées sont réservées aux personnes majeures',
      ],
      es: [
        'Indique cualquier alergia o dieta especial al reservar',
        'Las bebidas alcohólicas están reservadas a los mayores de edad',
      ],
      it: [
        'Segnalare eventuali allergie o regimi alimentari al momento della prenotazione',
        'Le bevande alcoliche sono riservate ai maggiorenni',
      ],
      nl: ['Meld allergieën of dieetwensen bij de reservering', 'Alcoholische dranken alleen voor meerderjarigen'],
    },
    pitches: {
      fr: [
        'Une expérience gourmande pour découvrir les saveurs de la région avec un passionné.',
        'Éveillez vos papilles et repartez avec des idées plein la tête.',
      ],
      es: [
        'Una experiencia gastronómica para descubrir los sabores de la región con un apasionado.',
        'Despierte sus sentidos y vuelva a casa lleno de ideas.',
      ],
      it: [
        "Un'esperienza golosa per scoprire i sapori del territorio con un appassionato.",
        'Risvegliate il palato e tornate a casa con tante nuove idee.',
      ],
      nl: [
        'Een culinaire belevenis om met een kenner de smaken van de streek te ontdekken.',
        'Prikkel uw smaakpapillen en ga naar huis vol nieuwe ideeën.',
      ],
    },
    hours: { opens: 10, closes: 19 },
  },
  outdoors: {
    key: 'outdoors',
    labels: {
      fr: 'Sport et plein air',
      es: 'Deporte y aire libre',
      it: 'Sport e aria aperta',
      nl: 'Sport en buitenlucht',
    },
    composition: {
      fr: ['Encadrement par un moniteur diplômé', 'Prêt du matériel nécessaire'],
      es: ['Acompañamiento de un monitor titulado', 'Préstamo del material necesario'],
      it: ['Accompagnamento di un istruttore qualificato', 'Attrezzatura necessaria fornita'],
      nl: ['Begeleiding door een gediplomeerde instructeur', 'Benodigd materiaal in bruikleen'],
    },
    importantInformation: {
      fr: [
        'Tenue de sport et chaussures fermées conseillées',
        'Activité soumise aux conditions météorologiques : elle peut être reportée',
      ],
      es: [
        'Se recomienda ropa deportiva y calzado cerrado',
        'Actividad sujeta a las condiciones meteorológicas: puede aplazarse',
      ],
      it: [
        'Si consigliano abbigliamento sportivo e scarpe chiuse',
        'Attività soggetta alle condizioni meteo: può essere rinviata',
      ],
      nl: [
        'Sportieve kleding en dichte schoenen aanbevolen',
        'Afhankelijk van het weer: de activiteit kan worden verplaatst',
      ],
    },
    pitches: {
      fr: [
        "Une belle bouffée d'air frais pour profiter des paysages en bougeant.",
        'Sensations et grands espaces au programme, encadrés par des professionnels.',
      ],
      es: [
        'Una bocanada de aire fresco para disfrutar del paisaje en movimiento.',
        'Emociones y grandes espacios en el programa, con profesionales a su lado.',
      ],
      it: [
        "Una boccata d'aria fresca per godersi il paesaggio in movimento.",
        'Emozioni e grandi spazi in programma, con professionisti al vostro fianco.',
      ],
      nl: [
        'Een frisse neus halen en in beweging genieten van het landschap.',
        'Sensatie en weidse natuur op het programma, met professionals aan uw zijde.',
      ],
    },
    hours: { opens: 9, closes: 18 },
  },
  culture: {
    key: 'culture',
    labels: {
      fr: 'Culture et patrimoine',
      es: 'Cultura y patrimonio',
      it: 'Cultura e patrimonio',
      nl: 'Cultuur en erfgoed',
    },
    composition: {
      fr: ["Billets d'entrée inclus", 'Livret de visite offert'],
      es: ['Entradas incluidas', 'Folleto de visita de regalo'],
      it: ["Biglietti d'ingresso inclusi", 'Opuscolo della visita in omaggio'],
      nl: ['Toegangskaarten inbegrepen', 'Gratis bezoekersboekje'],
    },
    importantInformation: {
      fr: [
        'Présentez-vous 15 minutes avant le début de la visite',
        'Certaines salles peuvent être fermées sans préavis',
      ],
      es: ['Preséntese 15 minutos antes del inicio de la visita', 'Algunas salas pueden cerrar sin previo aviso'],
      it: ["Presentarsi 15 minuti prima dell'inizio della visita", 'Alcune sale possono essere chiuse senza preavviso'],
      nl: [
        'Wees 15 minuten voor het begin van het bezoek aanwezig',
        'Sommige zalen kunnen zonder aankondiging gesloten zijn',
      ],
    },
    pitches: {
      fr: [
        "Plongez dans l'histoire et le patrimoine du lieu en toute tranquillité.",
        'Une sortie culturelle pour voir la destination autrement.',
      ],
      es: [
        'Sumérjase con calma en la historia y el patrimonio del lugar.',
        'Una salida cultural para ver el destino de otra manera.',
      ],
      it: [
        'Immergetevi con calma nella storia e nel patrimonio del luogo.',
        "Un'uscita culturale per vedere la destinazione con occhi nuovi.",
      ],
      nl: [
        'Duik op uw gemak in de geschiedenis en het erfgoed van de plek.',
        'Een cultureel uitje om de bestemming anders te beleven.',
      ],
    },
    hours: { opens: 9, closes: 17 },
  },
  leisure: {
    key: 'leisure',
    labels: { fr: 'Loisirs en famille', es: 'Ocio en familia', it: 'Svago in famiglia', nl: 'Gezinsuitjes' },
    composition: {
      fr: ["Billets d'entrée inclus", 'Accès à toutes les animations du jour'],
      es: ['Entradas incluidas', 'Acceso a todas las actividades del día'],
      it: ["Biglietti d'ingresso inclusi", 'Accesso a tutte le animazioni del giorno'],
      nl: ['Toegangskaarten inbegrepen', 'Toegang tot alle activiteiten van de dag'],
    },
    importantInformation: {
      fr: ["Les enfants doivent être accompagnés d'un adulte", 'Certaines attractions exigent une taille minimale'],
      es: ['Los niños deben ir acompañados de un adulto', 'Algunas atracciones exigen una altura mínima'],
      it: ['I bambini devono essere accompagnati da un adulto', "Alcune attrazioni richiedono un'altezza minima"],
      nl: ['Kinderen moeten door een volwassene worden begeleid', 'Voor sommige attracties geldt een minimale lengte'],
    },
    pitches: {
      fr: ['Une journée de rires et de souvenirs à partager.', "De quoi s'amuser ensemble, petits et grands."],
      es: ['Un día de risas y recuerdos para compartir.', 'Diversión asegurada para pequeños y mayores.'],
      it: ['Una giornata di risate e ricordi da condividere.', 'Divertimento assicurato per grandi e piccini.'],
      nl: ['Een dag vol plezier en herinneringen om te delen.', 'Plezier voor jong en oud.'],
    },
    hours: { opens: 10, closes: 19 },
  },
};

/** The universe of each activity tag (see activity-tags.ts). */
const UNIVERSE_BY_TAG_ID: ReadonlyMap<number, UniverseKey> = new Map([
  [101, 'wellness'],
  [102, 'wellness'],
  [103, 'gastronomy'],
  [104, 'gastronomy'],
  [105, 'outdoors'],
  [106, 'culture'],
  [107, 'outdoors'],
  [108, 'outdoors'],
  [109, 'culture'],
  [110, 'outdoors'],
  [111, 'outdoors'],
  [112, 'outdoors'],
  [113, 'gastronomy'],
  [114, 'leisure'],
  [115, 'leisure'],
  [116, 'wellness'],
  [117, 'wellness'],
  [118, 'leisure'],
]);

/** An unknown tag reads as a family outing, the broadest universe. */
export function universeOfTag(tagId: number): ActivityUniverse {
  return ACTIVITY_UNIVERSES[UNIVERSE_BY_TAG_ID.get(tagId) ?? 'leisure'];
}
