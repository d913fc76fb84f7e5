/** Protection des données: what the shop does with personal data and how a customer controls it. */
import { COMPANY, type StaticPage } from './static-page';

export const DATA_PROTECTION: StaticPage = {
  key: 'dataProtection',
  updatedOn: '2025-02-10',
  texts: {
    fr: (local) => ({
      title: 'Protection des données',
      sections: [
        {
          heading: 'Responsable du traitement',
          paragraphs: [
            `${COMPANY.name}, ${COMPANY.address}, est responsable du traitement des données personnelles collectées sur le site Escapade. Notre délégué à la protection des données est joignable à ${COMPANY.dpoEmail}.`,
            'Cette page explique quelles données nous utilisons, pourquoi, avec qui nous les partageons, combien de temps nous les gardons et comment exercer vos droits.',
          ],
        },
        {
          heading: 'Les données que nous utilisons',
          paragraphs: [
            'Lorsque vous réservez ou offrez un cadeau : vos nom, adresse e-mail, téléphone et, pour un cadeau physique, l’adresse de livraison ; les dates, les voyageurs et les prestations choisies ; le nom et le message du cadeau.',
            'Lorsque vous payez : le résultat du paiement et les quatre derniers chiffres de votre carte. Les données complètes de votre carte sont traitées par notre prestataire de paiement et ne nous sont jamais transmises.',
            'Lorsque vous nous écrivez ou naviguez sur le site : le contenu de vos messages au service client, votre inscription à la newsletter, et les données de navigation déposées selon vos choix de cookies.',
          ],
        },
        {
          heading: 'Pourquoi nous les utilisons',
          paragraphs: [
            'Pour exécuter votre commande : réserver votre séjour auprès de l’hôtel, émettre vos cadeaux, vous envoyer confirmations et factures et vous aider avant, pendant et après le séjour.',
            'Pour respecter nos obligations légales, comme la conservation des factures et la lutte contre la fraude au paiement.',
            'Sur la base de notre intérêt légitime, pour sécuriser le site et améliorer nos services, et pour vous proposer par e-mail des offres semblables à celles que vous avez achetées. Avec votre consentement seulement, pour vous envoyer notre newsletter si vous n’êtes pas client et pour déposer les cookies de mesure d’audience et de publicité.',
          ],
        },
        {
          heading: 'Qui reçoit vos données',
          paragraphs: [
            'L’hôtel ou le prestataire d’activité de votre séjour reçoit les informations nécessaires pour vous accueillir. Notre prestataire de paiement, notre hébergeur et les outils de notre service client y accèdent pour notre compte, liés par un contrat qui les oblige à les protéger. Les autorités peuvent les obtenir lorsque la loi l’exige.',
            'Nous ne vendons jamais vos données. Si un prestataire les traite hors de l’Union européenne, le transfert est encadré par les clauses contractuelles types de la Commission européenne.',
          ],
        },
        {
          heading: 'Combien de temps nous les gardons',
          paragraphs: [
            'Les données de vos réservations sont gardées le temps de la relation commerciale puis 3 ans après votre dernière commande pour vous proposer nos offres ; les factures, 10 ans, comme l’impose la loi. Les données d’un prospect inscrit à la newsletter sont supprimées 3 ans après son dernier contact avec nous.',
            'Un compte client resté inactif pendant 3 ans est supprimé après vous avoir prévenu. Les messages au service client sont gardés 3 ans, et les cookies 13 mois au plus.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Vous disposez d’un droit d’accès à vos données, d’un droit de rectification, d’un droit à l’effacement, d’un droit à la limitation du traitement, d’un droit à la portabilité et d’un droit d’opposition, notamment à la prospection commerciale, à tout moment et sans motif. Lorsque nous utilisons vos données avec votre consentement, vous pouvez le retirer à tout moment.',
            `Pour exercer ces droits, écrivez à ${COMPANY.privacyEmail} en précisant votre demande ; nous vous répondons dans un délai d’un mois. Chaque e-mail promotionnel contient aussi un lien de désinscription.`,
          ],
        },
        {
          heading: 'Réclamation',
          paragraphs: [
            `Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de ${local.supervisoryAuthority}. N’hésitez pas à nous écrire d’abord : nous ferons le nécessaire pour trouver une solution.`,
          ],
        },
        {
          heading: 'Sécurité',
          paragraphs: [
            'Toutes les pages du site sont chiffrées (HTTPS). L’accès à vos données est réservé aux personnes qui en ont besoin pour leur travail, et nos prestataires sont choisis pour leurs garanties de sécurité. Nous ne vous demanderons jamais votre mot de passe ou vos données bancaires par e-mail ou par téléphone.',
          ],
        },
      ],
    }),
    es: (local) => ({
      title: 'Protección de datos',
      sections: [
        {
          heading: 'Responsable del tratamiento',
          paragraphs: [
            `${COMPANY.name}, ${COMPANY.address}, es responsable del tratamiento de los datos personales recogidos en el sitio Escapade. Puede contactar con nuestro delegado de protección de datos en ${COMPANY.dpoEmail}.`,
            'En esta página le explicamos qué datos utilizamos, para qué, con quién los compartimos, cuánto tiempo los conservamos y cómo ejercer sus derechos.',
          ],
        },
        {
          heading: 'Los datos que utilizamos',
          paragraphs: [
            'Cuando reserva o hace un regalo: su nombre, correo electrónico, teléfono y, para un regalo físico, la dirección de entrega; las fechas, los viajeros y los servicios elegidos; el nombre y el mensaje del regalo.',
            'Cuando paga: el resultado del pago y las cuatro últimas cifras de su tarjeta. Los datos completos de su tarjeta los trata nuestro proveedor de pagos y nunca nos llegan.',
            'Cuando nos escribe o navega por el sitio: el contenido de sus mensajes al servicio de atención al cliente, su suscripción a la newsletter y los datos de navegación que se guardan según sus preferencias de cookies.',
          ],
        },
        {
          heading: 'Para qué los utilizamos',
          paragraphs: [
            'Para ejecutar su pedido: reservar su estancia con el hotel, emitir sus regalos, enviarle confirmaciones y facturas y ayudarle antes, durante y después de la estancia.',
            'Para cumplir nuestras obligaciones legales, como la conservación de facturas y la lucha contra el fraude en los pagos.',
            'Por nuestro interés legítimo, para proteger el sitio y mejorar nuestros servicios, y para ofrecerle por correo electrónico ofertas similares a las que ha comprado. Solo con su consentimiento, para enviarle nuestra newsletter si no es cliente y para instalar las cookies de medición de audiencia y de publicidad.',
          ],
        },
        {
          heading: 'Quién recibe sus datos',
          paragraphs: [
            'El hotel o el proveedor de actividades de su estancia recibe la información necesaria para recibirle. Nuestro proveedor de pagos, nuestro proveedor de alojamiento web y las herramientas de nuestro servicio de atención al cliente acceden a ellos por cuenta nuestra, vinculados por un contrato que les obliga a protegerlos. Las autoridades pueden obtenerlos cuando la ley lo exige.',
            'Nunca vendemos sus datos. Si un proveedor los trata fuera de la Unión Europea, la transferencia se ampara en las cláusulas contractuales tipo de la Comisión Europea.',
          ],
        },
        {
          heading: 'Cuánto tiempo los conservamos',
          paragraphs: [
            'Los datos de sus reservas se conservan mientras dura la relación comercial y 3 años después de su último pedido para ofrecerle nuestras ofertas; las facturas, durante el plazo que exige la ley. Los datos de una persona suscrita a la newsletter que no es cliente se suprimen 3 años después de su último contacto con nosotros.',
            'Una cuenta de cliente sin actividad durante 3 años se suprime, previo aviso. Los mensajes al servicio de atención al cliente se conservan 3 años, y las cookies 13 meses como máximo.',
          ],
        },
        {
          heading: 'Sus derechos',
          paragraphs: [
            'Usted tiene derecho de acceso a sus datos, derecho de rectificación, derecho de supresión, derecho a la limitación del tratamiento, derecho a la portabilidad y derecho de oposición, en particular a las comunicaciones comerciales, en cualquier momento y sin necesidad de justificarlo. Cuando utilizamos sus datos con su consentimiento, puede retirarlo en cualquier momento.',
            `Para ejercer estos derechos, escriba a ${COMPANY.privacyEmail} indicando su solicitud; le respondemos en el plazo de un mes. Cada correo promocional incluye además un enlace para darse de baja.`,
          ],
        },
        {
          heading: 'Reclamación',
          paragraphs: [
            `Si considera que no se respetan sus derechos, puede presentar una reclamación ante ${local.supervisoryAuthority}. No dude en escribirnos antes: haremos lo necesario para encontrar una solución.`,
          ],
        },
        {
          heading: 'Seguridad',
          paragraphs: [
            'Todas las páginas del sitio están cifradas (HTTPS). El acceso a sus datos está reservado a las personas que los necesitan para su trabajo, y elegimos a nuestros proveedores por sus garantías de seguridad. Nunca le pediremos su contraseña ni sus datos bancarios por correo electrónico o por teléfono.',
          ],
        },
      ],
    }),
    it: (local) => ({
      title: 'Protezione dei dati',
      sections: [
        {
          heading: 'Titolare del trattamento',
          paragraphs: [
            `${COMPANY.name}, ${COMPANY.address}, è titolare del trattamento dei dati personali raccolti sul sito Escapade. Puoi contattare il nostro responsabile della protezione dei dati all’indirizzo ${COMPANY.dpoEmail}.`,
            'Questa pagina spiega quali dati usiamo, perché, con chi li condividiamo, per quanto tempo li conserviamo e come esercitare i tuoi diritti.',
          ],
        },
        {
          heading: 'I dati che usiamo',
          paragraphs: [
            'Quando prenoti o fai un regalo: nome, indirizzo e-mail, telefono e, per un regalo fisico, l’indirizzo di consegna; le date, i viaggiatori e i servizi scelti; il nome e il messaggio del regalo.',
            'Quando paghi: l’esito del pagamento e le ultime quattro cifre della carta. I dati completi della carta sono trattati dal nostro fornitore di pagamento e non ci vengono mai trasmessi.',
            'Quando ci scrivi o navighi sul sito: il contenuto dei messaggi al servizio clienti, l’iscrizione alla newsletter e i dati di navigazione salvati secondo le tue scelte sui cookie.',
          ],
        },
        {
          heading: 'Perché li usiamo',
          paragraphs: [
            'Per eseguire il tuo ordine: prenotare il soggiorno presso l’hotel, emettere i regali, inviarti conferme e fatture e aiutarti prima, durante e dopo il soggiorno.',
            'Per rispettare gli obblighi di legge, come la conservazione delle fatture e la lotta alle frodi nei pagamenti.',
            'Sulla base del nostro legittimo interesse, per proteggere il sito e migliorare i servizi, e per proporti via e-mail offerte simili a quelle che hai acquistato. Solo con il tuo consenso, per inviarti la newsletter se non sei cliente e per installare i cookie di misurazione del pubblico e pubblicitari.',
          ],
        },
        {
          heading: 'Chi riceve i tuoi dati',
          paragraphs: [
            'L’hotel o il fornitore di attività del soggiorno riceve le informazioni necessarie per accoglierti. Il nostro fornitore di pagamento, il fornitore di hosting e gli strumenti del servizio clienti vi accedono per nostro conto, vincolati da un contratto che li obbliga a proteggerli. Le autorità possono ottenerli quando la legge lo richiede.',
            'Non vendiamo mai i tuoi dati. Se un fornitore li tratta fuori dall’Unione europea, il trasferimento è regolato dalle clausole contrattuali tipo della Commissione europea.',
          ],
        },
        {
          heading: 'Per quanto tempo li conserviamo',
          paragraphs: [
            'I dati delle prenotazioni sono conservati per la durata del rapporto commerciale e per 3 anni dopo l’ultimo ordine, per proporti le nostre offerte; le fatture per il periodo previsto dalla legge. I dati di chi è iscritto alla newsletter senza essere cliente sono cancellati 3 anni dopo l’ultimo contatto con noi.',
            'Un account cliente inattivo da 3 anni viene cancellato, dopo averti avvisato. I messaggi al servizio clienti sono conservati 3 anni e i cookie al massimo 13 mesi.',
          ],
        },
        {
          heading: 'I tuoi diritti',
          paragraphs: [
            'Hai il diritto di accesso ai tuoi dati, il diritto di rettifica, il diritto alla cancellazione, il diritto di limitazione del trattamento, il diritto alla portabilità e il diritto di opposizione, in particolare alle comunicazioni commerciali, in qualsiasi momento e senza doverlo motivare. Quando usiamo i tuoi dati con il tuo consenso, puoi revocarlo in qualsiasi momento.',
            `Per esercitare questi diritti scrivi a ${COMPANY.privacyEmail} indicando la tua richiesta; ti rispondiamo entro un mese. Ogni e-mail promozionale contiene inoltre un link per annullare l’iscrizione.`,
          ],
        },
        {
          heading: 'Reclamo',
          paragraphs: [
            `Se ritieni che i tuoi diritti non siano rispettati, puoi proporre reclamo presso ${local.supervisoryAuthority}. Scrivici pure prima: faremo il necessario per trovare una soluzione.`,
          ],
        },
        {
          heading: 'Sicurezza',
          paragraphs: [
            'Tutte le pagine del sito sono cifrate (HTTPS). L’accesso ai tuoi dati è riservato alle persone che ne hanno bisogno per il loro lavoro, e scegliamo i fornitori per le loro garanzie di sicurezza. Non ti chiederemo mai la password o i dati della carta via e-mail o per telefono.',
          ],
        },
      ],
    }),
    nl: (local) => ({
      title: 'Gegevensbescherming',
      sections: [
        {
          heading: 'Verwerkingsverantwoordelijke',
          paragraphs: [
            `${COMPANY.name}, ${COMPANY.address}, is verantwoordelijk voor de verwerking van de persoonsgegevens die op de site van Escapade worden verzameld. Onze functionaris voor gegevensbescherming is bereikbaar via ${COMPANY.dpoEmail}.`,
            'Op deze pagina lees je welke gegevens we gebruiken, waarom, met wie we ze delen, hoe lang we ze bewaren en hoe je je rechten uitoefent.',
          ],
        },
        {
          heading: 'De gegevens die we gebruiken',
          paragraphs: [
            'Als je boekt of een cadeau geeft: je naam, e-mailadres, telefoonnummer en, bij een fysiek cadeau, het afleveradres; de data, de reizigers en de gekozen diensten; de naam en de boodschap bij het cadeau.',
            'Als je betaalt: de uitkomst van de betaling en de laatste vier cijfers van je kaart. Je volledige kaartgegevens worden verwerkt door onze betaalprovider en komen nooit bij ons terecht.',
            'Als je ons schrijft of de site bezoekt: de inhoud van je berichten aan de klantenservice, je inschrijving op de nieuwsbrief en de surfgegevens die volgens je cookiekeuzes worden opgeslagen.',
          ],
        },
        {
          heading: 'Waarom we ze gebruiken',
          paragraphs: [
            'Om je bestelling uit te voeren: je verblijf bij het hotel boeken, je cadeaus uitgeven, je bevestigingen en facturen sturen en je helpen vóór, tijdens en na je verblijf.',
            'Om aan onze wettelijke verplichtingen te voldoen, zoals het bewaren van facturen en het bestrijden van betaalfraude.',
            'Op basis van ons gerechtvaardigd belang, om de site te beveiligen en onze diensten te verbeteren, en om je per e-mail aanbiedingen te sturen die lijken op wat je al kocht. Alleen met je toestemming, om je de nieuwsbrief te sturen als je geen klant bent en om cookies voor bezoekersstatistieken en advertenties te plaatsen.',
          ],
        },
        {
          heading: 'Wie je gegevens ontvangt',
          paragraphs: [
            'Het hotel of de activiteitenaanbieder van je verblijf krijgt de informatie die nodig is om je te ontvangen. Onze betaalprovider, onze hostingprovider en de systemen van onze klantenservice hebben toegang namens ons, gebonden door een overeenkomst die hen verplicht je gegevens te beschermen. De overheid kan ze opvragen als de wet dat vereist.',
            'We verkopen je gegevens nooit. Verwerkt een leverancier ze buiten de Europese Unie, dan gebeurt de doorgifte op basis van de modelcontractbepalingen van de Europese Commissie.',
          ],
        },
        {
          heading: 'Hoe lang we ze bewaren',
          paragraphs: [
            'De gegevens van je boekingen bewaren we zolang de klantrelatie duurt en daarna 3 jaar na je laatste bestelling, om je onze aanbiedingen te sturen; facturen zo lang als de wet voorschrijft. Gegevens van wie zich op de nieuwsbrief inschreef zonder klant te zijn, verwijderen we 3 jaar na het laatste contact met ons.',
            'Een klantaccount dat 3 jaar niet is gebruikt, verwijderen we nadat we je hebben gewaarschuwd. Berichten aan de klantenservice bewaren we 3 jaar, cookies hooguit 13 maanden.',
          ],
        },
        {
          heading: 'Je rechten',
          paragraphs: [
            'Je hebt recht op inzage in je gegevens, recht op rectificatie, recht op verwijdering, recht op beperking van de verwerking, recht op overdraagbaarheid en recht van bezwaar, in het bijzonder tegen direct marketing, op elk moment en zonder opgave van redenen. Gebruiken we je gegevens met je toestemming, dan kun je die altijd intrekken.',
            `Om deze rechten uit te oefenen, schrijf je naar ${COMPANY.privacyEmail} met je verzoek; we antwoorden binnen een maand. Elke promotionele e-mail bevat bovendien een link om je uit te schrijven.`,
          ],
        },
        {
          heading: 'Klacht',
          paragraphs: [
            `Vind je dat je rechten niet worden gerespecteerd, dan kun je een klacht indienen bij ${local.supervisoryAuthority}. Schrijf ons gerust eerst: we doen wat nodig is om een oplossing te vinden.`,
          ],
        },
        {
          heading: 'Beveiliging',
          paragraphs: [
            'Alle pagina’s van de site zijn versleuteld (HTTPS). Alleen wie je gegevens voor zijn werk nodig heeft, kan erbij, en we kiezen onze leveranciers op hun beveiligingsgaranties. We vragen je nooit je wachtwoord of bankgegevens per e-mail of telefoon.',
          ],
        },
      ],
    }),
  },
};
