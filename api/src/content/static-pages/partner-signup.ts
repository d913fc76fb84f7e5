/** Devenir partenaire: how a hotel or an activity provider joins the shop. */
import { COMPANY, type StaticPage } from './static-page';

export const PARTNER_SIGNUP: StaticPage = {
  key: 'partnerSignup',
  updatedOn: '2025-01-06',
  texts: {
    fr: () => ({
      title: 'Devenir partenaire',
      sections: [
        {
          heading: 'Pourquoi rejoindre Escapade ?',
          paragraphs: [
            'Escapade vend des week-ends et des courts séjours à des voyageurs de France, de Belgique, d’Espagne, d’Italie et des Pays-Bas, sur six sites en quatre langues. Nos clients partent souvent à deux, le temps d’un week-end ou d’une nuit en semaine, et beaucoup découvrent votre établissement grâce à un séjour reçu en cadeau.',
            'Vous ne payez rien pour être présent : nous ne prenons une commission que sur les séjours vendus. Nos newsletters, nos pages thématiques et nos campagnes de saison donnent de la visibilité à vos offres, y compris en basse saison.',
          ],
        },
        {
          heading: 'Qui peut nous rejoindre ?',
          paragraphs: [
            'Les hôtels indépendants et de chaînes, les maisons d’hôtes, les domaines et les hôtels avec spa, ainsi que les prestataires d’activités (spas, caves, parcs, sports de plein air) qui souhaitent vendre leurs activités seules.',
            'Nous recherchons des établissements bien notés par leurs clients et capables de proposer plus qu’une chambre : un petit-déjeuner, un dîner, un accès au spa ou une activité qui fait l’esprit du séjour.',
          ],
        },
        {
          heading: 'Des séjours construits avec vous',
          paragraphs: [
            'Nous composons ensemble vos offres : chambre, repas et expériences, aux dates et aux prix que vous fixez. Notre équipe rédige la présentation dans les quatre langues et met en valeur vos photos ; vous validez chaque offre avant sa mise en ligne.',
            'Vous gardez la main sur vos disponibilités et vos tarifs, depuis notre extranet ou votre channel manager, et pouvez fermer une date à tout moment.',
          ],
        },
        {
          heading: 'Les étapes pour nous rejoindre',
          paragraphs: [
            `Écrivez-nous à ${COMPANY.partnersEmail} en indiquant le nom et l’adresse de votre établissement, votre site internet, le nombre de chambres et la personne à contacter.`,
            'Un responsable de votre région vous rappelle sous 5 jours ouvrés pour faire connaissance et comprendre ce qui rend votre établissement unique. Nous vous envoyons ensuite notre proposition de partenariat.',
            'Une fois le contrat signé, nous préparons vos offres et les connectons à vos disponibilités : vos premiers séjours sont en ligne en deux semaines environ.',
          ],
        },
        {
          heading: 'Réservations et paiements',
          paragraphs: [
            'Chaque réservation vous est transmise aussitôt, avec le nom des voyageurs, les dates et les prestations comprises. Nous encaissons le paiement du client et vous réglons chaque mois les séjours effectués, déduction faite de notre commission, avec un relevé détaillé.',
            'Les séjours réservés avec un code cadeau vous sont transmis et réglés de la même façon. La taxe de séjour reste perçue par vos soins, sur place.',
          ],
        },
        {
          heading: 'Vos offres aussi en cadeau',
          paragraphs: [
            'Vos séjours peuvent être vendus en séjours cadeaux et intégrés à nos coffrets. Valables 12 mois pour un séjour cadeau et 18 mois pour un coffret, ils amènent des clients tout au long de l’année, souvent pendant vos périodes plus calmes.',
          ],
        },
        {
          heading: 'Nous contacter',
          paragraphs: [
            `Pour toute question sur le partenariat, écrivez à ${COMPANY.partnersEmail} : notre équipe partenaires vous répond sous 2 jours ouvrés.`,
            'Cette adresse est réservée aux établissements et aux prestataires. Pour une question sur une réservation, utilisez la page Contact.',
          ],
        },
      ],
    }),
    es: () => ({
      title: 'Hágase socio',
      sections: [
        {
          heading: '¿Por qué unirse a Escapade?',
          paragraphs: [
            'Escapade vende escapadas de fin de semana y estancias cortas a viajeros de Francia, Bélgica, España, Italia y los Países Bajos, en seis sitios y cuatro idiomas. Nuestros clientes suelen viajar en pareja, un fin de semana o una noche entre semana, y muchos descubren su establecimiento gracias a una estancia recibida como regalo.',
            'Estar presente no le cuesta nada: solo cobramos una comisión por las estancias vendidas. Nuestras newsletters, páginas temáticas y campañas de temporada dan visibilidad a sus ofertas, también en temporada baja.',
          ],
        },
        {
          heading: '¿Quién puede unirse?',
          paragraphs: [
            'Hoteles independientes y de cadena, casas rurales, fincas y hoteles con spa, así como proveedores de actividades (spas, bodegas, parques, deportes al aire libre) que deseen vender sus actividades por separado.',
            'Buscamos establecimientos bien valorados por sus clientes y capaces de ofrecer algo más que una habitación: un desayuno, una cena, el acceso al spa o una actividad que dé sentido a la estancia.',
          ],
        },
        {
          heading: 'Estancias creadas con usted',
          paragraphs: [
            'Componemos juntos sus ofertas: habitación, comidas y experiencias, en las fechas y a los precios que usted fije. Nuestro equipo redacta la presentación en los cuatro idiomas y pone en valor sus fotos; usted aprueba cada oferta antes de publicarla.',
            'Usted controla su disponibilidad y sus tarifas, desde nuestra extranet o su channel manager, y puede cerrar una fecha en cualquier momento.',
          ],
        },
        {
          heading: 'Pasos para unirse',
          paragraphs: [
            `Escríbanos a ${COMPANY.partnersEmail} indicando el nombre y la dirección de su establecimiento, su sitio web, el número de habitaciones y la persona de contacto.`,
            'Un responsable de su zona le llamará en un plazo de 5 días laborables para conocerle y entender qué hace único a su establecimiento. Después le enviaremos nuestra propuesta de colaboración.',
            'Una vez firmado el contrato, preparamos sus ofertas y las conectamos con su disponibilidad: sus primeras estancias estarán en línea en unas dos semanas.',
          ],
        },
        {
          heading: 'Reservas y pagos',
          paragraphs: [
            'Cada reserva se le transmite al instante, con el nombre de los viajeros, las fechas y los servicios incluidos. Cobramos el pago del cliente y le abonamos cada mes las estancias realizadas, descontada nuestra comisión, con un extracto detallado.',
            'Las estancias reservadas con un código regalo se le transmiten y abonan de la misma manera. La tasa turística la sigue cobrando usted en el establecimiento.',
          ],
        },
        {
          heading: 'Sus ofertas, también como regalo',
          paragraphs: [
            'Sus estancias pueden venderse como estancias regalo e incluirse en nuestras cajas regalo. Válidas durante 12 meses en el caso de una estancia regalo y 18 meses en el de una caja, atraen clientes durante todo el año, a menudo en sus periodos más tranquilos.',
          ],
        },
        {
          heading: 'Contacto',
          paragraphs: [
            `Para cualquier pregunta sobre la colaboración, escriba a ${COMPANY.partnersEmail}: nuestro equipo de socios le responde en un plazo de 2 días laborables.`,
            'Esta dirección está reservada a establecimientos y proveedores. Para una pregunta sobre una reserva, utilice la página de contacto.',
          ],
        },
      ],
    }),
    it: () => ({
      title: 'Diventa partner',
      sections: [
        {
          heading: 'Perché unirti a Escapade?',
          paragraphs: [
            'Escapade vende weekend e soggiorni brevi a viaggiatori di Francia, Belgio, Spagna, Italia e Paesi Bassi, su sei siti in quattro lingue. I nostri clienti partono spesso in coppia, per un weekend o una notte infrasettimanale, e molti scoprono la tua struttura grazie a un soggiorno ricevuto in regalo.',
            'Essere presenti non costa nulla: tratteniamo una commissione solo sui soggiorni venduti. Le nostre newsletter, le pagine tematiche e le campagne stagionali danno visibilità alle tue offerte, anche in bassa stagione.',
          ],
        },
        {
          heading: 'Chi può unirsi a noi?',
          paragraphs: [
            'Hotel indipendenti e di catena, bed & breakfast, agriturismi, tenute e hotel con spa, oltre ai fornitori di attività (spa, cantine, parchi, sport all’aria aperta) che vogliono vendere le loro attività da sole.',
            'Cerchiamo strutture apprezzate dai loro ospiti e capaci di offrire più di una camera: una colazione, una cena, l’accesso alla spa o un’attività che dia carattere al soggiorno.',
          ],
        },
        {
          heading: 'Soggiorni costruiti insieme a te',
          paragraphs: [
            'Componiamo insieme le tue offerte: camera, pasti ed esperienze, nelle date e ai prezzi che stabilisci tu. Il nostro team scrive la presentazione nelle quattro lingue e valorizza le tue foto; approvi ogni offerta prima della pubblicazione.',
            'Mantieni il controllo su disponibilità e tariffe, dalla nostra extranet o dal tuo channel manager, e puoi chiudere una data in qualsiasi momento.',
          ],
        },
        {
          heading: 'Come unirti a noi',
          paragraphs: [
            `Scrivici a ${COMPANY.partnersEmail} indicando nome e indirizzo della struttura, sito web, numero di camere e persona di riferimento.`,
            'Un responsabile della tua zona ti richiama entro 5 giorni lavorativi per conoscerti e capire cosa rende unica la tua struttura. Poi ti inviamo la nostra proposta di collaborazione.',
            'Una volta firmato il contratto, prepariamo le tue offerte e le colleghiamo alle tue disponibilità: i primi soggiorni sono online in circa due settimane.',
          ],
        },
        {
          heading: 'Prenotazioni e pagamenti',
          paragraphs: [
            'Ogni prenotazione ti viene trasmessa subito, con il nome dei viaggiatori, le date e i servizi inclusi. Incassiamo il pagamento del cliente e ti versiamo ogni mese i soggiorni effettuati, al netto della nostra commissione, con un estratto conto dettagliato.',
            'I soggiorni prenotati con un codice regalo ti vengono trasmessi e pagati allo stesso modo. La tassa di soggiorno resta riscossa da te, in loco.',
          ],
        },
        {
          heading: 'Le tue offerte anche come regalo',
          paragraphs: [
            'I tuoi soggiorni possono essere venduti come soggiorni regalo e inseriti nei nostri cofanetti. Validi 12 mesi per un soggiorno regalo e 18 mesi per un cofanetto, portano clienti tutto l’anno, spesso nei periodi più tranquilli.',
          ],
        },
        {
          heading: 'Contatti',
          paragraphs: [
            `Per qualsiasi domanda sulla collaborazione scrivi a ${COMPANY.partnersEmail}: il nostro team partner ti risponde entro 2 giorni lavorativi.`,
            'Questo indirizzo è riservato alle strutture e ai fornitori. Per una domanda su una prenotazione usa la pagina Contatti.',
          ],
        },
      ],
    }),
    nl: () => ({
      title: 'Partner worden',
      sections: [
        {
          heading: 'Waarom partner worden van Escapade?',
          paragraphs: [
            'Escapade verkoopt weekendjes weg en korte verblijven aan reizigers uit Frankrijk, België, Spanje, Italië en Nederland, op zes sites in vier talen. Onze klanten reizen vaak met z’n tweeën, voor een weekend of een nacht midweeks, en velen ontdekken je hotel dankzij een verblijf dat ze cadeau kregen.',
            'Aanwezig zijn kost niets: we rekenen alleen een commissie op verkochte verblijven. Onze nieuwsbrieven, themapagina’s en seizoenscampagnes geven je aanbiedingen zichtbaarheid, ook in het laagseizoen.',
          ],
        },
        {
          heading: 'Wie kan partner worden?',
          paragraphs: [
            'Onafhankelijke hotels en ketenhotels, B&B’s, landgoederen en hotels met spa, en ook aanbieders van activiteiten (wellness, wijnhuizen, parken, buitensport) die hun activiteiten los willen verkopen.',
            'We zoeken accommodaties die goed beoordeeld worden door hun gasten en meer bieden dan een kamer: een ontbijt, een diner, toegang tot de spa of een activiteit die het verblijf bijzonder maakt.',
          ],
        },
        {
          heading: 'Verblijven die we samen samenstellen',
          paragraphs: [
            'We stellen je aanbiedingen samen op: kamer, maaltijden en belevenissen, op de data en tegen de prijzen die jij bepaalt. Ons team schrijft de presentatie in de vier talen en zet je foto’s in de kijker; jij keurt elke aanbieding goed voor ze online gaat.',
            'Je houdt zelf de regie over je beschikbaarheid en tarieven, via ons extranet of je channel manager, en kunt een datum op elk moment sluiten.',
          ],
        },
        {
          heading: 'Zo word je partner',
          paragraphs: [
            `Schrijf ons op ${COMPANY.partnersEmail} met de naam en het adres van je accommodatie, je website, het aantal kamers en de contactpersoon.`,
            'Een accountmanager uit je regio belt je binnen 5 werkdagen om kennis te maken en te ontdekken wat je accommodatie uniek maakt. Daarna sturen we je ons partnervoorstel.',
            'Zodra het contract getekend is, maken we je aanbiedingen klaar en koppelen we ze aan je beschikbaarheid: je eerste verblijven staan na ongeveer twee weken online.',
          ],
        },
        {
          heading: 'Boekingen en betalingen',
          paragraphs: [
            'Elke boeking krijg je meteen door, met de namen van de reizigers, de data en de inbegrepen diensten. Wij innen de betaling van de klant en betalen je elke maand de afgelopen verblijven uit, na aftrek van onze commissie, met een gedetailleerd overzicht.',
            'Verblijven die met een cadeaucode zijn geboekt, krijg je op dezelfde manier door en uitbetaald. De toeristenbelasting int je zelf ter plaatse.',
          ],
        },
        {
          heading: 'Je aanbiedingen ook als cadeau',
          paragraphs: [
            'Je verblijven kunnen als cadeauverblijf worden verkocht en in onze cadeauboxen worden opgenomen. Een cadeauverblijf is 12 maanden geldig en een box 18 maanden: zo krijg je het hele jaar door gasten, vaak juist in rustigere periodes.',
          ],
        },
        {
          heading: 'Contact',
          paragraphs: [
            `Heb je een vraag over het partnerschap? Schrijf naar ${COMPANY.partnersEmail}: ons partnerteam antwoordt binnen 2 werkdagen.`,
            'Dit adres is alleen bedoeld voor accommodaties en aanbieders. Voor een vraag over een boeking gebruik je de contactpagina.',
          ],
        },
      ],
    }),
  },
};
