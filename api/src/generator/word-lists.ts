/** Word lists the generator builds hotel names, addresses and reviews from, per language. */
import type { Language } from '@escapade/shared-contracts/locales';

export interface NamingWords {
  /** Name prefixes by hotel type. */
  prefixes: Readonly<Record<string, readonly string[]>>;
  suffixes: readonly string[];
  streets: readonly string[];
  formatAddress(number: number, street: string): string;
}

export const NAMING_WORDS: Readonly<Record<Language, NamingWords>> = {
  fr: {
    prefixes: {
      hotel: ['Hôtel', 'Hôtel', 'Grand Hôtel', 'Le Relais', "L'Auberge", 'La Villa', 'Le Manoir'],
      guesthouse: ['La Maison', 'Le Clos', 'La Bastide', 'Le Mas', 'La Demeure'],
      castle: ['Château', 'Domaine du Château', 'Abbaye'],
      resort: ['Domaine', 'Les Terrasses', 'Le Resort'],
      lodge: ['Les Cabanes', 'Les Lodges', 'Les Chalets'],
    },
    suffixes: [
      'du Parc', 'des Vignes', 'de la Plage', 'du Lac', 'des Remparts', 'Bellevue', 'Beauséjour', 'Belle Époque',
      'des Tilleuls', 'du Grand Cerf', "de l'Horloge", 'des Arts', 'du Moulin', 'Saint-Georges', 'des Oliviers',
      'de la Source', 'du Cloître', 'des Dunes', 'du Vieux Port', 'de la Tour', 'des Lavandes', 'du Marché',
      "du Lion d'Or", 'des Pins', 'des Sables', 'de la Forêt', 'du Belvédère', 'des Cèdres', 'de la Roseraie', 'des Écluses',
    ],
    streets: [
      'rue de la République', 'avenue Victor-Hugo', 'boulevard Gambetta', 'place du Marché', 'chemin des Vignes',
      'rue Nationale', 'quai des Belges', 'rue du Général-de-Gaulle', 'avenue Jean-Jaurès', 'rue des Écoles',
      'route de la Corniche', 'allée des Tilleuls', 'rue Pasteur', 'impasse du Moulin', 'place de l’Église',
    ],
    formatAddress: (number, street) => `${number} ${street}`,
  },
  es: {
    prefixes: {
      hotel: ['Hotel', 'Hotel', 'Gran Hotel', 'Hostal', 'Posada', 'Villa'],
      guesthouse: ['Casa', 'Finca', 'Casa Rural', 'Hacienda'],
      castle: ['Palacio', 'Castillo', 'Monasterio'],
      resort: ['Resort', 'Gran Resort', 'Jardines'],
      lodge: ['Cabañas', 'Refugio', 'Lodge'],
    },
    suffixes: [
      'del Mar', 'Los Olivos', 'San Miguel', 'del Sol', 'Las Dunas', 'Santa Clara', 'El Mirador', 'de la Reina',
      'Torre Blanca', 'del Río', 'La Alameda', 'Las Palmeras', 'Los Naranjos', 'El Patio', 'Puerta Real',
      'La Muralla', 'Las Encinas', 'del Conde', 'Montealegre', 'La Fuente', 'Las Acacias', 'del Puerto',
      'San Telmo', 'La Atalaya', 'Los Almendros', 'del Carmen', 'Las Vistas', 'Valdelagua',
    ],
    streets: [
      'Calle Mayor', 'Avenida de la Constitución', 'Paseo Marítimo', 'Plaza de España', 'Calle del Carmen',
      'Camino Real', 'Calle San Juan', 'Avenida del Puerto', 'Calle Nueva', 'Plaza Mayor', 'Calle de la Iglesia',
      'Rambla del Mar', 'Calle Real', 'Avenida de Andalucía', 'Calle del Sol',
    ],
    formatAddress: (number, street) => `${street}, ${number}`,
  },
  it: {
    prefixes: {
      hotel: ['Hotel', 'Hotel', 'Grand Hotel', 'Albergo', 'Locanda', 'Villa'],
      guesthouse: ['Agriturismo', 'Tenuta', 'Residenza', 'Masseria', 'Casale'],
      castle: ['Castello', 'Palazzo', 'Rocca'],
      resort: ['Resort', 'Borgo', 'Relais'],
      lodge: ['Chalet', 'Baita', 'Lodge'],
    },
    suffixes: [
      'Bellavista', 'dei Fiori', 'del Lago', 'San Marco', 'Le Rose', 'degli Ulivi', 'Belvedere', 'al Duomo',
      'della Luna', 'Il Giardino', 'Santa Lucia', 'delle Vigne', 'Miramare', 'dei Cipressi', 'La Torre',
      'San Giorgio', 'del Borgo', 'Le Mura', 'del Sole', 'Villa Verde', 'dei Mille', 'La Pergola', 'Le Querce',
      'San Lorenzo', 'delle Rondini', 'Il Poggio', 'dei Limoni', 'Bel Soggiorno',
    ],
    streets: [
      'Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele', 'Piazza del Duomo', 'Via Mazzini', 'Lungomare',
      'Via Dante', 'Via Cavour', 'Via della Repubblica', 'Piazza della Libertà', 'Via San Francesco',
      'Viale dei Tigli', 'Via del Porto', 'Via Nazionale', 'Via dei Mille',
    ],
    formatAddress: (number, street) => `${street}, ${number}`,
  },
  nl: {
    prefixes: {
      hotel: ['Hotel', 'Hotel', 'Grand Hotel', 'Boutique Hotel', 'Herberg', 'Logement'],
      guesthouse: ['B&B', 'Landgoed', 'Hoeve', 'Gastenverblijf'],
      castle: ['Kasteel', 'Slot', 'Kasteelhoeve'],
      resort: ['Resort', 'Buitenplaats', 'Vakantiepark'],
      lodge: ['Lodges', 'Boomhutten', 'Bungalows'],
    },
    suffixes: [
      'De Gouden Leeuw', 'De Zwaan', 'Het Anker', 'De Molen', 'Duinzicht', 'Rozenhof', 'Het Wapen', 'De Linde',
      'Zeezicht', 'De Vlasbloem', 'Lindenhof', 'Oranjehof', 'De Kroon', 'Het Hert', 'De Witte Raaf', 'Bosrijk',
      'De Hoeve', 'Het Veerhuis', 'De Sterre', 'Heidehof', 'De Keizerskroon', 'Het Koetshuis', 'Waterrijk',
      'De Wilgenhoek', 'Het Bonte Paard', 'De Beukenhof', 'Het Pakhuis', 'De Vier Seizoenen',
    ],
    streets: [
      'Dorpsstraat', 'Kerkstraat', 'Stationsweg', 'Molenweg', 'Marktplein', 'Havenkade', 'Schoolstraat',
      'Kastanjelaan', 'Zeeweg', 'Lindenlaan', 'Brink', 'Kanaalweg', 'Grote Markt', 'Prinsengracht', 'Boslaan',
    ],
    formatAddress: (number, street) => `${street} ${number}`,
  },
};

