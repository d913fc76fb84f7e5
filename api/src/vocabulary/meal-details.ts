/** What the stay page tells about breakfasts and dinners: the dishes of the menu and the practical texts. */
import type { Labels } from './labels';
import type { OpeningHours } from './activity-details';

export type Course = 'amuse' | 'starter' | 'main' | 'fish' | 'meat' | 'dessert';

export const COURSE_NAMES: Readonly<Record<Course, Labels>> = {
  amuse: { fr: 'Mise en bouche', es: 'Aperitivo', it: 'Benvenuto dello chef', nl: 'Amuse-bouche' },
  starter: { fr: 'Entrée', es: 'Entrante', it: 'Antipasto', nl: 'Voorgerecht' },
  main: { fr: 'Plat', es: 'Principal', it: 'Secondo', nl: 'Hoofdgerecht' },
  fish: { fr: 'Poisson', es: 'Pescado', it: 'Pesce', nl: 'Visgerecht' },
  meat: { fr: 'Viande', es: 'Carne', it: 'Carne', nl: 'Vleesgerecht' },
  dessert: { fr: 'Dessert', es: 'Postre', it: 'Dolce', nl: 'Nagerecht' },
};

export const AMUSES: readonly Labels[] = [
  {
    fr: 'Gaspacho de tomates anciennes',
    es: 'Gazpacho de tomates de la huerta',
    it: 'Gazpacho di pomodori antichi',
    nl: 'Gazpacho van oude tomatenrassen',
  },
  {
    fr: 'Tartelette aux champignons des bois',
    es: 'Tartaleta de setas silvestres',
    it: 'Tartelletta ai funghi di bosco',
    nl: 'Taartje met bospaddenstoelen',
  },
  {
    fr: 'Velouté glacé de petits pois à la menthe',
    es: 'Crema fría de guisantes a la menta',
    it: 'Vellutata fredda di piselli alla menta',
    nl: 'Koude erwtensoep met munt',
  },
];

export const STARTERS: readonly Labels[] = [
  {
    fr: 'Velouté de potimarron, éclats de châtaigne',
    es: 'Crema de calabaza con castañas',
    it: 'Vellutata di zucca con castagne',
    nl: 'Pompoensoep met kastanjes',
  },
  {
    fr: 'Terrine de campagne maison et chutney d’oignons',
    es: 'Terrina casera con chutney de cebolla',
    it: 'Terrina della casa con chutney di cipolle',
    nl: 'Huisgemaakte terrine met uienchutney',
  },
  {
    fr: 'Salade de chèvre chaud au miel',
    es: 'Ensalada de queso de cabra templado con miel',
    it: 'Insalata di caprino caldo al miele',
    nl: 'Salade met warme geitenkaas en honing',
  },
  {
    fr: 'Carpaccio de saint-jacques aux agrumes',
    es: 'Carpaccio de vieiras con cítricos',
    it: 'Carpaccio di capesante agli agrumi',
    nl: 'Carpaccio van sint-jakobsschelpen met citrus',
  },
];

export const FISH_DISHES: readonly Labels[] = [
  {
    fr: 'Dos de cabillaud, beurre blanc et risotto',
    es: 'Lomo de bacalao con beurre blanc y risotto',
    it: 'Trancio di merluzzo con beurre blanc e risotto',
    nl: 'Kabeljauwrug met beurre blanc en risotto',
  },
  {
    fr: 'Filet de bar rôti, fenouil braisé',
    es: 'Lubina asada con hinojo braseado',
    it: 'Filetto di branzino arrosto con finocchio brasato',
    nl: 'Gebakken zeebaarsfilet met gestoofde venkel',
  },
  {
    fr: 'Pavé de saumon, sauce vierge',
    es: 'Lomo de salmón con salsa virgen',
    it: 'Trancio di salmone con salsa vergine',
    nl: 'Zalmmoot met sauce vierge',
  },
];

export const MEAT_DISHES: readonly Labels[] = [
  {
    fr: 'Suprême de volaille, jus au thym et légumes du marché',
    es: 'Suprema de pollo al tomillo con verduras de temporada',
    it: 'Petto di pollo al timo con verdure di stagione',
    nl: 'Kipfilet met tijmjus en seizoensgroenten',
  },
  {
    fr: 'Joue de bœuf confite au vin rouge, purée maison',
    es: 'Carrillera de ternera al vino tinto con puré casero',
    it: 'Guancia di manzo brasata al vino rosso con purè',
    nl: 'Gestoofde runderwang in rode wijn met huisgemaakte puree',
  },
  {
    fr: 'Filet de canette, sauce aux cerises',
    es: 'Magret de pato con salsa de cerezas',
    it: 'Filetto d’anatra con salsa alle ciliegie',
    nl: 'Eendenfilet met kersensaus',
  },
];

export const DESSERTS: readonly Labels[] = [
  {
    fr: 'Moelleux au chocolat, glace vanille',
    es: 'Coulant de chocolate con helado de vainilla',
    it: 'Tortino al cioccolato con gelato alla vaniglia',
    nl: 'Chocoladefondant met vanille-ijs',
  },
  {
    fr: 'Tarte fine aux pommes caramélisées',
    es: 'Tarta fina de manzana caramelizada',
    it: 'Sfogliatina di mele caramellate',
    nl: 'Dunne appeltaart met karamel',
  },
  {
    fr: 'Crème brûlée à la vanille',
    es: 'Crema catalana',
    it: 'Crème brûlée alla vaniglia',
    nl: 'Crème brûlée met vanille',
  },
  {
    fr: 'Assiette de fromages affinés',
    es: 'Selección de quesos curados',
    it: 'Selezione di formaggi stagionati',
    nl: 'Selectie van belegen kazen',
  },
];

export interface MealTexts {
  where: Labels;
  why: Labels;
  mustKnow: readonly Labels[];
  how: Labels | null;
  included: readonly Labels[];
  timetables: readonly (readonly OpeningHours[])[];
}

const hours = (fromDay: number, toDay: number, opens: string, closes: string): OpeningHours => ({
  fromDay,
  toDay,
  opens,
  closes,
});

const ALLERGIES: Labels = {
  fr: 'Signalez vos allergies ou régimes particuliers à la réception',
  es: 'Indique sus alergias o dietas especiales en la recepción',
  it: 'Segnalate allergie o regimi alimentari particolari alla reception',
  nl: 'Meld allergieën of speciale diëten aan de receptie',
};

const BOOK_TABLE: Labels = {
  fr: 'Réservez votre table à la réception dès votre arrivée.',
  es: 'Reserve su mesa en la recepción al llegar.',
  it: 'Prenotate il tavolo alla reception al vostro arrivo.',
  nl: 'Reserveer uw tafel bij aankomst aan de receptie.',
};

const HOTEL_RESTAURANT: Labels = {
  fr: 'Restaurant de l’hôtel',
  es: 'Restaurante del hotel',
  it: 'Ristorante dell’hotel',
  nl: 'Restaurant van het hotel',
};

export const MEAL_TEXTS: Readonly<Record<'breakfast' | 'dinner' | 'gastronomic-dinner', MealTexts>> = {
  breakfast: {
    where: {
      fr: 'Salle du petit-déjeuner de l’hôtel',
      es: 'Comedor de desayunos del hotel',
      it: 'Sala colazioni dell’hotel',
      nl: 'Ontbijtzaal van het hotel',
    },
    why: {
      fr: 'Pour bien commencer la journée',
      es: 'Para empezar bien el día',
      it: 'Per iniziare bene la giornata',
      nl: 'Om de dag goed te beginnen',
    },
    mustKnow: [ALLERGIES],
    how: null,
    included: [
      {
        fr: 'Buffet sucré et salé',
        es: 'Bufé dulce y salado',
        it: 'Buffet dolce e salato',
        nl: 'Zoet en hartig buffet',
      },
      {
        fr: 'Boissons chaudes et jus de fruits',
        es: 'Bebidas calientes y zumos de fruta',
        it: 'Bevande calde e succhi di frutta',
        nl: 'Warme dranken en vruchtensappen',
      },
    ],
    timetables: [[hours(1, 5, '07:00', '10:00'), hours(6, 7, '07:30', '10:30')], [hours(1, 7, '07:30', '10:00')]],
  },
  dinner: {
    where: HOTEL_RESTAURANT,
    why: {
      fr: 'Une cuisine de saison à base de produits frais',
      es: 'Cocina de temporada con productos frescos',
      it: 'Cucina di stagione con prodotti freschi',
      nl: 'Seizoenskeuken met verse producten',
    },
    mustKnow: [
      ALLERGIES,
      {
        fr: 'Boissons non comprises',
        es: 'Bebidas no incluidas',
        it: 'Bevande non incluse',
        nl: 'Dranken niet inbegrepen',
      },
    ],
    how: BOOK_TABLE,
    included: [
      {
        fr: 'Menu 3 plats : entrée, plat et dessert',
        es: 'Menú de 3 platos: entrante, principal y postre',
        it: 'Menù di 3 portate: antipasto, secondo e dolce',
        nl: 'Driegangenmenu: voorgerecht, hoofdgerecht en nagerecht',
      },
    ],
    timetables: [[hours(1, 7, '19:00', '21:30')], [hours(1, 6, '19:30', '22:00')]],
  },
  'gastronomic-dinner': {
    where: HOTEL_RESTAURANT,
    why: {
      fr: 'La cuisine créative du chef, au fil des saisons',
      es: 'La cocina creativa del chef, según la temporada',
      it: 'La cucina creativa dello chef, secondo le stagioni',
      nl: 'De creatieve keuken van de chef, met de seizoenen mee',
    },
    mustKnow: [
      ALLERGIES,
      {
        fr: 'Tenue correcte exigée',
        es: 'Se requiere vestimenta adecuada',
        it: 'È richiesto un abbigliamento adeguato',
        nl: 'Nette kleding gewenst',
      },
    ],
    how: BOOK_TABLE,
    included: [
      {
        fr: 'Menu dégustation en 5 temps',
        es: 'Menú degustación de 5 pasos',
        it: 'Menù degustazione in 5 portate',
        nl: 'Proeverijmenu in 5 gangen',
      },
      {
        fr: 'Accord mets et vins en supplément',
        es: 'Maridaje de vinos con suplemento',
        it: 'Abbinamento vini con supplemento',
        nl: 'Bijpassende wijnen tegen meerprijs',
      },
    ],
    timetables: [[hours(2, 6, '19:30', '21:30')], [hours(1, 7, '19:30', '22:00')]],
  },
};