export const CUSTOMER_NAMES: Readonly<Record<Language, readonly string[]>> = {
  fr: ['Camille', 'Julien', 'Sophie', 'Nicolas', 'Claire', 'Thomas', 'Élodie', 'Mathieu', 'Aurélie', 'Pierre', 'Manon', 'Hugo'],
  es: ['Lucía', 'Javier', 'María', 'Alejandro', 'Carmen', 'Pablo', 'Laura', 'Sergio', 'Marta', 'Daniel', 'Elena', 'Álvaro'],
  it: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Valentina', 'Davide', 'Elisa', 'Paolo'],
  nl: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Eva', 'Thijs', 'Anouk', 'Joris', 'Femke', 'Ruben', 'Lisa', 'Wouter'],
};

export const REVIEW_POSITIVES: Readonly<Record<Language, readonly string[]>> = {
  fr: [
    'Accueil chaleureux et personnel aux petits soins.',
    'Chambre spacieuse, literie très confortable.',
    'Le dîner était délicieux, avec des produits locaux.',
    'Spa magnifique et très calme, idéal pour se détendre.',
    'Emplacement parfait pour visiter la région.',
    'Petit-déjeuner copieux et varié.',
    'Cadre superbe, nous avons adoré la vue.',
    'Rapport qualité-prix excellent.',
  ],
  es: [
    'Trato muy cercano y un personal atentísimo.',
    'Habitación amplia y cama muy cómoda.',
    'La cena estuvo deliciosa, con productos de la zona.',
    'Un spa precioso y muy tranquilo, perfecto para relajarse.',
    'Ubicación ideal para recorrer la región.',
    'Desayuno abundante y variado.',
    'Un entorno precioso; nos encantaron las vistas.',
    'Muy buena relación calidad-precio.',
  ],
  it: [
    'Accoglienza calorosa e personale molto attento.',
    'Camera spaziosa, letto comodissimo.',
    'La cena era squisita, con prodotti del territorio.',
    'Spa splendida e silenziosa, ideale per rilassarsi.',
    'Posizione perfetta per visitare la zona.',
    'Colazione abbondante e varia.',
    'Cornice meravigliosa, abbiamo adorato la vista.',
    'Ottimo rapporto qualità-prezzo.',
  ],
  nl: [
    'Hartelijk ontvangen door zeer attent personeel.',
    'Ruime kamer met een heerlijk bed.',
    'Het diner was verrukkelijk, met streekproducten.',
    'Prachtige, rustige spa, ideaal om te ontspannen.',
    'Perfecte ligging om de streek te verkennen.',
    'Uitgebreid en gevarieerd ontbijt.',
    'Schitterende omgeving, we genoten van het uitzicht.',
    'Uitstekende prijs-kwaliteitverhouding.',
  ],
};

export const REVIEW_NEGATIVES: Readonly<Record<Language, readonly string[]>> = {
  fr: ['', '', 'Un peu de bruit côté rue le matin.', 'Le parking est payant.', 'Salle de bain un peu petite.', 'Le wifi était lent dans la chambre.'],
  es: ['', '', 'Algo de ruido de la calle por la mañana.', 'El aparcamiento es de pago.', 'El baño es algo pequeño.', 'El wifi iba lento en la habitación.'],
  it: ['', '', 'Un po’ di rumore dalla strada al mattino.', 'Il parcheggio è a pagamento.', 'Bagno un po’ piccolo.', 'Il wifi in camera era lento.'],
  nl: ['', '', "Wat lawaai van de straat in de ochtend.", 'Parkeren is betalend.', 'De badkamer is wat klein.', 'De wifi op de kamer was traag.'],
};
